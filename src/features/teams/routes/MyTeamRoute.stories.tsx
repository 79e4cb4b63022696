import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import MyTeamRoute from './MyTeamRoute';

const PAY_HEADERS = ['Current Salary', 'Bonuses (Last 12 Months)', 'Performance', 'Last Increase'];
const colleagues = () => {
  const teamId = db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!;
  return db.employees
    .all()
    .filter((e) => e.teamIds.includes(teamId) && e.id !== DEMO_EMPLOYEE.employeeId);
};

const meta = {
  title: 'Employee/My Team',
  component: MyTeamRoute,
  parameters: { router: { path: '/team' }, layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof MyTeamRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The employee sees their colleagues, their own pay apart, and no colleague's pay. */
export const Employee: Story = {
  // Riley is paid 104,500 now (90,000 at hire) and every colleague 91,000: the first shows, the
  // second never does.
  beforeEach: () => {
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2026-04-01', salary: 104_500 },
      { date: '2022-03-01', salary: 90_000, changeType: 'hire' },
    ]);
    for (const colleague of colleagues())
      setPayHistory(colleague.id, [{ date: '2026-04-01', salary: 91_000 }]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Team members' }, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const header of PAY_HEADERS) await expect(headers).not.toContain(header);
    await expect(within(table).getAllByRole('row')).toHaveLength(colleagues().length + 2);
    await expect(table).not.toHaveTextContent('$91,000.00');
    await expect(canvas.getByRole('region', { name: 'Your pay' })).toHaveTextContent('$104,500.00');
  },
};

export const NoTeam: Story = {
  parameters: mswOverrides(['*/api/teams', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You are not a member of any team yet.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/teams', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Team' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Team members' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByText('You are not a member of any team yet.'),
    ).not.toBeInTheDocument();
  },
};

export const FetchError: Story = {
  parameters: mswOverrides(['*/api/teams', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch teams'),
    ).toBeInTheDocument();
  },
};
