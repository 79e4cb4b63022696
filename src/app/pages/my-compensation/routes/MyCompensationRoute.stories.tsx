import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { insertTestLevel } from '@mocks/test/band-fixture';
import { setPayHistory } from '@mocks/test/pay-history';
import { storySession } from '@/test/story-session';
import MyCompensationRoute from './MyCompensationRoute';

const meta = {
  title: 'My Compensation/Compensation History',
  component: MyCompensationRoute,
  parameters: { router: { path: '/compensation' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof MyCompensationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Riley Chen on a level whose band is 80,000 / 100,000 / 120,000 USD, at `salary` (the
 * figures the plays expect are worked by hand from these).
 */
function onTestBand(salary: number) {
  const level = insertTestLevel('P2 Professional');
  db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: level.id, zone: null });
  setPayHistory(DEMO_EMPLOYEE.employeeId, [{ date: '2026-04-01', salary }]);
}

const bandCard = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'region',
      { name: 'Your Pay Band' },
      { timeout: 10_000 },
    ),
  );

/** The employee's history and their own pay band: 90,000 is a compa-ratio of 0.90, 25% in. */
export const Employee: Story = {
  beforeEach: () => onTestBand(90_000),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Pay Over Time' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const card = await bandCard(canvasElement);
    await expect(await card.findByText('Level P2 Professional')).toBeInTheDocument();
    await expect(card.getByText('0.90')).toBeInTheDocument();
    await expect(card.getByText('25%')).toBeInTheDocument();
    await expect(card.getByText('In range')).toBeInTheDocument();
    await expect(card.getByText('$80,000.00')).toBeInTheDocument();
    await expect(card.getByText('$100,000.00')).toBeInTheDocument();
    await expect(card.getByText('$120,000.00')).toBeInTheDocument();
  },
};

/** Paid under the band's minimum: 72,000 is 0.72, 20% under the minimum, flagged. */
export const BelowMinimum: Story = {
  beforeEach: () => onTestBand(72_000),
  play: async ({ canvasElement }) => {
    const card = await bandCard(canvasElement);
    await expect(await card.findByText('0.72')).toBeInTheDocument();
    await expect(card.getByText('-20%')).toBeInTheDocument();
    await expect(card.getByText('Below minimum')).toBeInTheDocument();
  },
};

/** Paid over the maximum ('red circle'): 126,000 is 1.26, 115% of the range. */
export const AboveMaximum: Story = {
  beforeEach: () => onTestBand(126_000),
  play: async ({ canvasElement }) => {
    const card = await bandCard(canvasElement);
    await expect(await card.findByText('1.26')).toBeInTheDocument();
    await expect(card.getByText('115%')).toBeInTheDocument();
    await expect(card.getByText('Above maximum')).toBeInTheDocument();
  },
};

/** No level yet: the card says so, and shows no band. */
export const NoLevel: Story = {
  beforeEach: () => {
    db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: null });
  },
  play: async ({ canvasElement }) => {
    const card = await bandCard(canvasElement);
    await expect(
      await card.findByText(
        'No level is set for you yet. Your HR team assigns levels and their pay bands.',
      ),
    ).toBeInTheDocument();
    await expect(card.queryByText('Compa-Ratio')).toBeNull();
  },
};

/** A level whose bands are all in another currency than the salary: the level, no position. */
export const NoBandInCurrency: Story = {
  beforeEach: () => {
    const level = insertTestLevel('P2 Professional');
    db.levels.update(level.id, {
      bands: [{ zone: null, currency: 'EUR', min: 70_000, mid: 85_000, max: 100_000 }],
    });
    db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: level.id });
  },
  play: async ({ canvasElement }) => {
    const card = await bandCard(canvasElement);
    await expect(
      await card.findByText(
        "Your level is P2 Professional. It has no pay band for your salary's currency yet.",
      ),
    ).toBeInTheDocument();
  },
};

/** Manager: their own pay changes only (the seeded history of Jordan Patel), not their reports'. */
export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const seeded = db.compensationHistories.where(
      (entry) => entry.employeeId === DEMO_MANAGER.employeeId,
    );
    await expect(seeded.length).toBeGreaterThan(0);
    const table = await within(canvasElement).findByRole(
      'table',
      { name: 'Compensation history', busy: false },
      { timeout: 10_000 },
    );
    const rows = await within(table).findAllByRole('row');
    await expect(rows).toHaveLength(seeded.length + 1);
    const reasons = rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent);
    await expect(reasons.sort()).toEqual(seeded.map((entry) => entry.changeReason).sort());
    // Their own level, as seeded: a manager sees their own band here too.
    const own = db.levels.find(db.employees.find(DEMO_MANAGER.employeeId)!.levelId!)!;
    const card = await bandCard(canvasElement);
    await expect(card.getByText(new RegExp(`^Level ${own.name}`))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides([
    '*/api/me/compensation',
    { data: [], level: null, bandPosition: null },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No compensation history found.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/me/compensation', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Compensation history', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The summary's three cards are placeholders until the history arrives.
    for (const title of ['Current Salary', 'Last Increase', 'Bonuses (Last 12 Months)']) {
      const card = canvas.getByRole('region', { name: title });
      await expect(card.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    }
    await expect(canvas.queryByText('No compensation history found.')).not.toBeInTheDocument();
    const band = canvas.getByRole('region', { name: 'Your Pay Band' });
    await expect(band.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/me/compensation', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch compensation history'),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Your Pay Band' }),
    ).not.toBeInTheDocument();
  },
};
