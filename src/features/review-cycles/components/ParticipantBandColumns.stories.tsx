import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { pinBand } from '@mocks/test/band-fixture';
import { useAllCycleParticipants } from '@/api/resources/participants';
import { ParticipantsTable } from './ParticipantsTable';

const CYCLE_ID = 'cycle_0004';

/** Four of the demo manager's reports in the current cycle: Riley Chen first, then by id. */
function reports(): string[] {
  const others = db.participants
    .lookup('cycleId', CYCLE_ID)
    .filter((p) => p.managerId === DEMO_MANAGER.employeeId)
    .map((p) => p.employeeId)
    .filter((id) => id !== DEMO_EMPLOYEE.employeeId)
    .sort();
  return [DEMO_EMPLOYEE.employeeId, ...others.slice(0, 3)];
}

const nameOf = (employeeId: string) => {
  const e = db.employees.find(employeeId)!;
  return `${e.firstName} ${e.lastName}`;
};

/**
 * On a band of 80,000 / 100,000 / 120,000 (the band formulas worked by hand): Riley 90,000 +
 * 15,000 (0.90 → 1.05, 25% → 63%), the second 72,000 + 4,000 (below the minimum before and
 * after), the third 118,000 + 8,000 (in range, then above the maximum), the fourth without a level.
 */
function pinBands() {
  const [riley, low, high, none] = reports() as [string, string, string, string];
  pinBand('pending_approval', { employeeId: riley, salary: 90_000, increase: 15_000 });
  pinBand('pending_approval', { employeeId: low, salary: 72_000, increase: 4_000 });
  pinBand('pending_approval', { employeeId: high, salary: 118_000, increase: 8_000 });
  pinBand('pending_approval', { employeeId: none });
  db.employees.update(none, { levelId: null });
}

/** The participants table cut to those four rows (a 64-row table is slow in jsdom). */
function BandColumnsStory({ isAdmin }: { isAdmin: boolean }) {
  const [ids] = useState(() => new Set(reports()));
  const rows = useAllCycleParticipants(CYCLE_ID);
  return (
    <ParticipantsTable
      cycleId={CYCLE_ID}
      rows={(rows.data ?? []).filter((r) => ids.has(r.employeeId))}
      isLoading={rows.isPending}
      currentEmployeeId={isAdmin ? null : DEMO_MANAGER.employeeId}
      isAdmin={isAdmin}
    />
  );
}

const meta = {
  title: 'Review Cycles/Participants Band Columns',
  component: BandColumnsStory,
  args: { isAdmin: true },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    pinBands();
    return storySession('admin');
  },
} satisfies Meta<typeof BandColumnsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, employeeId: string) => {
  const link = await within(canvasElement).findByRole(
    'link',
    { name: nameOf(employeeId) },
    { timeout: 10_000 },
  );
  return within(link.closest('tr')!);
};

/** The order of the four rows by name, as the table shows them. */
const order = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => reports().findIndex((id) => row.textContent?.includes(nameOf(id))));

/**
 * Level, compa-ratio before and after shown by default, flagged below the minimum and above the
 * maximum; the range penetrations hidden until asked for; '—' without a level.
 */
export const DefaultColumns: Story = {
  play: async ({ canvasElement }) => {
    const [riley, low, high, none] = reports() as [string, string, string, string];
    const canvas = within(canvasElement);
    const rileyRow = await rowOf(canvasElement, riley);
    for (const header of ['Level', 'Compa-Ratio', 'Compa-Ratio After'])
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Range Penetration' })).toBeNull();
    await expect(rileyRow.getByText('0.90')).toBeInTheDocument();
    await expect(rileyRow.getByText('1.05')).toBeInTheDocument();
    await expect(rileyRow.getByText(`T1 Test Level ${riley}`)).toBeInTheDocument();
    await expect(rileyRow.queryByText(/minimum|maximum/)).toBeNull();
    const lowRow = await rowOf(canvasElement, low);
    await expect(lowRow.getByText('0.72')).toBeInTheDocument();
    await expect(lowRow.getAllByText('Below minimum')).toHaveLength(2);
    const highRow = await rowOf(canvasElement, high);
    await expect(highRow.getByText('1.18')).toBeInTheDocument();
    await expect(highRow.getByText('1.26')).toBeInTheDocument();
    await expect(highRow.getAllByText('Above maximum')).toHaveLength(1);
    const noneRow = await rowOf(canvasElement, none);
    await expect(noneRow.getAllByText('—').length).toBeGreaterThanOrEqual(3);
  },
};

/** Sorting by compa-ratio: lowest first, then highest first; the row without one last both times. */
export const SortedByCompaRatio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, DEMO_EMPLOYEE.employeeId);
    const header = canvas.getByRole('columnheader', { name: 'Compa-Ratio' });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(order(canvasElement)).toEqual([1, 0, 2, 3]));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(order(canvasElement)).toEqual([2, 0, 1, 3]));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The column menu shows the range penetrations: 25% → 63% for Riley, −20% under the minimum. */
export const PenetrationShown: Story = {
  play: async ({ canvasElement }) => {
    const [riley, low] = reports() as [string, string];
    const page = within(canvasElement.ownerDocument.body);
    await rowOf(canvasElement, riley);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const menu = await page.findByRole('dialog', { name: 'Columns' });
    await userEvent.click(await within(menu).findByRole('checkbox', { name: 'Range Penetration' }));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Range Penetration After' }));
    await userEvent.keyboard('{Escape}');
    await expect(
      await within(canvasElement).findByRole('columnheader', { name: 'Range Penetration' }),
    ).toBeInTheDocument();
    const rileyRow = await rowOf(canvasElement, riley);
    await expect(rileyRow.getByText('25%')).toBeInTheDocument();
    await expect(rileyRow.getByText('63%')).toBeInTheDocument();
    await expect((await rowOf(canvasElement, low)).getByText('-20%')).toBeInTheDocument();
  },
};

/** The manager reads the same positions for their reports. */
export const Manager: Story = {
  args: { isAdmin: false },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const rileyRow = await rowOf(canvasElement, DEMO_EMPLOYEE.employeeId);
    await expect(rileyRow.getByText('0.90')).toBeInTheDocument();
    await expect(rileyRow.getByText('1.05')).toBeInTheDocument();
  },
};
