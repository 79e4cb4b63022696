import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { CycleNudges } from './CycleNudges';

const ui = userEvent.setup({ delay: null });
/** The demo's Mid-Year Check-in: ended before the test clock, Hannah Schmidt behind. */
const LATE_CYCLE = 'cycle_0005';

async function renderNudges() {
  await signInAs('admin');
  renderRoute(<CycleNudges cycleId={LATE_CYCLE} />);
  await ui.click(await screen.findByRole('button', { name: 'Show People' }));
  return screen.findByRole('button', { name: 'Remind Hannah Schmidt' });
}

describe('CycleNudges', { timeout: 60_000 }, () => {
  it('shows who is behind, past due, and the automatic reminders of the cycle', async () => {
    await renderNudges();
    const panel = screen.getByRole('region', { name: "Who's behind" });
    expect(within(panel).getByText('Past due')).toBeInTheDocument();
    expect(within(panel).getByText('1 self review · 4 manager reviews')).toBeInTheDocument();
    const schedule = screen.getByRole('list', { name: 'Automatic reminders' });
    expect(within(schedule).getAllByText('Skipped')).toHaveLength(2);
  });

  it('sends an edited reminder to one person; an empty message is refused', async () => {
    await ui.click(await renderNudges());
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder to Hannah Schmidt' });
    const message = within(dialog).getByLabelText(/^Message/);
    expect((message as HTMLTextAreaElement).value).toMatch(
      /^Hi Hannah,\n\nMid-Year Check-in was due on .* and is now past due\. You still have 1 self review, 4 manager reviews to complete\./,
    );
    fireEvent.change(message, { target: { value: '' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'Please finish the mid-year reviews today.' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Reminder sent to Hannah Schmidt.')).toBeInTheDocument();
    const [sent] = db.outboxMessages.all();
    expect(sent).toMatchObject({
      toName: 'Hannah Schmidt',
      body: 'Please finish the mid-year reviews today.',
      kind: 'manual',
    });
    expect(db.notifications.all()).toHaveLength(1);
  });

  // Alex Whitfield's manager review waits for a self review, so he is not behind.
  it('reminds everyone behind at once with {firstName} in the shared text', async () => {
    await renderNudges();
    await ui.click(screen.getByRole('button', { name: /^Remind All \(2\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder to 2 people' });
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toMatch(
      /^Hi \{firstName\},/,
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Reminders sent to 2 people.')).toBeInTheDocument();
    expect(db.outboxMessages.all().map((m) => m.body.split(',')[0])).toEqual(
      expect.arrayContaining(['Hi Hannah', 'Hi Samuel']),
    );
  });

  it('changes the automatic reminders: days checked, then the schedule lists them', async () => {
    await signInAs('admin');
    renderRoute(<CycleNudges cycleId="cycle_0004" />);
    const list = await screen.findByRole('list', { name: 'Automatic reminders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await ui.click(screen.getByRole('button', { name: 'Edit Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatic reminders' });
    const days = within(dialog).getByLabelText('Days before the end date');
    expect(days).toHaveValue('3, 1');
    fireEvent.change(days, { target: { value: '2, 2' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Each day may be listed once')).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '7, 3, 1' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Automatic reminders' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(db.reminderSchedules.all()[0]).toMatchObject({ offsets: [7, 3, 1], enabled: true });
  });
});
