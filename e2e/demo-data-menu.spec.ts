import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { signIn, waitForMock } from './journey-helpers';

/*
 * The demo data menu drives the browser mock: "Reset Demo Data" reseeds and keeps
 * the admin signed in, a scenario switch signs everyone out and stays chosen across reloads.
 */

test.describe.configure({ timeout: 120_000 });

/** The organization types' list as the signed-in admin's own call answers it (its JSON). */
function typeNames(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/organization-types', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return response.text();
  });
}

/** A key metric card's subtitle ("10 active"): shown once the figures have loaded. */
const activeCount = (page: Page, text: string) =>
  page.getByRole('main').getByText(text, { exact: true });

test('the demo data menu resets the data and switches the scenario', async ({ page }) => {
  await page.goto('/auth?resetMock=1');
  await signIn(page, DEMO_ADMIN.email);
  // The demo's 10 teams.
  await expect(activeCount(page, '10 active')).toBeVisible();
  await waitForMock(page);
  const added = await page.evaluate(async () => {
    const response = await fetch('/api/organization-types', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'Made before the reset', description: '' }),
    });
    return response.status;
  });
  expect(added).toBe(201);
  expect(await typeNames(page)).toContain('Made before the reset');

  // The menu reloads the page once the data is reset: the checks below are on the new page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reset Demo Data' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await waitForMock(page);
  expect(await typeNames(page)).not.toContain('Made before the reset');

  await page.getByRole('combobox', { name: 'Scenario' }).click();
  await page.getByRole('option', { name: 'empty' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.reload();
  await signIn(page, DEMO_ADMIN.email);
  // The empty scenario's company: its admin is its only user.
  await expect(activeCount(page, '1 active')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveText('empty');
});
