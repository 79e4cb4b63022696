import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import type { BehindPerson } from '@/api/resources/notifications';
import { SendReminderDialog } from './SendReminderDialog';

const person = (employeeId: string, name: string, managerReviews: number): BehindPerson => ({
  employeeId,
  userId: null,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
  selfReviews: 0,
  managerReviews,
  approvals: 1,
  lastRemindedAt: null,
  tasks: [],
});

const HANNAH = person('emp_0011', 'Hannah Schmidt', 4);

const meta = {
  title: 'Review Cycles/Nudges/Send reminder',
  component: SendReminderDialog,
  args: {
    open: true,
    cycle: { cycleId: 'cycle_0005', cycleName: 'Mid-Year Check-in', endDate: '2026-11-10' },
    recipients: [HANNAH],
    now: new Date('2026-11-15T12:00:00'),
    onClose: fn(),
    onSent: fn(),
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof SendReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person: the default message names what they have open and that the cycle is past due. */
export const One: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByLabelText(/^Message/)).toHaveValue(
      'Hi Hannah,\n\nMid-Year Check-in was due on 2026-11-10 and is now past due. You still have 4 manager reviews, 1 approval to complete. Please finish them in Meritly.\n\nThank you!',
    );
  },
};

/** Several people: one text with {firstName}. */
export const Many: Story = {
  args: {
    recipients: [
      HANNAH,
      person('emp_0012', 'Alex Whitfield', 2),
      person('emp_0013', 'Samuel Brooks', 1),
    ],
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Send a reminder to 3 people',
    });
    await expect(
      within(dialog).getByText('{firstName} is replaced by each person’s first name.'),
    ).toBeInTheDocument();
  },
};

/** An emptied message is refused before anything is sent. */
export const MessageRequired: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText(/^Message/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    await expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows in the dialog. */
export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/review-cycles/:cycleId/reminders', () =>
          HttpResponse.json({ error: 'Hannah Schmidt has no email address' }, { status: 400 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    await expect(
      await within(dialog).findByText('Hannah Schmidt has no email address'),
    ).toBeInTheDocument();
  },
};
