import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, type DemoAccount } from '@mocks/seed/accounts';
import { storySession } from '@/test/story-session';
import ProfileRoute from './ProfileRoute';

const meta = {
  title: 'Profile/Profile Settings',
  component: ProfileRoute,
  parameters: { router: { path: '/profile' }, layout: 'padded' },
} satisfies Meta<typeof ProfileRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));

/** The signed-in account's own details, editable, and its role read-only (spec 01 §6). */
async function expectOwnProfile(canvasElement: HTMLElement, account: DemoAccount) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByLabelText(/^First name/)).toHaveValue(account.firstName);
  await expect(canvas.getByLabelText(/^Last name/)).toHaveValue(account.lastName);
  await expect(canvas.getByLabelText(/^Email/)).toHaveValue(account.email);
  const role = canvas.getByRole('textbox', { name: 'Role' });
  await expect(role).toHaveValue(account.roleLabel);
  await expect(role).toHaveAttribute('readonly');
  await expect(canvas.getByLabelText(/^New password/)).toHaveValue('');
  await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
}

export const Admin: Story = {
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    await expectOwnProfile(canvasElement, DEMO_ADMIN);
  },
};

export const Manager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    await expectOwnProfile(canvasElement, DEMO_MANAGER);
  },
};

export const Employee: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    await expectOwnProfile(canvasElement, DEMO_EMPLOYEE);
  },
};

export const Saving: Story = {
  beforeEach: () => storySession('employee'),
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/users/profile', async () => {
          await delay(30_000);
          return new HttpResponse(null, { status: 503 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('Profile updated')).toBeInTheDocument();
  },
};

export const PasswordErrors: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Brand!New9');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Brand!New8');
    await save(canvasElement);
    await expect(
      await canvas.findByText('Current password is required to change password'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('New passwords do not match')).toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  beforeEach: () => storySession('employee'),
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/users/profile', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(
      await within(canvasElement).findByText('Failed to update profile'),
    ).toBeInTheDocument();
  },
};

/** An admin changes the account's email while the employee edits their name: told, input kept. */
export const EditedBySomeoneElse: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Chen-Li');
    db.users.update(DEMO_EMPLOYEE.userId, { email: 'riley.chen@meritly.demo' });
    await save(canvasElement);
    await expect(
      await canvas.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    // Their values come with the re-read of the record, after the 412's message.
    await expect(await canvas.findByText('riley.chen@meritly.demo')).toBeInTheDocument();
    await expect(lastName).toHaveValue('Chen-Li');
  },
};
