import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { RULE_PEOPLE } from '../mocks/seed/acme-rules';
import { inProgressCycleId, openInApp, signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const HEADER =
  'Employee ID,First Name,Last Name,Work Email,Job Title,Department,Team,Hire Date,Reports To,Annual Salary';
const PEOPLE = [
  ['Ada', 'Quillfeather'],
  ['Grace', 'Quillfeather'],
  ['Alan', 'Quillfeather'],
  ['Edsger', 'Quillfeather'],
  ['Barbara', 'Quillfeather'],
] as const;
const rows = PEOPLE.map(
  ([first, last], i) =>
    `,${first},${last},${first.toLowerCase()}.${last.toLowerCase()}@orion-import.example,Analyst,Research,Orion Import Team,2026-0${i + 1}-10,,9${i}000`,
);

test('an admin finds every employee of an import in the directory right away, without an account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/utilities/import');
  await page.getByLabel('Choose CSV file').setInputFiles({
    name: 'orion-hr.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
  });
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  await expect(page.getByText('Imported 5 rows: 5 created, 0 updated.')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).first().click();
  await expect(page).toHaveURL(/\/admin\/employees$/);
  const directory = page.getByRole('table', { name: 'Employees' });
  await page.getByRole('searchbox', { name: 'Search employees...' }).fill('Quillfeather');
  for (const [first, last] of PEOPLE) {
    const row = directory.getByRole('row').filter({ hasText: `${first} ${last}` });
    await expect(row).toContainText('No account');
    await expect(row).toContainText('Orion Import Team');
    await expect(row).toContainText('Analyst');
  }
  await expect(directory.getByRole('row')).toHaveCount(PEOPLE.length + 1);

  // A row opens the employee's page; Back returns to the same search.
  await directory.getByRole('link', { name: 'Grace Quillfeather' }).click();
  await expect(page.getByRole('heading', { name: /Grace Quillfeather/ }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search employees...' })).toHaveValue(
    'Quillfeather',
  );
});

test('the demo shows proration on the recommendation form of a recent hire', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email);
  const cycleId = await inProgressCycleId(page);
  await openInApp(page, `/review-cycles/${cycleId}`);
  const name = `${RULE_PEOPLE.prorated.firstName} ${RULE_PEOPLE.prorated.lastName}`;
  await page
    .getByRole('table', { name: 'Participants' })
    .getByRole('link', { name, exact: true })
    .click();
  const guideline = page.getByRole('region', { name: 'Merit guideline' });
  await expect(guideline).toContainText(
    /Guideline for rating 3: Prorated \d+\/12 months: \d+\.\d{2}%–\d+\.\d{2}%/,
  );
  await expect(guideline).toContainText('Hired during the review period');
});

test('an admin adds an employee without an account, finds them, then gives them an account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/employees');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await page.getByRole('menuitem', { name: 'Without an account' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Employee' });
  await panel.getByRole('textbox', { name: 'First Name' }).fill('Hedy');
  await panel.getByRole('textbox', { name: 'Last Name' }).fill('Zanzibarova');
  await panel.getByRole('textbox', { name: 'Work Email' }).fill('hedy.zanzibarova@acme.example');
  await panel.getByRole('textbox', { name: 'Position' }).fill('Radio Engineer');
  await panel.getByLabel('Hire Date').fill('2026-02-02');
  await panel.getByRole('textbox', { name: 'Current Salary' }).fill('88,000');
  await panel.getByRole('button', { name: 'Add Employee' }).click();
  await expect(panel).toBeHidden();

  const directory = page.getByRole('table', { name: 'Employees' });
  await page.getByRole('searchbox', { name: 'Search employees...' }).fill('Zanzibarova');
  const row = directory.getByRole('row').filter({ hasText: 'Hedy Zanzibarova' });
  await expect(row).toContainText('No account');
  await expect(row).toContainText('Radio Engineer');
  await expect(row).toContainText('88,000');

  await directory.getByRole('link', { name: 'Hedy Zanzibarova' }).click();
  await page.getByRole('link', { name: 'Give Account' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await expect(addUser.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Zanzibarova');
  await expect(addUser.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'hedy.zanzibarova@acme.example',
  );
  await addUser.getByLabel(/^Password/).fill('Meritly!2026');
  await addUser.getByLabel(/^Confirm Password/).fill('Meritly!2026');
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(addUser).toBeHidden();

  await page.goto('/admin/employees');
  await page.getByRole('searchbox', { name: 'Search employees...' }).fill('Zanzibarova');
  await expect(directory.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('hedy.zanzibarova@acme.example');
  await expect(row).not.toContainText('No account');
});
