import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 60_000 });

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Participants and proposed increase of a row of the 'Distribution by rating' table. */
async function distributionRow(page: Page, label: string) {
  const row = page
    .getByRole('table', { name: 'Distribution by rating' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const cells = row.getByRole('cell');
  return {
    count: Number(await cells.nth(0).textContent()),
    increase: money(await cells.nth(4).textContent()),
  };
}

const column = (page: Page, rating: number): Locator =>
  page
    .getByRole('region', { name: 'Participants by Rating' })
    .getByRole('region', { name: `Rating ${rating}`, exact: true });

test('an admin moves a participant to another rating with a reason; the distribution and the budget per rating follow', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The demo's in-progress annual review (seeded ids are stable).
  await signIn(page, DEMO_ADMIN.email, '/review-cycles/cycle_0004');
  await expect(page.getByRole('heading', { name: 'Team Budgets' })).toBeVisible();
  await page.getByRole('link', { name: 'Open Calibration' }).click();
  await expect(page).toHaveURL(/\/calibration$/);
  await expect(page.getByRole('heading', { name: 'Calibration', exact: true })).toBeVisible();

  const before3 = await distributionRow(page, '3');
  const before4 = await distributionRow(page, '4');
  const remainingCard = page.getByRole('region', { name: 'Proposed Increases' });
  const totalBefore = money(await remainingCard.textContent());
  expect(totalBefore).toBeGreaterThan(0);
  // The demo cycle has a merit guideline: its midpoint for rating 4 is above the one for 3.
  const guidelineCard = page.getByRole('region', { name: 'At Guideline Midpoints' });
  const midpointsBefore = money(
    /\$[\d,.]+/.exec((await guidelineCard.textContent()) ?? '')?.[0] ?? '',
  );
  expect(midpointsBefore).toBeGreaterThan(0);

  // Someone rated 3 with a pending recommendation (approved ones are marked and do not change),
  // moved to 4 through their card's menu.
  const card = column(page, 3)
    .getByRole('listitem')
    .filter({ hasText: /\+\$/ })
    .filter({ hasNotText: /Approved|Rejected/ })
    .first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  const amount = money(/\+(\$[\d,.]+)/.exec((await card.textContent()) ?? '')?.[1] ?? '');
  expect(amount).toBeGreaterThan(0);
  const remainingBudget = page.getByRole('region', { name: 'Increase Budget Remaining' });
  const remainingBefore = money(
    /\$[\d,.]+/.exec((await remainingBudget.textContent()) ?? '')?.[0] ?? '',
  );
  await card.getByRole('button', { name: `Move ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Move to Rating 4' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name}` });
  // The dialog says what the guideline makes of the recommendation at Rating 4.
  const preview = (await dialog.getByTestId('recommendation-impact').textContent()) ?? '';
  const [, oldText, newText] =
    /Recommended increase: (\$[\d,.]+) → (\$[\d,.]+) \(guideline midpoint/.exec(preview) ?? [];
  expect(money(oldText)).toBe(amount);
  const recalculated = money(newText);
  expect(recalculated).not.toBe(amount);
  await dialog.getByLabel('Reason').fill('Led the platform migration; calibrated against peers');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} moved from Rating 3 to Rating 4.`)).toBeVisible();
  await expect(page.getByTestId('recommendation-change')).toContainText(
    `Recommended increase: ${oldText} → ${newText}`,
  );

  // The participant sits under Rating 4 with the recalculated increase; the distribution, the
  // proposed increase per rating and the budget follow.
  const moved = column(page, 4).getByRole('listitem', { name, exact: true });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText(`+${newText}`);
  await expect.poll(async () => (await distributionRow(page, '4')).count).toBe(before4.count + 1);
  const after3 = await distributionRow(page, '3');
  const after4 = await distributionRow(page, '4');
  expect(after3.count).toBe(before3.count - 1);
  expect(after4.increase).toBeCloseTo(before4.increase + recalculated, 2);
  expect(after3.increase).toBeCloseTo(before3.increase - amount, 2);
  await expect(column(page, 4).getByText(/Proposed increase:/)).toHaveText(
    new RegExp(after4.increase.toLocaleString('en-US', { minimumFractionDigits: 2 })),
  );
  await expect
    .poll(async () => money(/\$[\d,.]+/.exec((await guidelineCard.textContent()) ?? '')?.[0] ?? ''))
    .toBeGreaterThan(midpointsBefore);
  // The budget impact: the proposed total and the remaining budget move by the change.
  const change = recalculated - amount;
  await expect
    .poll(async () => money(await remainingCard.textContent()))
    .toBeCloseTo(totalBefore + change, 2);
  expect(
    money(/\$[\d,.]+/.exec((await remainingBudget.textContent()) ?? '')?.[0] ?? ''),
  ).toBeCloseTo(remainingBefore - change, 2);
  // The move and the recommendation change are in the history.
  const history = page.getByRole('list', { name: 'Calibration history' });
  await expect(history.getByText(`Moved ${name} from Rating 3 to Rating 4`)).toBeVisible();
  await expect(history).toContainText(`Recommended increase: ${oldText} → ${newText}`);
});

test('links to the former /admin addresses of a cycle and its calibration open the new ones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email);
  await page.goto('/admin/review-cycles/cycle_0004');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/review-cycles\/cycle_0004$/);
  await expect(page.getByRole('heading', { name: 'Team Budgets' })).toBeVisible();
  await page.goto('/admin/review-cycles/cycle_0004/calibration');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/review-cycles\/cycle_0004\/calibration$/);
  await expect(page.getByRole('heading', { name: 'Calibration', exact: true })).toBeVisible();
});
