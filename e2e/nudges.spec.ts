import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { signIn, signOut } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A manager of the demo who is behind in the Mid-Year Check-in (ended before today). */
const LATE_MANAGER = { name: 'Hannah Schmidt', email: 'hannah.schmidt@acme-robotics.com' };

test('an admin nudges a late manager, who finds the reminder in the bell', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/review-cycles');
  await page.getByRole('link', { name: 'Mid-Year Check-in' }).click();

  const behind = page.getByRole('region', { name: "Who's behind" });
  await expect(behind.getByText('Past due')).toBeVisible();
  await behind.getByRole('button', { name: 'Show People' }).click();
  await behind.getByRole('button', { name: `Remind ${LATE_MANAGER.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Send a reminder to ${LATE_MANAGER.name}` });
  const message = dialog.getByLabel(/^Message/);
  await expect(message).toHaveValue(/^Hi Hannah,/);
  await message.fill('Hi Hannah, the mid-year reviews are past due. Please finish them today.');
  await dialog.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(page.getByText(`Reminder sent to ${LATE_MANAGER.name}.`)).toBeVisible();

  await behind.getByRole('link', { name: 'View Outbox' }).click();
  const outbox = page.getByRole('table', { name: 'Outbox' });
  await expect(
    outbox.getByRole('cell', { name: /hannah\.schmidt@acme-robotics\.com/ }),
  ).toBeVisible();
  await expect(outbox.getByRole('cell', { name: 'Reminder: Mid-Year Check-in' })).toBeVisible();

  await signOut(page);
  await signIn(page, LATE_MANAGER.email);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const reminder = panel.getByRole('link', { name: 'Unread: Reminder: Mid-Year Check-in' });
  await expect(reminder).toContainText('the mid-year reviews are past due');
  // The reminder opens what she has to do in that cycle (its page, or the one review left).
  await reminder.click();
  await expect(page).toHaveURL(
    /^https?:\/\/[^/]+\/review-cycles\/[^/?]+(\/participants\/[^/?]+)?(\?stage=.+)?$/,
  );
  await expect(page.getByRole('heading', { name: 'Mid-Year Check-in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    panel.getByRole('link', { name: 'Reminder: Mid-Year Check-in', exact: true }),
  ).toBeVisible();
});
