import type { Sequence } from '../sequences';
import type { Dto, World } from '../world';
import { newEmployeeBody } from './employee-accounts';

/**
 * An imported amount is in the currency it says: 'SEK 620,000.00' with an empty Currency cell
 * comes in as SEK 620,000.00, never as dollars, and a Currency cell that says another currency
 * is refused on that cell, with nothing imported.
 */

async function importedSalary(w: World, lastName: string) {
  const found = await w.must('admin', 'get', '/api/employees', undefined, { search: lastName });
  const employee = (found?.data as Dto[] | undefined)?.find((e) => e.lastName === lastName);
  return employee ? await w.data('admin', `/api/employees/${employee.id}`) : null;
}

const currencyInAmount: Sequence = async (w) => {
  const named = { ...newEmployeeBody(w), salary: 'SEK 620,000.00' };
  const label =
    "a salary written 'SEK 620,000.00' with no Currency cell is imported as SEK 620,000.00";
  const imported = await w.send({
    method: 'post',
    path: '/api/imports/employees',
    token: w.tokens.admin,
    body: { fileName: 'contract.csv', rows: [named] },
  });
  const read = imported.status === 200 ? await importedSalary(w, String(named.lastName)) : null;
  const first = {
    label,
    problem:
      imported.status !== 200
        ? `the import answered ${imported.status}`
        : !read
          ? 'the directory does not list the imported employee'
          : read.currency !== 'SEK' || read.currentSalary !== 620000
            ? `the employee's salary reads ${read.currency} ${read.currentSalary}`
            : null,
  };

  const disagrees = { ...newEmployeeBody(w), salary: 'SEK 620,000.00', currency: 'USD' };
  const refused = await w.send({
    method: 'post',
    path: '/api/imports/employees',
    token: w.tokens.admin,
    body: { fileName: 'contract.csv', rows: [disagrees] },
  });
  const fields = ((refused.body as Dto)?.details ?? []).map((d: Dto) => d.field);
  const created = refused.status === 200 && (await importedSalary(w, String(disagrees.lastName)));
  return [
    first,
    {
      label:
        "'SEK 620,000.00' with a Currency cell saying USD: 400 on rows[0].currency, nothing imported",
      problem:
        refused.status !== 400
          ? `answered ${refused.status}, not 400${created ? ', and imported the row' : ''}`
          : !fields.includes('rows[0].currency')
            ? `no detail on rows[0].currency (${fields.join(', ') || 'none'})`
            : null,
    },
  ];
};

export const IMPORT_CURRENCY_CHECKS: Record<string, Sequence> = {
  importEmployees: currencyInAmount,
};
