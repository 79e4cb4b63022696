import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { approveRow, justifyIfAsked } from './approve-helpers';
import { signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}(\\s|$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const nameOf = async (button: Locator, verb: string) =>
  ((await button.getAttribute('aria-label')) ?? '').replace(`${verb} `, '');

test('an admin creates a team cycle, then rejects, edits and approves recommendations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/review-cycles');
  await expect(page.getByRole('heading', { name: 'Review Cycles' })).toBeVisible();

  // Create a cycle for one team with a review workflow and an approval chain.
  await page.getByRole('button', { name: 'Create Review Cycle' }).click();
  const form = page.getByRole('dialog', { name: 'Create Review Cycle' });
  await form.getByRole('button', { name: 'Create Review Cycle' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Platform Q1 Calibration');
  await expect(form.getByText('Name is required')).toBeHidden();
  await choose(page, form, 'Type', 'Annual');
  await form.getByLabel('Start Date').fill('2027-01-04');
  await form.getByLabel('End Date').fill('2027-02-26');
  await form.getByLabel('Total Budget').fill('100000');
  await form.getByLabel('Increase Budget').fill('70000');
  await form.getByLabel('Bonus Budget').fill('30000');
  await choose(page, form, 'Scope', 'Specific Teams');
  await form.getByRole('combobox', { name: 'Teams', exact: true }).fill('Platform');
  await page.getByRole('option', { name: 'Platform Engineering' }).click();
  await choose(page, form, 'Review Workflow Template', 'Standard Review');
  await choose(page, form, 'Approval Workflow Template', 'Compensation Approval');
  await form.getByRole('button', { name: 'Create Review Cycle' }).click();
  await expect(form).toBeHidden();

  const created = page.getByRole('row').filter({ hasText: 'Platform Q1 Calibration' });
  await expect(created).toContainText('Draft');
  await created.getByRole('link', { name: 'Platform Q1 Calibration' }).click();
  await expect(page.getByRole('heading', { name: 'Platform Q1 Calibration' })).toBeVisible();
  const participants = page.getByRole('table', { name: 'Participants' });
  await expect(participants.getByRole('link', { name: 'Riley Chen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review Process' })).toContainText('Self Review');
  await expect(page.getByRole('region', { name: 'Approval Process' })).toContainText(
    'No approval actions taken yet',
  );

  // The seeded in-progress annual review has recommendations waiting for the admin.
  await page.getByRole('link', { name: 'Review Cycles' }).first().click();
  await page.getByRole('row').filter({ hasText: 'In Progress' }).getByRole('link').click();
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('button', { name: /^Approve / }).first()).toBeVisible();

  const rejectButton = table.getByRole('button', { name: /^Reject / }).first();
  const rejected = await nameOf(rejectButton, 'Reject');
  await rejectButton.click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject Recommendation' });
  await justifyIfAsked(page, rejectDialog);
  const confirmReject = rejectDialog.getByRole('button', { name: 'Reject' });
  await expect(confirmReject).toBeDisabled();
  await choose(page, rejectDialog, 'Reason', 'Exceeds budget allocation');
  await expect(confirmReject).toBeDisabled();
  await rejectDialog.getByLabel('Detailed Comments').fill('The team budget is already committed.');
  await confirmReject.click();
  await expect(rejectDialog).toBeHidden();
  await expect(table.getByRole('button', { name: `Undo ${rejected}` })).toBeVisible();
  // The admin decides the next step of the chain, on behalf of its approver.
  await expect(page.getByRole('region', { name: 'Approval Process' })).toContainText(
    new RegExp(`Morgan Lee( \\(admin, on behalf of [^)]+\\))? rejected ${rejected}`),
  );

  const approveButton = table.getByRole('button', { name: /^Approve / }).first();
  const edited = await nameOf(approveButton, 'Approve');
  await table.getByRole('button', { name: `Edit recommendation of ${edited}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Recommendation' });
  await editDialog.getByLabel('Increase Amount').fill('5000');
  await expect(editDialog).toContainText('New total salary');
  await editDialog.getByLabel('Reason for Change').fill('short');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    editDialog.getByText('Please provide a more detailed explanation (at least 10 characters)'),
  ).toBeVisible();
  await editDialog
    .getByLabel('Reason for Change')
    .fill('Aligned with the market band for the role.');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  const editedRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: edited, exact: true }) });
  await expect(editedRow).toContainText('$5,000.00');

  await approveRow(page, table, edited);
  // The panel lists the decision (the admin's is often on behalf of the step's approver).
  await expect(page.getByRole('region', { name: 'Approval Process' })).toContainText(
    new RegExp(`Morgan Lee( \\(admin, on behalf of [^)]+\\))? approved ${edited}`),
  );

  await table.getByRole('button', { name: `Approval history of ${edited}` }).click();
  const history = page.getByRole('dialog', { name: `Approval History: ${edited}` });
  await expect(history).toContainText('Edited by Morgan Lee');
  await expect(history).toContainText('Approved by Morgan Lee');
  await expect(history).toContainText('Aligned with the market band for the role.');
  await history.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: 'test-results/review-cycles-after-actions.png' });
});
