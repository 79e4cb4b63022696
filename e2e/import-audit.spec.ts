import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { openInApp, signIn } from './journey-helpers';

const HEADER =
  'Employee ID,First Name,Last Name,Work Email,Job Title,Department,Team,Hire Date,Reports To,Annual Salary';
const ADA =
  ',Ada,Lovelace,ada.lovelace@atlas-import.example,Analyst,Research,Atlas Import Team,2024-02-01,,98000';

function csv(grace: string) {
  return {
    name: 'atlas-hr.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${ADA}\n${grace}\n`),
  };
}

test('an admin imports a CSV: a bad row stops everything, the fixed file imports, the audit trail has it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/utilities/import');
  const fileInput = page.getByLabel('Choose CSV File');

  await fileInput.setInputFiles(
    csv(
      ',Grace,Hopper,grace.hopper-at-atlas,Engineer,Research,Atlas Import Team,2024-03-01,ada.lovelace@atlas-import.example,',
    ),
  );
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(page.getByText('The file has errors in 1 row; nothing was imported')).toBeVisible();
  await expect(errors.getByRole('row', { name: /3 Work Email Invalid email/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 2 Rows' })).toBeDisabled();

  await openInApp(page, '/admin/teams');
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByText('Atlas Import Team')).toHaveCount(0);

  await openInApp(page, '/admin/utilities/import');
  await page
    .getByLabel('Choose CSV File')
    .setInputFiles(
      csv(
        ',Grace,Hopper,grace.hopper@atlas-import.example,Engineer,Research,Atlas Import Team,2024-03-01,ada.lovelace@atlas-import.example,',
      ),
    );
  await expect(page.getByText(/Every row is valid: 2 new/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 Rows' }).click();
  await expect(page.getByText('Imported 2 rows: 2 created, 0 updated.')).toBeVisible();

  await page.goto('/admin/teams');
  await page.getByText('Atlas Import Team').click();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await expect(page.getByText('Grace Hopper').first()).toBeVisible();

  await openInApp(page, '/admin/audit');
  await page.getByRole('combobox', { name: /^Record type/ }).click();
  await page.getByRole('option', { name: 'Import' }).click();
  const audit = page.getByRole('table', { name: 'Audit trail' });
  await expect(
    audit.getByText(/Imported employees from atlas-hr\.csv \(2 rows: 2 created/),
  ).toBeVisible();

  // Each employee the import created has an entry of their own, with the file as the reason.
  await page.getByRole('combobox', { name: /^Record type/ }).click();
  await page.getByRole('option', { name: 'Employee' }).click();
  await expect(audit.getByText('Ada Lovelace created by the import of atlas-hr.csv')).toBeVisible();
  await expect(audit.getByText('Grace Hopper created by the import of atlas-hr.csv')).toBeVisible();
  await expect(audit.getByText('Imported from atlas-hr.csv').first()).toBeVisible();
});
