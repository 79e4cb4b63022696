import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { mswOverrides } from '@/test/story-overrides';
import { BUDGET_PANEL_TEXT } from './budget-messages';
import { CycleBudgetPanel } from './CycleBudgetPanel';

const BUDGET = '*/api/review-cycles/:cycleId/budget';

const meta = {
  title: 'Review Cycles/Budget Panel',
  component: CycleBudgetPanel,
  // The demo's in-progress annual review (pools split by payroll share; seeded ids are stable).
  args: { cycleId: 'cycle_0004' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CycleBudgetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin, cycle detail: every team pool and the whole cycle; Increase or Bonus. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Increase budget by team' });
    await expect(within(table).getByText(BUDGET_PANEL_TEXT.total)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Bonus' }));
    await expect(canvas.getByRole('table', { name: 'Bonus budget by team' })).toBeInTheDocument();
  },
};

/** Manager: their team's pool only. */
export const Manager: Story = {
  args: { title: BUDGET_PANEL_TEXT.managerTitle },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Increase budget by team' });
    await expect(within(table).queryByText(BUDGET_PANEL_TEXT.total)).toBeNull();
    await expect(within(table).getByText('Platform Engineering')).toBeInTheDocument();
  },
};

/** A cycle whose budgets are not split: the teams show what is used, with no pool set. */
export const NoPools: Story = {
  // The mid-year check-in: no budgets, no pools.
  args: { cycleId: 'cycle_0005' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Increase budget by team' });
    await expect(canvas.getAllByText(BUDGET_PANEL_TEXT.noPool).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: mswOverrides([
    BUDGET,
    { data: { cycleId: 'cycle_0004', currency: 'USD', total: null, teams: [] } },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(BUDGET_PANEL_TEXT.empty),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([BUDGET, 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: BUDGET_PANEL_TEXT.title }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('table', { name: 'Increase budget by team' }),
    ).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([BUDGET, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(BUDGET_PANEL_TEXT.loadFailed),
    ).toBeInTheDocument();
  },
};
