import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@mocks/handlers/index';
import { storySession } from '@/test/story-session';
import { ForcedPasswordChangeForm } from './ForcedPasswordChangeForm';

const meta = {
  title: 'Auth/Forgot Password/Forced change',
  component: ForcedPasswordChangeForm,
  args: { email: 'employee@meritly.demo' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 440, p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ForcedPasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, next: string, confirm: string) {
  const canvas = within(canvasElement);
  if (next) await userEvent.type(canvas.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 01: a read-only email, new password and confirm new password.
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('employee@meritly.demo');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.queryByText('Both password fields are required')).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Not you\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  },
};

/** Someone who should not be signed in as this user: "Not you? Sign out" ends the session. */
export const SignOut: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.localStorage.getItem('token')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    await expect(window.sessionStorage.getItem('token')).toBeNull();
  },
};

export const BothRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Brand!New9', '');
    await expect(await canvas.findByText('Both password fields are required')).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Brand!New9', 'Brand!New8');
    await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
  },
};

export const ChangeFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/users/profile', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Brand!New9', 'Brand!New9');
    await expect(await canvas.findByText('Failed to change password')).toBeInTheDocument();
  },
};

/** The server refuses the temporary password as the new one: its message sits under the field. */
export const SameAsTemporary: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/users/profile', () =>
          HttpResponse.json(
            {
              error: 'New password must be different from the current password',
              details: [
                {
                  field: 'newPassword',
                  message: 'New password must be different from the current password',
                },
              ],
            },
            { status: 400 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Temp!Pass123', 'Temp!Pass123');
    const message = 'New password must be different from the current password';
    await expect(await canvas.findByText(message)).toBeInTheDocument();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(message);
  },
};
