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

export const Empty: Story = {};

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
