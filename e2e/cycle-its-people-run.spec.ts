import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { formatMoney } from '../src/lib/money';
import {
  fillManagerReviewMetrics,
  openInApp,
  signIn,
  signOut,
  waitForMock,
} from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const RILEY = `${DEMO_EMPLOYEE.firstName} ${DEMO_EMPLOYEE.lastName}`;
const CYCLE = 'Riley Mid-Year Review';
/** The approval workflow's approvers, neither of them an admin nor Riley's manager. */
const PRIYA = { name: 'Priya Raman', email: 'priya.raman@acme-robotics.com' };
const ELENA = { name: 'Elena Rossi' };

/** A call of the signed-in user's own, as the app makes it. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${m} ${p}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

type Dto = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read, not typed

/** Riley's recommendation in the cycle, as the signed-in user reads it. */
async function rileysRecommendation(page: Page, cycleId: string): Promise<Dto | null> {
  const rows = await api<{ data: Dto[] }>(
    page,
    'GET',
    `/api/review-cycles/${cycleId}/participants`,
  );
  return rows.data.find((r) => r.employeeId === DEMO_EMPLOYEE.employeeId)?.recommendation ?? null;
}

/** Opens Riley's manager review from the manager's view of the cycle. */
async function openRileysManagerReview(page: Page, cycleId: string) {
  await openInApp(page, `/review-cycles/${cycleId}`);
  await page.getByRole('link', { name: new RegExp(`^(Start|Continue) Review: ${RILEY}$`) }).click();
  const form = page.getByRole('form', { name: 'Stage form' });
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  return form;
}

/** An approver, just signed in, opens Riley from the queue on their dashboard. */
async function openFromQueue(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  const queue = page.getByRole('list', { name: 'Team approvals pending' });
  await queue
    .getByRole('link', { name: `Review ${RILEY}` })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: `Recommendation for Your Approval: ${RILEY}` }),
  ).toBeVisible();
}

test('a cycle its people run: launch, self review, raise and promotion, two approvers who are not admins (one rejects once), calibration, the letter', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __printCalls: number; print: () => void };
    w.__printCalls = 0;
    w.print = () => {
      w.__printCalls += 1;
    };
  });

  // 0. The admin sets the cycle up for Riley (the review workflow of the year's review, an
  //    approval workflow of Priya then Elena) and launches it from the cycle's page.
  await signIn(page, DEMO_ADMIN.email);
  await waitForMock(page);
  const users = await api<Dto[]>(page, 'GET', '/api/users');
  const userOf = (name: string) => users.find((u) => `${u.firstName} ${u.lastName}` === name)!;
  const cycles = await api<{ data: Dto[] }>(page, 'GET', '/api/review-cycles');
  const current = cycles.data.find((c) => c.status.name === 'In Progress')!;
  const template = await api<{ data: Dto }>(page, 'POST', '/api/workflows/workflow-templates', {
    name: 'Engineering and Product approval',
    type: 'approvalChain',
    steps: [PRIYA.name, ELENA.name].map((name, i) => ({
      name: `Approval ${i + 1}`,
      stepType: 'approval',
      assigneeType: 'user',
      assigneeId: userOf(name).id,
      order: i + 1,
    })),
  });
  const today = new Date();
  const created = await api<{ data: Dto }>(page, 'POST', '/api/review-cycles', {
    name: CYCLE,
    type: current.typeId,
    startDate: today.toISOString().slice(0, 10),
    endDate: new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    scope: 'individuals',
    employeeIds: [DEMO_EMPLOYEE.employeeId],
    reviewWorkflowTemplateId: current.reviewWorkflowTemplateId,
    approvalWorkflowTemplateId: template.data.id,
  });
  const cycleId = created.data.id as string;
  await openInApp(page, `/review-cycles/${cycleId}`);
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  const launch = page.getByRole('dialog', { name: `Launch ${CYCLE}` });
  await launch.getByRole('button', { name: 'Launch', exact: true }).click();
  await expect(launch).toContainText('Launched. 2 people notified: 1 participant and 1 manager.');
  await launch.getByRole('button', { name: 'Done' }).click();
  await signOut(page);

  // 1. Riley was told, and submits the self review.
  await signIn(page, DEMO_EMPLOYEE.email);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(CYCLE);
  await page.keyboard.press('Escape');
  await openInApp(page, `/reviews/self-review/${cycleId}`);
  const selfForm = page.getByRole('form', { name: 'Stage form' });
  await selfForm.getByLabel(/Key Accomplishments/).fill('Shipped the fleet telemetry pipeline.');
  await selfForm.getByLabel(/Top Strength/).fill('Ownership');
  const values = selfForm.getByRole('group', { name: 'Core Values Demonstrated' });
  for (const name of ['Ownership', 'Teamwork'])
    await values.getByRole('checkbox', { name }).check();
  await selfForm
    .getByRole('radiogroup', { name: /Collaboration/ })
    .getByRole('radio', { name: 'Often' })
    .check();
  await selfForm.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // 2. Jordan recommends a raise and a promotion; their own approval step is skipped.
  await signIn(page, DEMO_MANAGER.email);
  await waitForMock(page);
  const riley = await api<{ data: Dto }>(page, 'GET', `/api/employees/${DEMO_EMPLOYEE.employeeId}`);
  const salary = riley.data.currentSalary as number;
  const firstRaise = Math.round(salary * 0.12);
  let form = await openRileysManagerReview(page, cycleId);
  await form.getByLabel(/Overall Rating/).fill('5');
  await fillManagerReviewMetrics(page, form);
  // No merit matrix in this cycle: the raise is a Base Salary row typed by hand.
  await form.getByRole('combobox', { name: 'Compensation type' }).first().click();
  await page.getByRole('option', { name: /Base Salary/ }).click();
  await form.getByLabel('Change amount').first().fill(String(firstRaise));
  // The promotion: the level above Riley's current one.
  await form.getByRole('combobox', { name: /^Promote to/ }).click();
  const options = await page.getByRole('option').allInnerTexts();
  const next = options[options.findIndex((o) => o.includes('(current level)')) + 1]!;
  await page.getByRole('option', { name: next, exact: true }).click();
  await form
    .getByLabel(/^Justification/)
    .fill('Ready for the next level; the raise reaches its band.');
  const promotionWhy = form.getByLabel(/Promotion justification/);
  if (await promotionWhy.isVisible())
    await promotionWhy.fill('Leads the telemetry platform end to end.');
  const exception = form.getByLabel(/Exception justification/);
  if (await exception.isVisible()) await exception.fill('A promotion raise above the merit range.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/review-cycles/${cycleId}`);
  const reports = page.getByRole('table', { name: 'Direct reports' });
  await expect(reports.getByRole('row').filter({ hasText: RILEY })).toContainText(
    `Awaiting ${PRIYA.name} (step 1 of 2)`,
  );
  await signOut(page);

  // 3. Priya, who is neither Riley's manager nor an admin, rejects it from her queue.
  await signIn(page, PRIYA.email);
  await openFromQueue(page);
  const figures = page.getByRole('list', { name: 'Figures' });
  await expect(figures).toContainText(formatMoney(salary));
  await expect(figures).toContainText(formatMoney(firstRaise));
  await expect(figures).toContainText('Promotion');
  await expect(page.getByText('Your decision: step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Recommendation' });
  await reject.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Exceeds budget allocation' }).click();
  await reject.getByLabel(/Comments/).fill('Bring the raise down to 10%; the promotion stands.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rejected.' })).toBeVisible();
  await signOut(page);

  // 4. Jordan resubmits with the lower raise.
  await signIn(page, DEMO_MANAGER.email);
  const secondRaise = Math.round(salary * 0.1);
  form = await openRileysManagerReview(page, cycleId);
  await form.getByLabel('Change amount').first().fill(String(secondRaise));
  const stillOutside = form.getByLabel(/Exception justification/);
  if ((await stillOutside.isVisible()) && (await stillOutside.inputValue()) === '')
    await stillOutside.fill('A promotion raise above the merit range.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // 5. Priya approves step 1 and Elena step 2, each in their own queue, on the figures they read.
  await signIn(page, PRIYA.email);
  await openFromQueue(page);
  await expect(page.getByRole('list', { name: 'Figures' })).toContainText(formatMoney(secondRaise));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Approved.' })).toBeVisible();
  await signOut(page);
  await signIn(page, userOf(ELENA.name).email);
  await openFromQueue(page);
  await expect(page.getByText('Your decision: step 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Approved.' })).toBeVisible();
  await waitForMock(page);
  await expect
    .poll(async () => (await rileysRecommendation(page, cycleId))?.status)
    .toBe('approved');
  await signOut(page);

  // 6. Jordan calibrates: Riley's rating moves, the approved recommendation stays as approved.
  await signIn(page, DEMO_MANAGER.email);
  await waitForMock(page);
  const moved = await api<Dto>(page, 'POST', `/api/review-cycles/${cycleId}/calibration/moves`, {
    participantId: (
      await api<{ data: Dto[] }>(page, 'GET', `/api/review-cycles/${cycleId}/participants`)
    ).data[0]!.id,
    rating: 4,
    reason: 'Calibrated against the platform team.',
  });
  expect(moved.recommendationChange?.outcome ?? 'unchanged').not.toBe('recalculated');
  await signOut(page);

  // 7. The admin generates and releases the letter; Riley is told, reads and prints it.
  await signIn(page, DEMO_ADMIN.email);
  await waitForMock(page);
  const effectiveDate = new Date(today.getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
  await api(page, 'POST', `/api/review-cycles/${cycleId}/letters`, { effectiveDate });
  const letters = await api<{ data: Dto[] }>(page, 'GET', `/api/review-cycles/${cycleId}/letters`);
  await api(page, 'POST', `/api/review-cycles/${cycleId}/letters/release`, {
    letterIds: letters.data.map((l) => l.id),
    releaseAt: null,
  });
  await signOut(page);

  await signIn(page, DEMO_EMPLOYEE.email);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(/letter/i);
  await page.keyboard.press('Escape');
  await openInApp(page, '/compensation');
  await page
    .getByRole('list', { name: 'Your compensation letters' })
    .getByRole('link')
    .filter({ hasText: CYCLE })
    .click();
  const body = page.getByTestId('letter-body');
  await expect(body).toContainText(`Previous base salary: ${formatMoney(salary)}`);
  await expect(body).toContainText(`New base salary: ${formatMoney(salary + secondRaise)}`);
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls))
    .toBe(1);
});
