import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * An admin deciding a step assigned to someone else gives a justification first (the override):
 * when the dialog asks, it is given. `next` is what shows when it does not ask.
 */
export async function justifyIfAsked(page: Page, next: Locator) {
  const ask = page.getByRole('dialog', { name: /^Decide on behalf of / });
  await expect(ask.or(next)).toBeVisible();
  if (!(await ask.isVisible())) return;
  await ask.getByLabel(/^Justification/).fill('The approver is on leave this week.');
  await ask.getByRole('button', { name: 'Override and continue' }).click();
  await expect(ask).toBeHidden();
}

/**
 * Clicks Approve on a participants-table row. Another approver's step asks an admin for a
 * justification first; a flagged or over-pool recommendation asks for a confirmation, which must
 * name the increase, and is confirmed. Resolves once the row offers Undo.
 */
export async function approveRow(page: Page, scope: Locator, name: string) {
  await scope.getByRole('button', { name: `Approve ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${name}'s recommendation?` });
  const undo = scope.getByRole('button', { name: `Undo ${name}` });
  await justifyIfAsked(page, dialog.or(undo));
  await expect(dialog.or(undo)).toBeVisible();
  if (await dialog.isVisible()) {
    await expect(dialog.getByLabel('Increase')).toContainText('$');
    await dialog.getByRole('button', { name: 'Approve Anyway' }).click();
  }
  await expect(undo).toBeVisible();
}
