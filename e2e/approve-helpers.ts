import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Clicks Approve on a participants-table row. A flagged or over-pool recommendation asks
 * first: the confirmation must name the increase, and is confirmed. Resolves once the row
 * offers Undo.
 */
export async function approveRow(page: Page, scope: Locator, name: string) {
  await scope.getByRole('button', { name: `Approve ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${name}'s recommendation?` });
  const undo = scope.getByRole('button', { name: `Undo ${name}` });
  await expect(dialog.or(undo)).toBeVisible();
  if (await dialog.isVisible()) {
    await expect(dialog.getByLabel('Increase')).toContainText('$');
    await dialog.getByRole('button', { name: 'Approve Anyway' }).click();
  }
  await expect(undo).toBeVisible();
}
