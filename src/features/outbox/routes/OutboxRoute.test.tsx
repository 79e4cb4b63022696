import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import OutboxRoute from './OutboxRoute';

const ui = userEvent.setup({ delay: null });

function sent(cycleId: string, toName: string, sentAt: string) {
  db.outboxMessages.insert({
    organizationId: 'org_acme',
    to: `${toName.split(' ')[0]!.toLowerCase()}@acme.example`,
    toName,
    recipientEmployeeId: null,
    subject: `Reminder for ${toName}`,
    body: `Hi ${toName}, please finish.`,
    cycleId,
    kind: 'automatic',
    sentByUserId: null,
    sentByName: null,
    sentAt,
  });
}

describe('OutboxRoute', { timeout: 60_000 }, () => {
  it('lists sent messages, opens one, and filters by cycle', async () => {
    sent('cycle_0005', 'Hannah Schmidt', '2026-11-14T09:00:00.000Z');
    sent('cycle_0004', 'Alex Whitfield', '2026-11-15T09:00:00.000Z');
    await signInAs('admin');
    renderRoute(<OutboxRoute />, { path: '/admin/outbox', initialEntry: '/admin/outbox' });
    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(await within(table).findByText('Reminder for Hannah Schmidt')).toBeInTheDocument();
    expect(within(table).getByText('Reminder for Alex Whitfield')).toBeInTheDocument();
    await ui.click(within(table).getByText('Reminder for Hannah Schmidt'));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder for Hannah Schmidt' });
    expect(within(dialog).getByText('Hi Hannah Schmidt, please finish.')).toBeInTheDocument();
  });

  it('shows only one cycle with ?cycleId, and an empty outbox', async () => {
    sent('cycle_0005', 'Hannah Schmidt', '2026-11-14T09:00:00.000Z');
    await signInAs('admin');
    renderRoute(<OutboxRoute />, {
      path: '/admin/outbox',
      initialEntry: '/admin/outbox?cycleId=cycle_0004',
    });
    expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByText('Reminder for Hannah Schmidt')).toBeInTheDocument();
  });
});
