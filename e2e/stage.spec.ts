import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { approveRow } from './approve-helpers';
import {
  fillManagerReviewMetrics,
  inProgressCycleId,
  openInApp,
  signIn,
  signOut,
} from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.STAGE_SHOTS_DIR;

/** Screenshots of the stage screens into STAGE_SHOTS_DIR when it is set, to look at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/stage-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('self review, manager review with a raise, admin approval', async ({ page }) => {
  test.setTimeout(180_000);
  const employeeName = `${DEMO_EMPLOYEE.firstName} ${DEMO_EMPLOYEE.lastName}`;

  // The employee opens their self review from the cycle, fills it in and submits it.
  await signIn(page, DEMO_EMPLOYEE.email);
  const cycleId = await inProgressCycleId(page);
  await openInApp(page, `/review-cycles/${cycleId}`);
  await page.getByRole('link', { name: /^(Start|Continue|View) Self Review$/ }).click();
  const form = page.getByRole('form', { name: 'Stage form' });
  await expect(form).toBeVisible();
  // In the employee's own area, with help written to them.
  await expect(page).toHaveURL(new RegExp(`/reviews/self-review/${cycleId}`));
  await expect(
    form.getByText('How often you make the people around you more effective.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: employeeName, level: 2 })).toBeVisible();
  await form
    .getByLabel(/Key Accomplishments/)
    .fill('Rebuilt the operator console with design; support tickets fell by a third.');
  await form.getByLabel(/Top Strength/).fill('Ownership');
  const values = form.getByRole('group', { name: 'Core Values Demonstrated' });
  for (const name of ['Ownership', 'Teamwork', 'Curiosity']) {
    const box = values.getByRole('checkbox', { name });
    if (!(await box.isChecked())) await box.check();
  }
  await expect(values.getByRole('checkbox', { name: 'Craftsmanship' })).toBeDisabled();
  await form
    .getByRole('radiogroup', { name: /Collaboration/ })
    .getByRole('radio', { name: 'Often' })
    .check();
  await shoot(page, 'employee-self-review');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The manager opens the report's manager review, rates it and recommends a raise.
  await signIn(page, DEMO_MANAGER.email, `/review-cycles/${cycleId}`);
  await page.getByRole('link', { name: new RegExp(`: ${employeeName}$`) }).click();
  await expect(page.getByRole('heading', { name: employeeName, level: 2 })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  // The submitted self review beside the form.
  const selfReview = page.getByRole('complementary', {
    name: `${DEMO_EMPLOYEE.firstName}'s self review`,
  });
  await expect(selfReview).toContainText('Rebuilt the operator console with design');
  await fillManagerReviewMetrics(page, form, '4');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  // The merit guideline's midpoint is pre-filled once the rating is in.
  await expect(form.getByLabel('Change percent')).not.toHaveValue('');
  await expect(form.getByText('Justification is required.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Compensation type' }).click();
  await page.getByRole('option', { name: 'Base Salary' }).click();
  await form.getByLabel('Change percent').fill('4');
  const amount = await form.getByLabel('Change amount').inputValue();
  expect(Number(amount)).toBeGreaterThan(0);
  await form
    .getByLabel(/Justification/)
    .fill('Carried the console rebuild and mentored two new hires.');
  const exception = form.getByLabel(/Exception justification/);
  if (await exception.isVisible()) await exception.fill('Prorated range for a recent hire.');
  await shoot(page, 'manager-review');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The admin sees the recommendation pending in the participants table and approves it.
  await signIn(page, DEMO_ADMIN.email, `/review-cycles/${cycleId}`);
  const table = page.getByRole('table', { name: 'Participants' });
  await page.getByPlaceholder('Search participants').fill(employeeName);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: employeeName, exact: true }) });
  await expect(row).toContainText('Pending Approval');
  await expect(row).toContainText(
    Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await approveRow(page, row, employeeName);
  await row.getByRole('button', { name: `Approval history of ${employeeName}` }).click();
  const history = page.getByRole('dialog', { name: `Approval History: ${employeeName}` });
  await expect(history).toContainText('Jordan Patel');
  await expect(history).toContainText('Morgan Lee');
  await history.getByRole('button', { name: 'Close' }).click();

  // The admin's view of the stage: the controls and the submitted recommendation.
  await row.getByRole('link', { name: employeeName, exact: true }).click();
  await expect(page.getByRole('toolbar', { name: 'Stage controls' })).toBeVisible();
  await shoot(page, 'admin-stage');

  // Revert says so, as Unlock and Re-lock do, and the form shows the emptied stage.
  await page
    .getByRole('toolbar', { name: 'Stage controls' })
    .getByRole('button', { name: 'Revert' })
    .click();
  await page
    .getByRole('dialog', { name: 'Revert stage?' })
    .getByRole('button', { name: 'Revert' })
    .click();
  await expect(page.getByText('Stage data has been reverted successfully.')).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: /Overall Rating/ })).toHaveValue('');
});
