import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import Papa from 'papaparse';
import { formatMoney } from '../src/lib/money';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { inProgressCycle, openInApp, signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Sum of a CSV column to the cent (blank cells count as zero). */
const columnSum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((cents, row) => cents + Math.round(Number(row[column] || 0) * 100), 0) / 100;

test('an admin opens a cycle’s reports and exports results whose totals match the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/review-cycles');
  const { name: cycleName } = await inProgressCycle(page);
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

// A window narrowed to a small phone's width (320 px, or 400% zoom) with the reports open: the
// sideways charts shorten their labels instead of drawing their bars with negative widths, which
// Chromium reports on the console ("<rect> attribute width: A negative value is not valid").
test('the reports’ charts keep their bars while the window narrows to a phone and back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, DEMO_ADMIN.email);
  const cycle = await inProgressCycle(page);
  await openInApp(page, `/admin/review-cycles/${cycle.id}/reports`);
  const chart = page.getByRole('img', { name: 'Average increase percent by position' });
  for (const width of [1280, 320, 1440, 300, 900, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(chart.locator('rect').first()).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
  }
  const widths = await chart
    .locator('rect')
    .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
  expect(widths.filter((width) => width > 0).length).toBeGreaterThan(5);
  expect(widths.filter((width) => width < 0)).toEqual([]);
  expect(errors).toEqual([]);
});
