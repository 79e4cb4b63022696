import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import EmployeeDetailRoute from './EmployeeDetailRoute';

const riley = {
  router: { path: '/employees/:id', initialEntries: ['/employees/emp_demo_employee'] },
  layout: 'padded',
};

const meta = {
  title: 'Admin/Employee Detail',
  component: EmployeeDetailRoute,
  parameters: riley,
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof EmployeeDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Edit Employee' }),
    ).toBeInTheDocument();
  },
};

export const AsManager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Jordan Patel opens his report Riley Chen: her information and histories, no admin controls.
    await expect(await canvas.findByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('table', { name: 'Performance history' }),
    ).toBeInTheDocument();
    const seededPay = db.compensationHistories.count(
      (entry) => entry.employeeId === DEMO_EMPLOYEE.employeeId,
    );
    await expect(seededPay).toBeGreaterThan(0);
    await expect(await canvas.findByRole('button', { name: 'Export History' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Audit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  },
};

export const AsEmployeeSelf: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/employees/emp_demo_employee', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Riley Chen' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
  },
};

export const NoHistory: Story = {
  parameters: mswOverrides(
    ['*/api/employees/emp_demo_employee/compensation-history', { data: [] }],
    ['*/api/employees/emp_demo_employee/performance-history', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No compensation history found.')).toBeInTheDocument();
    await expect(await canvas.findByText('No performance history found.')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { router: { path: '/employees/:id', initialEntries: ['/employees/emp_missing'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Employee not found')).toBeInTheDocument();
  },
};

/** Someone else changes Riley's department while the admin edits: told, their value listed, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Edit Employee' },
        { timeout: 10_000 },
      ),
    );
    const panel = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const position = panel.getByLabelText('Position');
    await userEvent.clear(position);
    await userEvent.type(position, 'Staff Engineer');
    db.employees.update(DEMO_EMPLOYEE.employeeId, { department: 'Platform' });
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await panel.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(panel.getByText('Department now:')).toBeInTheDocument();
    await expect(position).toHaveValue('Staff Engineer');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.employees.find(DEMO_EMPLOYEE.employeeId)?.position).toBe('Staff Engineer'),
    );
  },
};
