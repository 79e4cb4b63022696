import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '@mocks/handlers/index';
import ForgotPasswordRoute from './ForgotPasswordRoute';

const meta = {
  title: 'Auth/Forgot Password',
  component: ForgotPasswordRoute,
  parameters: { router: { path: '/auth/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 01: the forgot-password form, one email field, links to sign-in and registration.
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    const form = within(canvas.getByRole('form', { name: 'Reset password' }));
    await expect(form.getByLabelText('Email')).toHaveValue('');
    await expect(form.getAllByRole('textbox')).toHaveLength(1);
    await expect(form.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'someone@nowhere');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
  },
};

export const CheckYourEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'someone@example.com');
    await expect(
      await canvas.findByRole('heading', { name: 'Check your email' }),
    ).toBeInTheDocument();
  },
};

export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/forgot-password', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'someone@example.com');
    await expect(
      await canvas.findByText('Failed to send reset password email'),
    ).toBeInTheDocument();
  },
};
