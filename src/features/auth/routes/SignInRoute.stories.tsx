import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession } from '@/api/storage';
import { handlers } from '@mocks/handlers/index';
import SignInRoute from './SignInRoute';

const meta = {
  title: 'Auth/Sign In',
  component: SignInRoute,
  parameters: { router: { path: '/auth' } },
} satisfies Meta<typeof SignInRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Demo accounts' })).toBeInTheDocument();
  },
};

export const FilledFromDemoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Administrator / }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@meritly.demo');
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '', '');
    await expect(await canvas.findByText('Email and password are required')).toBeInTheDocument();
  },
};

export const SigningIn: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/login', async () => {
          await delay(30_000);
          return HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@meritly.demo', 'Meritly!2026');
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

/** "Remember me" unticked: the session lives in this tab's sessionStorage and ends with the browser. */
export const SignedInForThisSession: Story = {
  // Any path: the sign-in moves on to /admin, which the story does not render.
  parameters: { router: { path: '*', initialEntries: ['/auth'] } },
  // The stored session would outlive the story.
  beforeEach: () => clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await submit(canvasElement, 'admin@meritly.demo', 'Meritly!2026');
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeTruthy());
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/** "Remember me" ticked: the session is kept in localStorage, shared by the browser's tabs. */
export const Remembered: Story = {
  parameters: { router: { path: '*', initialEntries: ['/auth'] } },
  // The stored session would outlive the story.
  beforeEach: () => clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await submit(canvasElement, 'admin@meritly.demo', 'Meritly!2026');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeTruthy());
    await expect(window.sessionStorage.getItem('token')).toBeNull();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@meritly.demo', 'Wrong!Pass1');
    await expect(await canvas.findByText('Login Error:')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid email or password')).toBeInTheDocument();
  },
};

/** Too many failed sign-ins for the account (openapi.yaml, Sign-in protection). */
export const LockedOut: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/login', () =>
          HttpResponse.json(
            { error: 'Too many attempts. Try again in 15 minutes.', code: 'rate_limited' },
            { status: 429, headers: { 'Retry-After': '900' } },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@meritly.demo', 'Meritly!2026');
    await expect(await canvas.findByText('Login Error:')).toBeInTheDocument();
    await expect(
      canvas.getByText('Too many attempts. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/login', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@meritly.demo', 'Meritly!2026');
    await expect(await canvas.findByText('An error occurred during login')).toBeInTheDocument();
  },
};
