import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { signIn, waitForMock } from './journey-helpers';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 60_000 });

const TEAM = 'Field Operations (other tab)';

async function openTeams(page: Page) {
  await page.goto('/admin/teams');
  await waitForMock(page);
  await expect(page.getByRole('link', { name: 'Platform Engineering' })).toBeVisible();
}

test('a team created in one tab shows in the other tab within a second, without a reload', async ({
  context,
  page: first,
}) => {
  await signIn(first, DEMO_ADMIN.email);
  const second = await context.newPage();
  await openTeams(second);
  await openTeams(first);

  await first.getByRole('button', { name: 'Add Team' }).click();
  const dialog = first.getByRole('dialog', { name: 'Add Team' });
  await dialog.getByLabel('Team Name').fill(TEAM);
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('link', { name: TEAM })).toBeVisible();

  await expect(second.getByRole('link', { name: TEAM })).toBeVisible({ timeout: 1_000 });
});
