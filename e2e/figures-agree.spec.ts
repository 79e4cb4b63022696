import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { inProgressCycle, openInApp, signIn, waitForMock } from './journey-helpers';

// The same figure reads the same on every screen that shows it. The demo data may
// change (other work adds people), so each figure is compared between screens, never to a constant.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The number a stat card shows (its value line, below the title). */
async function cardValue(page: Page, title: string): Promise<number> {
  const card = page.getByRole('region', { name: title, exact: true });
  await expect(card).toContainText(/\d/);
  const lines = (await card.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const value = lines.find((l, i) => i > 0 && /^\d[\d,]*$/.test(l));
  if (value === undefined) throw new Error(`no value in ${title}: ${lines.join(' | ')}`);
  return Number(value.replace(/,/g, ''));
}

const numberIn = async (locator: Locator, pattern: RegExp): Promise<number> => {
  const match = pattern.exec(await locator.innerText());
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
};

/** Rows of a dashboard queue: the shown rows plus "and N more". */
async function queueCount(section: Locator): Promise<number> {
  await expect(
    section
      .getByRole('listitem')
      .first()
      .or(section.getByText(/No approvals/)),
  ).toBeVisible();
  const shown = await section.getByRole('listitem').count();
  return shown + (await numberIn(section, /and (\d+) more/));
}

test('admin: pending approvals read the same on the dashboard, its queue, the cycle page and the report', async ({
  page,
}) => {
  await signIn(page, 'admin@meritly.demo', '/admin');
  const card = await cardValue(page, 'Pending Approvals');
  const queue = await queueCount(
    page.getByRole('region', { name: 'Organization Approvals Pending' }),
  );
  expect(queue).toBe(card);
  if (card > 10)
    await expect(page.getByText(`${card} approvals are waiting for a decision.`)).toBeVisible();

  // Every cycle with pending approvals is one the queue names.
  await waitForMock(page);
  const cycles = await page.evaluate(async () => {
    const response = await fetch('/api/review-cycles', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    return (
      (await response.json()) as { data: { id: string; approvalWorkflowInstance: unknown }[] }
    ).data
      .filter((c) => c.approvalWorkflowInstance)
      .map((c) => c.id);
  });
  let onCyclePages = 0;
  for (const id of cycles) {
    await openInApp(page, `/review-cycles/${id}`);
    const panel = page.getByRole('region', { name: 'Approval Process' });
    await expect(panel.getByText(/[\d,]+ awaiting a decision/)).toBeVisible();
    const inCycle = await numberIn(panel, /([\d,]+) awaiting a decision/);
    onCyclePages += inCycle;
    // Item 7: counted approvals always come with the actions taken.
    if (/[1-9][\d,]* of [\d,]+ approved/.test(await panel.innerText()))
      await expect(panel.getByText('No approval actions taken yet')).toHaveCount(0);

    await openInApp(page, `/admin/review-cycles/${id}/reports`);
    const table = page.getByRole('table', { name: 'Approvals Pending by Approver' });
    await expect(
      page.getByRole('heading', { name: 'Approvals Pending by Approver' }),
    ).toBeVisible();
    let byApprover = 0;
    if (await table.count()) {
      for (const cell of await table.locator('tbody tr td:last-child').allInnerTexts())
        byApprover += Number(cell.replace(/,/g, ''));
    }
    expect(byApprover, `cycle ${id}: report by approver vs cycle page`).toBe(inCycle);
  }
  expect(onCyclePages).toBe(card);
});

test('manager: reviews to do, completed reviews and approvals read the same on the dashboard, the Reviews page and the cycle page', async ({
  page,
}) => {
  await signIn(page, 'manager@meritly.demo', '/manager/dashboard');
  const active = await cardValue(page, 'Active Reviews');
  const completed = await cardValue(page, 'Completed Reviews');
  const approvals = await cardValue(page, 'Pending Approvals');
  const queue = page.getByRole('region', { name: 'Team Approvals Pending' });
  await expect(queue).toBeVisible();
  expect(await queue.getByRole('listitem').count()).toBe(approvals);

  await openInApp(page, '/manager/reviews');
  const todoHeading = page.getByRole('heading', { name: /^To Do \(\d+\)$/ });
  await expect(todoHeading).toBeVisible();
  const todo = page.getByRole('table', { name: 'Reviews to do' });
  const todoManager = await todo.getByRole('row', { name: /Manager Review/ }).count();
  const todoApprovals = await todo.getByRole('row', { name: /Approval/ }).count();
  const waitingTable = page.getByRole('table', { name: 'Reviews waiting for a self review' });
  const waiting = (await waitingTable.count())
    ? (await waitingTable.getByRole('row').count()) - 1
    : 0;
  expect(todoApprovals).toBe(approvals);
  expect(todoManager + waiting).toBe(active);

  const cycle = await inProgressCycle(page);
  await openInApp(page, `/review-cycles/${cycle.id}`);
  expect(await cardValue(page, 'Pending Reviews')).toBe(todoManager);
  expect(await cardValue(page, 'Completed Reviews')).toBe(completed);
  const startable = page.getByRole('link', { name: /^(Start|Continue) Review: / });
  await expect(startable).toHaveCount(todoManager);
  await expect(
    page.getByRole('table', { name: /participants/i }).getByRole('button', { name: 'Approve' }),
  ).toHaveCount(approvals);
});

test('employee: completed reviews read the same on the dashboard and the Performance page', async ({
  page,
}) => {
  await signIn(page, 'employee@meritly.demo', '/dashboard');
  const completed = await cardValue(page, 'Completed Reviews');
  const history = page.getByRole('table', { name: 'Recent review history' });
  await expect(history).toBeVisible();
  expect(await history.getByRole('row', { name: /Completed/ }).count()).toBe(completed);

  await openInApp(page, '/performance');
  await expect(page.getByText(new RegExp(`^${completed} completed reviews?$`))).toBeVisible();
  const table = page.getByRole('table', { name: 'Performance history' });
  await expect(table.getByRole('row', { name: /Completed/ })).toHaveCount(completed);
});
