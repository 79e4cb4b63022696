import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { RULE_PEOPLE } from '@mocks/seed/acme-rules';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import UsersRoute from './UsersRoute';

const meta = {
  title: 'Admin/Users',
  component: UsersRoute,
  parameters: { router: { path: '/admin/users' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof UsersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'employee@meritly.demo' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/users', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No users found')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/users', []]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users found')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/users', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load users. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const AddUserWithTemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Add User',
    });
    await userEvent.click(within(panel).getByLabelText('Generate temporary password'));
    const input = within(panel).getByLabelText('Temporary Password', { selector: 'input' });
    await expect((input as HTMLInputElement).value).toHaveLength(12);
  },
};

/** An employee added without an account gets one: the form fills in their work email to sign in with. */
export const GiveAccountWithWorkEmail: Story = {
  play: async ({ canvasElement }) => {
    const [imported] = RULE_PEOPLE.noAccount;
    const employee = db.employees.first(
      (e) => e.firstName === imported.firstName && e.lastName === imported.lastName,
    )!;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add User' }));
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', { name: 'Add User' }));
    await userEvent.click(await panel.findByRole('combobox', { name: /^Employee record/ }));
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(await body.findByRole('option', { name: new RegExp(imported.lastName) }));
    // In reach once the list of employees has closed.
    const email = await panel.findByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveValue(employee.workEmail));
    await expect(email).toHaveAccessibleDescription('Their work email: they sign in with it');
  },
};

/** Someone else renames the user while the admin edits them: told, their values listed, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Riley Chen' }));
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit User' }),
    );
    const lastName = panel.getByLabelText(/^Last Name/, { selector: 'input' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Chen-Li');
    db.users.update(DEMO_EMPLOYEE.userId, { firstName: 'Rylee' });
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await panel.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(panel.getByText('Rylee')).toBeInTheDocument();
    await expect(lastName).toHaveValue('Chen-Li');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.users.find(DEMO_EMPLOYEE.userId)?.lastName).toBe('Chen-Li'));
  },
};
