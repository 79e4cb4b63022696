import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { insertAccountEmployee } from '@mocks/db/account-employee';
import { NEW_COMPANY_ORG_ID } from '@mocks/seed/accounts';
import AdminDashboardRoute from './AdminDashboardRoute';

const meta = {
  title: 'Dashboard/Admin Dashboard',
  component: AdminDashboardRoute,
  parameters: { router: { path: '/admin' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof AdminDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High Pending Approvals')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Pending Approvals' })).toHaveAttribute(
      'data-color',
      'warning',
    );
  },
};

export const Loading: Story = {
  parameters: mswOverrides(
    ['*/api/dashboard/admin-summary', 'slow'],
    ['*/api/review-cycles', 'slow'],
    ['*/api/review-cycles/pending-approvals', 'slow'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    // Spec 01: the four Key Metrics, each a placeholder until the summary arrives.
    for (const title of ['Total Users', 'Teams', 'Active Review Cycles', 'Pending Approvals']) {
      const card = canvas.getByRole('region', { name: title });
      await expect(card.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    }
    const queue = canvas.getByRole('region', { name: 'Organization Approvals Pending' });
    await expect(within(queue).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The quick actions need no data; the recent cycles wait for theirs.
    for (const action of ['Create Review Cycle', 'Add New User', 'Create Team', 'Open Settings']) {
      await expect(canvas.getByText(action)).toBeInTheDocument();
    }
    await expect(canvas.queryByText('Recent Review Cycles')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No review cycles found')).not.toBeInTheDocument();
  },
};

export const NoReviewCycles: Story = {
  parameters: mswOverrides(
    ['*/api/review-cycles', { data: [] }],
    ['*/api/review-cycles/pending-approvals', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No review cycles found')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Create First Review Cycle' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/dashboard/admin-summary', 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Error Loading Dashboard', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

const SETUP = 'Set up your organization';
const SETUP_STEPS = [
  'Add your people',
  'Create teams',
  'Set up levels and bands',
  'Launch a review cycle',
];

/** Each step's label and whether the checklist shows it as done. */
async function setupStates(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: SETUP });
  return SETUP_STEPS.map((label) => {
    const link = within(region).getByRole('link', { name: new RegExp(label) });
    return [label, within(link).queryByText('Done') ? 'Done' : 'To do'];
  });
}

/** A newly registered organization: only its admin, its starter setup, nothing else yet. */
export const NewOrganizationSetup: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: SETUP });
    await expect(region).toHaveTextContent('0 of 4 done');
    await expect(await setupStates(canvasElement)).toEqual(
      SETUP_STEPS.map((label) => [label, 'To do']),
    );
    await expect(within(region).getByRole('link', { name: /Add your people/ })).toHaveAttribute(
      'href',
      '/admin/employees',
    );
  },
};

/** People added and a team created; no levels and no cycle yet. */
export const HalfDoneSetup: Story = {
  parameters: { mockScenario: 'empty' },
  beforeEach: () => {
    const stamp = new Date().toISOString();
    insertAccountEmployee(
      NEW_COMPANY_ORG_ID,
      { firstName: 'Ada', lastName: 'Lovelace', isManager: false },
      stamp,
    );
    db.teams.insert({
      organizationId: NEW_COMPANY_ORG_ID,
      name: 'Engineering',
      description: '',
      isActive: true,
      managerEmployeeIds: [],
      createdAt: stamp,
      updatedAt: stamp,
    });
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: SETUP });
    await expect(region).toHaveTextContent('2 of 4 done');
    await expect(await setupStates(canvasElement)).toEqual([
      ['Add your people', 'Done'],
      ['Create teams', 'Done'],
      ['Set up levels and bands', 'To do'],
      ['Launch a review cycle', 'To do'],
    ]);
  },
};

/** The demo organization has people, teams, levels with bands and launched cycles: no checklist. */
export const AllDoneSetup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Recent Review Cycles')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: SETUP })).not.toBeInTheDocument();
  },
};
