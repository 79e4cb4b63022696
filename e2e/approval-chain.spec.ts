import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MANAGER } from '../mocks/seed/accounts';
import { inProgressCycleId, openInApp, signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Row {
  employeeName: string;
  employeeId: string;
  status: string;
  recommendation: {
    status: string;
    proposedIncrease: number;
    approvalSteps: { approverId: string; decision: boolean | null }[];
    history: { action: string; actorId: string }[];
  } | null;
}

/** The cycle's participant rows, as the signed-in user's own API call lists them. */
async function rows(page: Page, cycleId: string): Promise<Row[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/review-cycles/${id}/participants?limit=500`, {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { data: Row[] }).data;
  }, cycleId);
}

const submitterOf = (row: Row) =>
  row.recommendation?.history.filter((e) => e.action === 'submit').at(-1)?.actorId;

test('an admin changes the amount of an approved recommendation and its approval chain restarts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN.email);
  const cycleId = await inProgressCycleId(page);
  const approved = (await rows(page, cycleId)).find(
    (r) => r.recommendation?.status === 'approved' && r.employeeId !== DEMO_ADMIN.employeeId,
  );
  if (!approved) throw new Error('the demo has no approved recommendation');
  const name = approved.employeeName;

  await openInApp(page, `/review-cycles/${cycleId}`);
  const table = page.getByRole('table', { name: 'Participants' });
  await page.getByPlaceholder('Search participants').fill(name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Completed')).toBeVisible();

  await row.getByRole('button', { name: `Edit recommendation of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Recommendation' });
  await dialog
    .getByLabel('Increase Amount')
    .fill(String(approved.recommendation!.proposedIncrease + 500));
  await expect(dialog.getByRole('alert')).toContainText(
    'Changing the amount restarts the approval chain',
  );
  await dialog.getByLabel(/Reason for Change/).fill('Matched the market band for the role.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // Back to pending approval, and the history says who changed the amount and why.
  await expect(row.getByText('Pending Approval')).toBeVisible();
  await row.getByRole('button', { name: `Approval history of ${name}` }).click();
  const history = page.getByRole('dialog', { name: `Approval History: ${name}` });
  const events = history.getByRole('list', { name: 'History' });
  await expect(events).toContainText('Approvals restarted by Morgan Lee');
  await expect(events).toContainText('Amount changed by Morgan Lee (admin edit)');
  await expect(history.getByRole('list', { name: 'Approvers' })).toContainText(
    'Awaiting decision (next)',
  );
});

test('a manager’s own submission skips their step and their report says whom it awaits; one the head submitted is theirs to approve', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_MANAGER.email);
  const cycleId = await inProgressCycleId(page);
  const all = await rows(page, cycleId);
  const own = all.find(
    (r) => r.status === 'pending_approval' && submitterOf(r) === DEMO_MANAGER.employeeId,
  );
  const theirs = all.find(
    (r) =>
      r.status === 'pending_approval' &&
      r.recommendation?.approvalSteps[0]?.approverId === DEMO_MANAGER.employeeId &&
      r.recommendation.approvalSteps[0].decision === null,
  );
  if (!own || !theirs) throw new Error('the demo lacks the manager’s approval cases');
  expect(own.recommendation!.approvalSteps.map((s) => s.approverId)).not.toContain(
    DEMO_MANAGER.employeeId,
  );

  await openInApp(page, `/review-cycles/${cycleId}`);
  const reports = page.getByRole('table', { name: 'Direct reports' });
  await expect(reports.getByRole('row').filter({ hasText: own.employeeName })).toContainText(
    /Awaiting .+ \(step 1 of \d\)/,
  );
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('row').filter({ hasText: own.employeeName })).toHaveCount(0);
  // A report the department head submitted is the manager's to approve.
  const theirRow = table.getByRole('row').filter({ hasText: theirs.employeeName });
  await theirRow.getByRole('button', { name: `Approve ${theirs.employeeName}` }).click();
  const confirm = page.getByRole('dialog', {
    name: `Approve ${theirs.employeeName}'s recommendation?`,
  });
  const undo = theirRow.getByRole('button', { name: `Undo ${theirs.employeeName}` });
  await expect(confirm.or(undo)).toBeVisible();
  if (await confirm.isVisible())
    await confirm.getByRole('button', { name: 'Approve Anyway' }).click();
  await expect(undo).toBeVisible();
});
