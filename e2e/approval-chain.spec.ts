import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MANAGER } from '../mocks/seed/accounts';
import { inProgressCycleId, signIn } from './journey-helpers';

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

  await page.goto(`/review-cycles/${cycleId}`);
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

test('a manager is not offered Approve on their own submission and is told another approver decides', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_MANAGER.email);
  const cycleId = await inProgressCycleId(page);
  const awaiting = (await rows(page, cycleId)).filter(
    (r) =>
      r.status === 'pending_approval' &&
      r.recommendation?.approvalSteps[0]?.approverId === DEMO_MANAGER.employeeId &&
      r.recommendation.approvalSteps[0].decision === null,
  );
  const own = awaiting.find((r) => submitterOf(r) === DEMO_MANAGER.employeeId);
  const theirs = awaiting.find((r) => submitterOf(r) !== DEMO_MANAGER.employeeId);
  if (!own || !theirs) throw new Error('the demo lacks the manager’s approval cases');

  await page.goto(`/review-cycles/${cycleId}`);
  await expect(
    page.getByRole('heading', { name: 'Recommendations for Your Approval' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Participants' });
  const ownRow = table.getByRole('row').filter({ hasText: own.employeeName });
  await expect(
    ownRow.getByText('You submitted this recommendation; another approver must decide'),
  ).toBeVisible();
  await expect(ownRow.getByRole('button', { name: `Approve ${own.employeeName}` })).toHaveCount(0);
  // A report the department head submitted is the manager's to approve.
  const theirRow = table.getByRole('row').filter({ hasText: theirs.employeeName });
  await theirRow.getByRole('button', { name: `Approve ${theirs.employeeName}` }).click();
  await expect(theirRow.getByRole('button', { name: `Undo ${theirs.employeeName}` })).toBeVisible();
});
