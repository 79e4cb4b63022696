import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { signIn, waitForMock } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const TEAM = 'Platform Engineering';

// Each tab starts the mock in its own page, and the one in the background runs throttled.
test.describe.configure({ timeout: 60_000 });

async function openEditTeam(page: Page) {
  await page.goto('/admin/teams');
  await waitForMock(page);
  await page.getByRole('button', { name: `Edit ${TEAM}` }).click();
  return page.getByRole('dialog', { name: 'Edit Team' });
}

test('two tabs edit the same team: the second to save is told, sees theirs and keeps its input', async ({
  context,
  page: first,
}) => {
  await signIn(first, DEMO_ADMIN.email);
  const second = await context.newPage();

  const firstDialog = await openEditTeam(first);
  await firstDialog.getByLabel('Description').fill('Owns the build pipeline (first tab)');

  const secondDialog = await openEditTeam(second);
  await secondDialog.getByLabel('Description').fill('Owns the cloud platform (second tab)');
  await secondDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(secondDialog).toBeHidden();

  await firstDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(firstDialog.getByText('This record was changed by someone else')).toBeVisible();
  await expect(firstDialog.getByText('Description now:')).toBeVisible();
  await expect(firstDialog.getByText('Owns the cloud platform (second tab)')).toBeVisible();
  await expect(firstDialog.getByLabel('Description')).toHaveValue(
    'Owns the build pipeline (first tab)',
  );

  await firstDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(firstDialog).toBeHidden();
  await first.getByRole('link', { name: TEAM }).click();
  await expect(first.getByText('Owns the build pipeline (first tab)')).toBeVisible();
});
