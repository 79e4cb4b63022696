import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import { paths } from '@/config/paths';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import LevelsRoute from './LevelsRoute';

const meta = {
  title: 'Admin/Levels and Bands',
  component: LevelsRoute,
  parameters: { router: { path: paths.admin.levels.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof LevelsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const acmeLevel = (name: string) =>
  db.levels.first((l) => l.organizationId === ACME_ORG_ID && l.name === name)!;
const usd = (n: number) => `$${n.toLocaleString('en-US')}.00`;

/** The table row of a level (found by its name cell). */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const table = await within(canvasElement).findByRole('table', { name: 'Levels' });
  const cell = await within(table).findByRole('cell', { name }, { timeout: 10_000 });
  return within(cell.closest('tr')!);
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Levels & Bands' }),
    ).toBeInTheDocument();
    const l3 = acmeLevel('L3 Senior');
    const band = l3.bands.find((b) => b.zone === null)!;
    const row = await rowOf(canvasElement, 'L3 Senior');
    await expect(row.getByRole('cell', { name: usd(band.min) })).toBeInTheDocument();
    await expect(row.getByRole('cell', { name: usd(band.mid) })).toBeInTheDocument();
    await expect(row.getByRole('cell', { name: usd(band.max) })).toBeInTheDocument();
    await expect(row.getByText('(Zone B)')).toBeInTheDocument();
    const onIt = db.employees.count((e) => e.levelId === l3.id && e.isActive);
    await expect(row.getByRole('cell', { name: String(onIt) })).toBeInTheDocument();
    // Seven seeded levels by order: L1 first.
    const rows = within(canvas.getByRole('table', { name: 'Levels' })).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(within(rows[1]!).getByRole('cell', { name: 'L1 Associate' })).toBeInTheDocument();
    for (const name of ['Add Level', 'Export Bands (CSV)'])
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Import Bands' })).toHaveAttribute(
      'href',
      '/admin/utilities/import?kind=levels',
    );
  },
};

/** Sorting by the midpoint, highest first: L7 Executive leads. */
export const SortedByMidpoint: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L1 Associate');
    const table = within(canvasElement).getByRole('table', { name: 'Levels' });
    const header = within(table).getByRole('button', { name: 'Midpoint' });
    await userEvent.click(header);
    await userEvent.click(header);
    await waitFor(() =>
      expect(
        within(within(table).getAllByRole('row')[1]!).getByRole('cell', { name: 'L7 Executive' }),
      ).toBeInTheDocument(),
    );
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/levels', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Levels', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/levels', { data: [] }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'No levels yet. Add the first level and its pay band, or import them from a CSV file.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export Bands (CSV)' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/levels', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch levels', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** A manager reads the ladder (they propose promotions) and changes nothing. */
export const ManagerReading: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, 'L5 Principal');
    await expect(
      row.getByRole('cell', { name: usd(acmeLevel('L5 Principal').bands[0]!.mid) }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Job levels and their pay bands. Only admins change them.'),
    ).toBeInTheDocument();
    for (const name of [
      'Add Level',
      'Export Bands (CSV)',
      'Edit L5 Principal',
      'Delete L5 Principal',
    ])
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Import Bands' })).not.toBeInTheDocument();
  },
};

export const AddLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'L7 Executive');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Level' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Level' }));
    // After the seven seeded levels.
    await expect(dialog.getByLabelText(/^Order/)).toHaveValue('8');
    await userEvent.type(dialog.getByLabelText(/^Name/), 'L8 Fellow');
    await userEvent.type(dialog.getByLabelText('Job Family'), 'Engineering');
    const band = within(dialog.getByRole('group', { name: 'Band 1' }));
    await userEvent.type(band.getByLabelText('Minimum'), '300,000');
    await userEvent.type(band.getByLabelText('Midpoint'), '360000');
    await userEvent.type(band.getByLabelText('Maximum'), '420000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Band' }));
    const zone = within(dialog.getByRole('group', { name: 'Band 2' }));
    await userEvent.type(zone.getByLabelText('Zone'), 'Zone B');
    await userEvent.type(zone.getByLabelText('Minimum'), '270000');
    await userEvent.type(zone.getByLabelText('Midpoint'), '324000');
    await userEvent.type(zone.getByLabelText('Maximum'), '378000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Level' }));
    const row = await rowOf(canvasElement, 'L8 Fellow');
    await expect(row.getByRole('cell', { name: usd(360000) })).toBeInTheDocument();
    await expect(acmeLevel('L8 Fellow').bands).toEqual([
      { zone: null, currency: 'USD', min: 300000, mid: 360000, max: 420000 },
      { zone: 'Zone B', currency: 'USD', min: 270000, mid: 324000, max: 378000 },
    ]);
  },
};

/** pay-bands.ts's messages on their fields; nothing is sent until they are fixed. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'L7 Executive');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Level' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Level' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'l3 senior');
    const first = within(dialog.getByRole('group', { name: 'Band 1' }));
    await userEvent.type(first.getByLabelText('Minimum'), '90000');
    await userEvent.type(first.getByLabelText('Midpoint'), '80000');
    await userEvent.type(first.getByLabelText('Maximum'), '70000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Band' }));
    const second = within(dialog.getByRole('group', { name: 'Band 2' }));
    await userEvent.type(second.getByLabelText('Midpoint'), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Level' }));
    await expect(
      await dialog.findByText('A level with this name already exists'),
    ).toBeInTheDocument();
    await expect(first.getByText('The minimum cannot exceed the midpoint.')).toBeInTheDocument();
    await expect(first.getByText('The midpoint cannot exceed the maximum.')).toBeInTheDocument();
    await expect(second.getByText('Each zone appears once.')).toBeInTheDocument();
    await expect(second.getAllByText('Amounts must be positive.')).toHaveLength(2);
    await expect(db.levels.count((l) => l.organizationId === ACME_ORG_ID)).toBe(7);
  },
};

export const EditBands: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L2 Professional');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Edit L2 Professional' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Level' }));
    const band = within(dialog.getByRole('group', { name: 'Band 1' }));
    const max = band.getByLabelText('Maximum');
    await userEvent.clear(max);
    await userEvent.type(max, '99000');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove band 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(acmeLevel('L2 Professional').bands).toHaveLength(1));
    await expect(acmeLevel('L2 Professional').bands[0]!.max).toBe(99000);
    const row = await rowOf(canvasElement, 'L2 Professional');
    await expect(await row.findByRole('cell', { name: usd(99000) })).toBeInTheDocument();
  },
};

/** The delete asks first, naming everyone the level would leave without one. */
export const DeleteNamesThePeople: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L7 Executive');
    const level = acmeLevel('L7 Executive');
    const people = db.employees.where((e) => e.levelId === level.id);
    await expect(people.length).toBeGreaterThan(0);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete L7 Executive' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Level' }));
    const list = within(await dialog.findByRole('list', { name: 'People on L7 Executive' }));
    for (const e of people)
      await expect(list.getByText(new RegExp(`${e.firstName} ${e.lastName}`))).toBeInTheDocument();
    await expect(
      dialog.getByText(/on this level and will be left without one/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.levels.find(level.id)).toBeUndefined());
    for (const e of people) await expect(db.employees.find(e.id)!.levelId).toBeNull();
  },
};

export const DeleteOfAnEmptyLevel: Story = {
  beforeEach: () => {
    db.levels.insert({
      organizationId: ACME_ORG_ID,
      name: 'L8 Fellow',
      order: 8,
      jobFamily: null,
      bands: [{ zone: null, currency: 'USD', min: 300000, mid: 360000, max: 420000 }],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L8 Fellow');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete L8 Fellow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Level' }));
    await expect(await dialog.findByText('Nobody is on this level.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(db.levels.count((l) => l.name === 'L8 Fellow')).toBe(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'L4 Lead');
    await expect(row.getByRole('button', { name: 'Edit L4 Lead' })).toBeInTheDocument();
  },
};

/** A level of 30 people: the first 25 by name, then how many more, so the dialog stays short. */
export const DeleteOfABigLevel: Story = {
  beforeEach: () => {
    const l7 = acmeLevel('L7 Executive');
    db.employees
      .lookup('organizationId', ACME_ORG_ID)
      .filter((e) => e.levelId !== l7.id)
      .slice(0, 30 - db.employees.count((e) => e.levelId === l7.id))
      .forEach((e) => db.employees.update(e.id, { levelId: l7.id }));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L7 Executive');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete L7 Executive' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Level' }));
    await expect(
      await dialog.findByText('30 people are on this level and will be left without one:'),
    ).toBeInTheDocument();
    const list = within(dialog.getByRole('list', { name: 'People on L7 Executive' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(26);
    await expect(list.getByText('and 5 more')).toBeInTheDocument();
  },
};

/** A promotion awaiting approval moves someone to L7: the delete is refused and says who. */
export const DeleteHeldByAPromotion: Story = {
  beforeEach: () => {
    const pending = db.recommendations.first(
      (r) => r.organizationId === ACME_ORG_ID && r.status === 'pending_approval',
    )!;
    db.recommendations.update(pending.id, { newLevelId: acmeLevel('L7 Executive').id });
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'L7 Executive');
    const pending = db.recommendations.first(
      (r) => r.organizationId === ACME_ORG_ID && r.newLevelId === acmeLevel('L7 Executive').id,
    )!;
    const person = db.employees.find(db.participants.find(pending.participantId)!.employeeId)!;
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete L7 Executive' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Level' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete' }));
    await expect(
      await within(canvasElement).findByText(
        `Level L7 Executive is in 1 promotion of an open cycle (${person.firstName} ${person.lastName}). Reject or change it first.`,
      ),
    ).toBeInTheDocument();
    await expect(db.levels.find(acmeLevel('L7 Executive').id)).toBeDefined();
  },
};
