import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import AuditRoute from './AuditRoute';

const AUDIT = '*/api/audit';

/** Two entries in a trail of its own: the demo's seeded history would page them out of sight. */
function recordSome() {
  db.auditEntries.removeWhere((entry) => entry.organizationId === 'org_acme');
  db.auditEntries.insert({
    organizationId: 'org_acme',
    actorUserId: 'usr_demo_admin',
    actorName: 'Morgan Lee',
    action: 'reject',
    entityType: 'recommendation',
    entityId: 'rec_0001',
    employeeId: 'emp_demo_employee',
    summary: 'Recommendation for Riley Chen rejected',
    before: { status: 'pending_approval' },
    after: { status: 'rejected' },
    reason: 'budget: Over the team budget',
    at: '2026-11-14T09:00:00.000Z',
  });
  db.auditEntries.insert({
    organizationId: 'org_acme',
    actorUserId: 'usr_demo_admin',
    actorName: 'Morgan Lee',
    action: 'role_change',
    entityType: 'user',
    entityId: 'usr_demo_employee',
    employeeId: 'emp_demo_employee',
    summary: 'Role of Riley Chen changed from employee to manager',
    before: { role: 'employee' },
    after: { role: 'manager' },
    reason: null,
    at: '2026-11-15T09:00:00.000Z',
  });
}

const meta = {
  title: 'Admin/Audit Trail',
  component: AuditRoute,
  parameters: { router: { path: paths.admin.audit.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof AuditRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: () => {
    recordSome();
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Audit trail' });
    await expect(
      await within(table).findByText(/changed from employee to manager/),
    ).toBeInTheDocument();
    await expect(within(table).getByText('budget: Over the team budget')).toBeInTheDocument();
    await expect(within(table).getByText('Role change')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    // A new organization's trail: the demo's seeded history set aside.
    db.auditEntries.removeWhere((e) => e.organizationId === 'org_acme');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No audit entries match.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([AUDIT, 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Audit trail',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No audit entries match.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([AUDIT, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load the audit trail'),
    ).toBeInTheDocument();
  },
};
