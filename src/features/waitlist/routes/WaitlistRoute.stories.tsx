import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '@mocks/handlers/index';
import WaitlistRoute from './WaitlistRoute';

const meta = {
  title: 'Public/Waitlist',
  component: WaitlistRoute,
  parameters: { router: { path: '/waitlist' } },
} satisfies Meta<typeof WaitlistRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, email = 'jordan@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /work email/i }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Jordan Lee');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Join the waitlist' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Join the waitlist' }),
    ).toBeInTheDocument();
    // Spec 01: the launch is planned for Fall 2025.
    await expect(canvas.getByText(/public launch is planned for Fall 2025/)).toBeInTheDocument();
    const form = within(canvas.getByRole('form', { name: 'Join the waitlist' }));
    for (const name of [/work email/i, 'Name', /Company/]) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waitlist' }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/waitlist', async () => {
          await delay(30_000);
          return new HttpResponse(null, { status: 503 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Joining...' })).toBeDisabled();
  },
};

export const Joined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "You're on the list" }),
    ).toBeInTheDocument();
  },
};

export const AlreadyOnTheList: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/waitlist', () =>
          HttpResponse.json({ error: 'You are already on the waitlist' }, { status: 409 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(/You're already on the list/)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/waitlist', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong. Please try again.'),
    ).toBeInTheDocument();
  },
};
