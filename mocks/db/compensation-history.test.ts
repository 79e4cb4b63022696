// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';
import { salaryOf } from '@mocks/views/participant';

const RILEY = DEMO_EMPLOYEE.employeeId;
const TODAY = '2026-11-15';

let cycles: [string, string];

/**
 * What two approvals of two cycles on one day write (db/approved-pay.ts): one entry each,
 * effective that day, stamped by the same frozen clock. Their ids are random: each case runs with
 * the later entry's id above and below the earlier one's, so an order by id fails one of them.
 */
function approvedToday(id: string, cycleId: string, salary: number): void {
  const { organizationId } = db.employees.find(RILEY)!;
  const baseSalary = db.compensationTypes.first(
    (t) => t.organizationId === organizationId && t.name === 'Base Salary',
  )!;
  db.compensationHistories.insert({
    id,
    organizationId,
    employeeId: RILEY,
    effectiveDate: TODAY,
    changeType: 'annual',
    changeReason: 'Review cycle: approved recommendation',
    cycleId,
    createdAt: TEST_NOW.toISOString(),
  });
  db.compensationComponents.insert({
    historyId: id,
    typeId: baseSalary.id,
    amount: salary,
    currency: 'USD',
  });
}

async function employeeRead() {
  const token = await loginAs('admin');
  const employee = await callApi('get', `/api/employees/${RILEY}`, { token });
  const history = await callApi('get', `/api/employees/${RILEY}/compensation-history`, { token });
  return { employee: employee.body.data, history: history.body.data };
}

describe.each([
  ['chist_same_day_1', 'chist_same_day_2'],
  ['chist_same_day_2', 'chist_same_day_1'],
])('two salary entries effective the same day (%s, then %s)', (first, second) => {
  beforeEach(() => {
    const acme = db.reviewCycles.lookup('organizationId', db.employees.find(RILEY)!.organizationId);
    cycles = [acme[0]!.id, acme[1]!.id];
    setPayHistory(RILEY, [{ date: '2025-12-10', salary: 131500 }]);
    // A 2% raise approved today, then a promotion approved today on the raised salary.
    approvedToday(first, cycles[0], 134130);
    approvedToday(second, cycles[1], 136812.6);
  });

  it('the entry recorded last is the current salary, and listed first', async () => {
    const { employee, history } = await employeeRead();
    expect(employee.currentSalary).toBe(136812.6);
    expect(history.map((h: { id: string }) => h.id).slice(0, 2)).toEqual([second, first]);
    expect(salaryOf(RILEY).amount).toBe(136812.6);
    // The salary the second cycle's recommendation was made on: the first approval's.
    expect(salaryOf(RILEY, cycles[1]).amount).toBe(134130);
  });

  it('stays the last one recorded when the earlier entry is rewritten (its cycle deleted)', async () => {
    db.compensationHistories.update(first, { cycleId: null });
    expect((await employeeRead()).employee.currentSalary).toBe(136812.6);
    expect(salaryOf(RILEY).amount).toBe(136812.6);
  });

  it('an entry stamped later wins over one recorded after it with an earlier stamp', async () => {
    db.compensationHistories.update(first, {
      createdAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
    });
    expect((await employeeRead()).employee.currentSalary).toBe(134130);
  });
});
