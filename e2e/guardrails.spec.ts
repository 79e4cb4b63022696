import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MANAGER } from '../mocks/seed/accounts';
import {
  fillManagerReviewMetrics,
  inProgressCycleId,
  signIn,
  signOutDiscarding,
  startFirstManagerReview,
} from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

test('guardrails: a soft breach asks for a justification, a hard breach is refused, an admin override passes and the team pool moves', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_MANAGER.email);
  const cycleId = await inProgressCycleId(page);
  const { employeeName, form } = await startFirstManagerReview(page, cycleId);
  const guideline = form.getByRole('region', { name: 'Merit guideline' });
  await expect(guideline).toContainText('Enter the rating to see the merit guideline.');

  // Rating 4: the soft range shows and its midpoint is pre-filled.
  await form.getByLabel(/Overall Rating/).fill('4');
  await expect(guideline).toContainText('Guideline for rating 4');
  await expect(form.getByLabel('Change percent')).not.toHaveValue('');
  await fillManagerReviewMetrics(page, form);
  await form.getByLabel('Change percent').fill('15');
  await expect(guideline).toContainText('is outside the guideline range');
  await form.getByLabel(/^Justification/).fill('Took over the platform team mid-year.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(
    form.getByText('A justification is required for a recommendation outside the guideline.'),
  ).toBeVisible();

  // Rating 5 is hard: even with a justification the mock refuses it.
  await form.getByLabel(/Overall Rating/).fill('5');
  await form.getByLabel('Change percent').fill('25');
  await expect(guideline).toContainText('only an admin override can let it through');
  await form.getByLabel(/Exception justification/).fill('Counter-offer to keep a key engineer.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Submission failed' });
  await expect(failure).toContainText('is outside the hard guideline range');
  // The refused figures are still in the form: signing out asks before they go.
  await signOutDiscarding(page);

  // The admin overrides it with a justification; the team pool's pending amount moves.
  await signIn(page, DEMO_ADMIN.email, `/review-cycles/${cycleId}`);
  await page
    .getByRole('table', { name: 'Participants' })
    .getByRole('link', { name: employeeName, exact: true })
    .click();
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  const pool = page.getByRole('table', { name: 'Increase budget by team' });
  await expect(pool).toBeVisible();
  const before = await pool.innerText();
  await expect(form.getByLabel(/Overall Rating/)).toHaveValue('5');
  await fillManagerReviewMetrics(page, form);
  await form.getByLabel('Change percent').fill('25', { timeout: 5000 });
  await form.getByLabel(/^Justification/).fill('Counter-offer to keep a key engineer.');
  await form.getByLabel(/Exception justification/).fill('Approved by the CEO as an exception.');
  await form.getByRole('checkbox', { name: 'Admin override' }).check();
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  // The recommendation is now pending in the team pool: the figures on the screen move.
  await expect.poll(async () => pool.innerText(), { timeout: 30_000 }).not.toBe(before);
  await expect(page.getByText('Submission failed')).toHaveCount(0);
});
