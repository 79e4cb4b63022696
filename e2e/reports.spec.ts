import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { formatMoney } from '../src/lib/money';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../mocks/seed/accounts';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

async function signInAsAdmin(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The seeded in-progress cycle's name, as the admin's own API call lists it. */
async function inProgressCycleName(page: Page): Promise<string> {
  const name = await page.evaluate(async () => {
    const response = await fetch('/api/review-cycles', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    const body = (await response.json()) as { data: { name: string; status: { name: string } }[] };
    return body.data.find((c) => c.status.name === 'In Progress')?.name;
  });
  if (!name) throw new Error('no review cycle in progress');
  return name;
}

/** Sum of a CSV column to the cent (blank cells count as zero). */
const columnSum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((cents, row) => cents + Math.round(Number(row[column] || 0) * 100), 0) / 100;

test('an admin opens a cycle’s reports and exports results whose totals match the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/review-cycles');
  const cycleName = await inProgressCycleName(page);
  await page.getByRole('link', { name: cycleName, exact: true }).click();
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/review-cycles\/[^/]+\/reports$/);
  await expect(page.getByRole('heading', { name: `${cycleName} Reports` })).toBeVisible();
  for (const report of [
    'Budget Use per Team',
    'Increase % by Rating',
    'Average Increase by Team',
    'Average Increase by Position',
    'Rating Distribution',
    'Approvals Pending by Approver',
    'Completion Over Time',
  ]) {
    await expect(page.getByRole('region', { name: report })).toBeVisible();
  }

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/-results\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
  }).data;

  const card = (title: string) => page.getByRole('region', { name: title, exact: true });
  await expect(card('Participants')).toContainText(String(rows.length));
  await expect(card('Total Current Salary')).toContainText(
    formatMoney(columnSum(rows, 'Current Salary (USD)')),
  );
  await expect(card('Total Increase')).toContainText(
    formatMoney(columnSum(rows, 'Increase (USD)')),
  );
  await expect(card('Total Bonus')).toContainText(formatMoney(columnSum(rows, 'Bonus (USD)')));
  expect(columnSum(rows, 'Increase (USD)')).toBeGreaterThan(0);
});
