import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { CycleNudges } from './CycleNudges';

const BEHIND = '*/api/review-cycles/:cycleId/behind';

const meta = {
  title: 'Review Cycles/Nudges/Who is behind',
  component: CycleNudges,
  // The demo's Mid-Year Check-in: past due, three people behind.
  args: { cycleId: 'cycle_0005', defaultExpanded: true },
  parameters: { layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CycleNudges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** People behind with what they have open, past due, and the automatic reminders. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Remind Hannah Schmidt' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Past due')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('list', { name: 'Automatic reminders' }),
    ).toBeInTheDocument();
  },
};

/** Remind one person: the dialog opens with a message written for them. */
export const RemindOne: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Remind Hannah Schmidt' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Send a reminder to Hannah Schmidt',
    });
    const message = within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement;
    await expect(message.value).toMatch(/^Hi Hannah,/);
  },
};

export const Empty: Story = {
  parameters: mswOverrides([
    BEHIND,
    {
      data: {
        cycleId: 'cycle_0005',
        cycleName: 'Mid-Year Check-in',
        endDate: '2026-11-10',
        pastDue: false,
        people: [],
      },
    },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Everyone is up to date.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([BEHIND, 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: "Who's behind", busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(table).queryByText('Everyone is up to date.')).not.toBeInTheDocument();
    // Nobody to remind until the list has arrived.
    await expect(canvas.getByRole('button', { name: 'Remind All (0)' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([BEHIND, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load who is behind'),
    ).toBeInTheDocument();
  },
};

/** As in the cycle detail: closed, with the count in the header; Show lists the people. */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 people')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show People' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remind Hannah Schmidt' }),
    ).toBeInTheDocument();
  },
};
