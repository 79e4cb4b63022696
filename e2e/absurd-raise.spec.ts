import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MANAGER } from '../mocks/seed/accounts';
import {
  fillManagerReviewMetrics,
  inProgressCycleId,
  signIn,
  signOut,
  signOutDiscarding,
  startFirstManagerReview,
} from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const PAST_LIMIT =
  'A raise of 900.00% is more than 100% of the current salary: only an admin override with a justification can accept it.';

/** The admin removes the cycle's merit guideline (no range covers any rating). */
async function removeGuideline(page: Page, cycleId: string) {
  const status = await page.evaluate(async (id) => {
    const headers = {
      Authorization: `Bearer ${window.localStorage.getItem('token')}`,
      'Content-Type': 'application/json',
    };
    const current = await (await fetch(`/api/review-cycles/${id}/guidelines`, { headers })).json();
    const { reviewPeriodStart, reviewPeriodEnd } = current.data;
    const response = await fetch(`/api/review-cycles/${id}/guidelines`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ranges: [],
        overBudgetPolicy: 'soft',
        reviewPeriodStart,
        reviewPeriodEnd,
      }),
    });
    return response.status;
  }, cycleId);
  expect(status).toBe(200);
}

test('a manager tries an absurd raise: the form says why, and only an admin override lets a 900% raise through', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_ADMIN.email);
  const cycleId = await inProgressCycleId(page);
  await removeGuideline(page, cycleId);
  await signOut(page);

  await signIn(page, DEMO_MANAGER.email);
  const { employeeName, form } = await startFirstManagerReview(page, cycleId);
  await fillManagerReviewMetrics(page, form, '4');
  await form.getByRole('combobox', { name: 'Compensation type' }).click();
  await page.getByRole('option', { name: 'Base Salary' }).click();

  // $1,000,000,000,000: the field says the limit as it is typed, and nothing is sent.
  const amount = form.getByLabel('Change amount');
  await amount.fill('1000000000000');
  await expect(amount).toHaveAccessibleDescription(/Must be at most 1,000,000,000/);
  await form.getByLabel(/^Justification/).fill('Took over the platform team.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(form.getByText('New value: Must be at most 1,000,000,000')).toBeVisible();
  await expect(page.getByText('Submission failed')).toHaveCount(0);

  // Ten times the salary (+900%): past the sanity limit, the salary field says only an admin
  // override can accept it, with the percent, and nothing is sent.
  await form.getByLabel('Change percent').fill('900');
  await expect(amount).toHaveAccessibleDescription(PAST_LIMIT);
  await form.getByLabel(/Exception justification/).fill('Matches an outside offer.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(form.getByText(`Change amount: ${PAST_LIMIT}`)).toBeVisible();
  await expect(page.getByText('Submission failed')).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'Admin override' })).toHaveCount(0);
  // The refused figures are still in the form: signing out asks before they go.
  await signOutDiscarding(page);

  // The admin overrides it with a justification: it goes through, flagged Large change.
  await signIn(page, DEMO_ADMIN.email, `/review-cycles/${cycleId}`);
  const table = page.getByRole('table', { name: 'Participants' });
  await page.getByPlaceholder('Search participants').fill(employeeName);
  await table.getByRole('link', { name: employeeName, exact: true }).click();
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  await fillManagerReviewMetrics(page, form, '4');
  // The refused submission saved no compensation rows.
  await form.getByRole('combobox', { name: 'Compensation type' }).click();
  await page.getByRole('option', { name: 'Base Salary' }).click();
  await form.getByLabel('Change percent').fill('900');
  await expect(amount).toHaveAccessibleDescription(PAST_LIMIT);
  await form.getByLabel(/^Justification/).fill('Took over the platform team.');
  await form.getByLabel(/Exception justification/).fill('Approved by the CEO: outside offer.');
  await form.getByRole('checkbox', { name: 'Admin override' }).check();
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  // Saved once the app leaves the form: a reload before that would cut its calls short.
  await page.waitForURL((url) => !url.pathname.includes('/participants/'));
  await expect(page.getByText('Submission failed')).toHaveCount(0);

  await page.goto(`/review-cycles/${cycleId}`);
  await page.getByPlaceholder('Search participants').fill(employeeName);
  const adminRow = table.getByRole('row').filter({ hasText: employeeName });
  await expect(adminRow).toContainText('Large change');
  // The admin who overrode it submitted it: another approver must decide (separation of duties).
  await expect(adminRow).toContainText(
    'You submitted this recommendation; another approver must decide',
  );
  await expect(adminRow.getByRole('button', { name: `Approve ${employeeName}` })).toHaveCount(0);
  await signOut(page);

  // Its manager decides the first step: a flagged raise is never bulk approved, and approving it
  // asks first, with the amount and the pool after approval.
  await signIn(page, DEMO_MANAGER.email, `/review-cycles/${cycleId}`);
  await page.getByPlaceholder('Search participants').fill(employeeName);
  const row = table.getByRole('row').filter({ hasText: employeeName });
  await expect(row).toContainText('Large change');
  await expect(row.getByRole('checkbox', { name: /Flagged: .*Large change/ })).toBeDisabled();
  await row.getByRole('button', { name: `Approve ${employeeName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${employeeName}'s recommendation?` });
  await expect(dialog).toContainText('Check before approving: Large change');
  await expect(dialog.getByLabel('Increase')).toContainText('(900.00% of the current salary)');
  await expect(dialog.getByLabel('Pool after approval')).toContainText(
    /Increase: \$[\d,.]+ (over the|of)/,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
