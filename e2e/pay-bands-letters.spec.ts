import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { formatMoney } from '../src/lib/money';
import { approveRow } from './approve-helpers';
import {
  fillManagerReviewMetrics,
  inProgressCycle,
  openInApp,
  signIn,
  signOut,
  shootWhenAsked,
} from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const RILEY = `${DEMO_EMPLOYEE.firstName} ${DEMO_EMPLOYEE.lastName}`;
const RATING = '4';
/** Riley's column of the matrix once their band is moved: compa-ratio 0.90 (incl.) to 1.10. */
const COLUMN = '0.90–1.10';
/** The rating-4 row's cells (min, mid, max %): a distinct midpoint each, so only the right cell gives 4.8. */
const ROW_CELLS = {
  'Below 0.90': ['4', '5.2', '6.5'],
  [COLUMN]: ['3.5', '4.8', '5.5'],
  'Above 1.10': ['2', '3.8', '4.5'],
} as const;
const CELL_MIDPOINT = Number(ROW_CELLS[COLUMN][1]);

/** The value of a `<dt>label</dt><dd>value</dd>` pair of a page's information cards. */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** The row of a table whose first cells hold `name`. */
const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(name, { exact: true }) });

/** The cells of a two-figure row (label, before, after) of the form's band position table. */
async function beforeAfter(table: Locator, label: string): Promise<[string, string]> {
  const cells = table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  return [(await cells.nth(0).innerText()).trim(), (await cells.nth(1).innerText()).trim()];
}

type Step = { decision: boolean | null; approverId: string };
/** The email an employee signs in with, as the signed-in admin's API reads it. */
async function accountEmailOf(page: Page, employeeId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/employees/${id}`, {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { data: { workEmail: string } }).data.workEmail;
  }, employeeId);
}

/** The approval steps of a participant's recommendation, as the signed-in admin's API reads them. */
async function approvalSteps(page: Page, cycleId: string, employeeId: string): Promise<Step[]> {
  return page.evaluate(
    async ([cycle, employee]) => {
      const response = await fetch(`/api/review-cycles/${cycle}/participants?limit=500`, {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
      });
      const rows = (
        (await response.json()) as {
          data: { employeeId: string; recommendation: { approvalSteps: Step[] } | null }[];
        }
      ).data;
      return rows.find((r) => r.employeeId === employee)?.recommendation?.approvalSteps ?? [];
    },
    [cycleId, employeeId] as const,
  );
}

test('pay bands and a merit matrix price a raise, an admin approves it, and the employee reads and prints the letter', async ({
  page,
}) => {
  test.setTimeout(480_000);
  // The Print button opens the browser's dialog: count its calls instead.
  await page.addInitScript(() => {
    const w = window as unknown as { __printCalls: number; print: () => void };
    w.__printCalls = 0;
    w.print = () => {
      w.__printCalls += 1;
    };
  });

  // Riley (the demo employee, Jordan's report) submits the self review that the manager review waits for.
  await signIn(page, DEMO_EMPLOYEE.email);
  const cycle = await inProgressCycle(page);
  await openInApp(page, `/review-cycles/${cycle.id}`);
  await page.getByRole('link', { name: /^(Start|Continue) Self Review$/ }).click();
  const stageForm = page.getByRole('form', { name: 'Stage form' });
  await stageForm
    .getByLabel(/Key Accomplishments/)
    .fill('Led the build-system migration; release time fell from hours to minutes.');
  await stageForm.getByLabel(/Top Strength/).fill('Ownership');
  const values = stageForm.getByRole('group', { name: 'Core Values Demonstrated' });
  for (const name of ['Ownership', 'Teamwork', 'Curiosity']) {
    const box = values.getByRole('checkbox', { name });
    if (!(await box.isChecked())) await box.check();
  }
  await stageForm
    .getByRole('radiogroup', { name: /Collaboration/ })
    .getByRole('radio', { name: 'Often' })
    .check();
  await stageForm.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // 1. The admin reads Riley's level and zone on their page, then moves that band in Levels & Bands.
  await signIn(page, DEMO_ADMIN.email, `/employees/${DEMO_EMPLOYEE.employeeId}`);
  await expect(page.getByRole('heading', { name: RILEY })).toBeVisible();
  const levelName = (await detail(page, 'Level').innerText()).trim();
  const zone = (await detail(page, 'Zone').innerText()).trim();
  const salary = Number((await detail(page, 'Current Salary').innerText()).replace(/[^\d.]/g, ''));
  expect(levelName).toMatch(/^L\d /);
  expect(salary).toBeGreaterThan(0);
  // The new band puts Riley at a compa-ratio of about 1.05: the matrix's middle column.
  const mid = Math.round(salary / 1.05 / 1000) * 1000;
  const band = { min: Math.round(mid * 0.84), mid, max: Math.round(mid * 1.16) };
  const compaBefore = salary / band.mid;
  expect(compaBefore).toBeGreaterThanOrEqual(0.9);
  expect(compaBefore).toBeLessThan(1.1);
  // The default band moves too (the table shows it); a zone's band lies 10% below it.
  const defaultBand =
    zone === 'Default'
      ? band
      : {
          min: Math.round(band.min / 0.9),
          mid: Math.round(band.mid / 0.9),
          max: Math.round(band.max / 0.9),
        };

  await openInApp(page, '/admin/levels');
  const levels = page.getByRole('table', { name: 'Levels' });
  await levels.getByRole('button', { name: `Edit ${levelName}` }).click();
  const levelDialog = page.getByRole('dialog', { name: 'Edit Level' });
  const bandGroups = levelDialog.getByRole('group', { name: /^Band \d+$/ });
  await expect(bandGroups.first()).toBeVisible();
  for (const group of await bandGroups.all()) {
    const groupZone = await group.getByLabel('Zone').inputValue();
    const amounts = groupZone === '' ? defaultBand : groupZone === zone ? band : null;
    if (!amounts) continue;
    await group.getByLabel('Minimum').fill(String(amounts.min));
    await group.getByLabel('Midpoint').fill(String(amounts.mid));
    await group.getByLabel('Maximum').fill(String(amounts.max));
  }
  await levelDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(levelDialog).toBeHidden();
  const levelRow = rowOf(levels, levelName);
  await expect(levelRow).toContainText(formatMoney(defaultBand.min));
  await expect(levelRow).toContainText(formatMoney(defaultBand.mid));
  await expect(levelRow).toContainText(formatMoney(defaultBand.max));
  // Riley's page places them in the new band.
  await page.goto(`/employees/${DEMO_EMPLOYEE.employeeId}`);
  await expect(detail(page, zone === 'Default' ? 'Pay Band' : `Pay Band \\(${zone}\\)`)).toHaveText(
    `${formatMoney(band.min)} – ${formatMoney(band.mid)} – ${formatMoney(band.max)}`,
  );
  await expect(detail(page, 'Compa-Ratio')).toContainText(compaBefore.toFixed(2));

  // 2. The admin makes the cycle's guideline a three-column matrix with a midpoint per cell.
  await openInApp(page, `/review-cycles/${cycle.id}`);
  const guidelineSection = page.getByRole('region', { name: 'Merit Guideline' });
  await guidelineSection.getByRole('button', { name: 'Edit Guideline' }).click();
  const editor = page.getByRole('dialog', { name: 'Merit Guideline' });
  await editor.getByRole('button', { name: '3 columns' }).click();
  await editor.getByLabel('Boundary 1').fill('0.90');
  await editor.getByLabel('Boundary 2').fill('1.10');
  const matrix = editor.getByRole('table', { name: 'Merit matrix' });
  for (const [column, [min, mid, max]] of Object.entries(ROW_CELLS)) {
    const cell = `Rating ${RATING}, ${column}`;
    await matrix.getByLabel(`${cell}: min %`).fill(min);
    await matrix.getByLabel(`${cell}: mid %`).fill(mid);
    await matrix.getByLabel(`${cell}: max %`).fill(max);
    await matrix
      .getByRole('group', { name: `${cell}: enforcement` })
      .getByRole('button', { name: 'Soft' })
      .click();
  }
  // What the matrix costs, per team against the pools, before saving.
  await expect(editor.getByRole('heading', { name: 'What the matrix costs' })).toBeVisible();
  await expect(editor.getByRole('table', { name: 'Cost per team' })).toBeVisible();
  await expect(editor.getByTestId('matrix-cost-total')).toContainText('At the cells’ midpoints');
  await shootWhenAsked(page, 'journey-matrix-editor', { width: 1280, height: 720 });
  await editor.getByRole('button', { name: 'Save Guideline' }).click();
  await expect(editor).toBeHidden();
  const saved = guidelineSection.getByRole('table', { name: 'Saved merit matrix' });
  await expect(saved.getByRole('row', { name: new RegExp(`^Rating ${RATING}`) })).toContainText(
    `midpoint ${CELL_MIDPOINT.toFixed(2)}%`,
  );
  await expect(guidelineSection.getByTestId('matrix-cost-total')).toBeVisible();
  await signOut(page);

  // 3. Jordan opens Riley's manager review: the rating picks the cell, its midpoint is pre-filled.
  await signIn(page, DEMO_MANAGER.email, `/review-cycles/${cycle.id}`);
  await page.getByRole('link', { name: new RegExp(`^(Start|Continue) Review: ${RILEY}$`) }).click();
  const form = page.getByRole('form', { name: 'Stage form' });
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  await form.getByLabel(/Overall Rating/).fill(RATING);
  const guideline = form.getByRole('region', { name: 'Merit guideline' });
  await expect(guideline).toContainText(
    `Guideline for rating ${RATING} · compa-ratio ${COLUMN}: 3.50%–5.50% (soft, midpoint 4.80%)`,
  );
  // Riley was hired before the review period: the midpoint is not prorated.
  await expect(guideline).not.toContainText('Prorated');
  const percent = form.getByLabel('Change percent');
  await expect.poll(async () => Number(await percent.inputValue())).toBe(CELL_MIDPOINT);
  const increase = Number(await form.getByLabel('Change amount').inputValue());
  expect(increase).toBeCloseTo((salary * CELL_MIDPOINT) / 100, 0);
  const newSalary = salary + increase;

  // The pay band: compa-ratio before (current salary) → after (salary + the increase).
  const bandTable = form.getByRole('table', { name: 'Band position before and after' });
  await expect(bandTable).toBeVisible();
  expect(await beforeAfter(bandTable, 'Compa-ratio')).toEqual([
    compaBefore.toFixed(2),
    (newSalary / band.mid).toFixed(2),
  ]);
  expect(await beforeAfter(bandTable, 'Band midpoint')).toEqual([
    formatMoney(band.mid),
    formatMoney(band.mid),
  ]);

  // The band table's hidden column label once spread the page sideways (a width of 1 in sx is 100%).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shootWhenAsked(page, 'journey-manager-form', { width: 1280, height: 720 });
  await fillManagerReviewMetrics(page, form);
  await form
    .getByLabel(/^Justification/)
    .fill('Led the build-system migration; at the matrix midpoint for their position.');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // 4. Each step of the chain is decided by its own approver (nobody decides two steps of one
  //    chain): an approver who is not the admin from the queue on their dashboard, the admin in the
  //    participants table. Then the admin generates and releases Riley's letter.
  await signIn(page, DEMO_ADMIN.email, `/review-cycles/${cycle.id}`);
  const chain = await approvalSteps(page, cycle.id, DEMO_EMPLOYEE.employeeId);
  const approverEmails = await Promise.all(
    chain.map((step) => accountEmailOf(page, step.approverId)),
  );
  for (const [i, step] of chain.entries()) {
    if (step.decision !== null || approverEmails[i] === DEMO_ADMIN.email) continue;
    await signOut(page);
    await signIn(page, approverEmails[i]!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('list', { name: 'Team approvals pending' })
      .getByRole('link', { name: `Review ${RILEY}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Approved.' })).toBeVisible();
    await signOut(page);
    await signIn(page, DEMO_ADMIN.email, `/review-cycles/${cycle.id}`);
  }
  const participants = page.getByRole('table', { name: 'Participants' });
  await page.getByPlaceholder('Search participants').fill(RILEY);
  const row = participants
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: RILEY, exact: true }) });
  await expect(row).toContainText('Pending Approval');
  await expect(row).toContainText(
    increase.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const steps = await approvalSteps(page, cycle.id, DEMO_EMPLOYEE.employeeId);
  expect(steps.length).toBeGreaterThan(0);
  for (let decided = steps.filter((s) => s.decision).length; decided < steps.length; decided++) {
    await approveRow(page, row, RILEY);
    await expect
      .poll(
        async () =>
          (await approvalSteps(page, cycle.id, DEMO_EMPLOYEE.employeeId)).filter((s) => s.decision)
            .length,
      )
      .toBe(decided + 1);
  }
  await expect(row).toContainText('Completed');

  await page.getByRole('link', { name: 'Letters', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Letters', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Letters' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace letters not yet released?' });
  const letters = page.getByRole('table', { name: 'Letters' });
  const letterRow = letters.getByRole('row').filter({ hasText: RILEY });
  await expect(replace.or(letterRow)).toBeVisible();
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Generate' }).click();
  await expect(letterRow).toContainText(formatMoney(newSalary));
  // The admin previews it (the amounts of the approved raise), then releases it now.
  await letterRow.getByRole('button', { name: `Preview: ${RILEY}` }).click();
  const preview = page.getByRole('dialog', { name: `Letter to ${RILEY}` });
  await expect(preview).toContainText(`New base salary: ${formatMoney(newSalary)}`);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await letterRow.getByRole('button', { name: `More actions: ${RILEY}` }).click();
  await page.getByRole('menuitem', { name: 'Release Now' }).click();
  const release = page.getByRole('dialog', { name: 'Release 1 letter' });
  await expect(release.getByRole('radio', { name: 'Now' })).toBeChecked();
  await release.getByRole('button', { name: 'Release Now' }).click();
  await expect(release).toBeHidden();
  await expect(letterRow).toContainText('Released');
  await shootWhenAsked(page, 'journey-letters', { width: 1280, height: 720 });
  await signOut(page);

  // 5. Riley reads the letter under My Compensation, prints it, and only the letter prints.
  await signIn(page, DEMO_EMPLOYEE.email);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await navigation.getByRole('link', { name: 'Compensation' }).click();
  await expect(page.getByRole('heading', { name: 'Compensation History', level: 1 })).toBeVisible();
  const myLetters = page.getByRole('list', { name: 'Your compensation letters' });
  const letterLink = myLetters.getByRole('link').filter({ hasText: cycle.name });
  await expect(letterLink).toBeVisible();
  await letterLink.click();
  await expect(page.getByRole('heading', { name: 'Compensation Letter', level: 1 })).toBeVisible();
  const body = page.getByTestId('letter-body');
  await expect(body).toContainText(`Dear ${DEMO_EMPLOYEE.firstName},`);
  await expect(body).toContainText(`Previous base salary: ${formatMoney(salary)}`);
  await expect(body).toContainText(
    `New base salary: ${formatMoney(newSalary)} (an increase of ${CELL_MIDPOINT.toFixed(1)}%)`,
  );

  await shootWhenAsked(page, 'journey-letter', { width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls))
    .toBe(1);

  await expect(navigation).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(body).toBeVisible();
  await expect(page.locator('[data-print-letter]')).toBeVisible();
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await shootWhenAsked(page, 'journey-letter-print', { width: 1280, height: 720 });
  await page.emulateMedia({ media: 'screen' });
  await expect(navigation).toBeVisible();
});
