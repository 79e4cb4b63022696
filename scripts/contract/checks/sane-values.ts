import type { Sequence, SequenceCheck } from '../sequences';
import { newEmployeeBody } from './employee-accounts';
import type { Dto, World } from '../world';

/**
 * Values no one means: a rating scale outside 0 to 100 (0 to 1,000,000,000,000, -1 to 5) and a
 * hire date before 1900-01-01 or more than a year ahead answer 400 on their field and store
 * nothing; 0 to 100 is accepted; a metric created without an order lists after the others.
 */

const METRICS = '/api/performance-metrics';

function refusedOn(response: { status: number; body: unknown }, field: string): string | null {
  if (response.status !== 400) return `answered ${response.status}, not 400`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  return details.some((d) => d?.field === field)
    ? null
    : `the 400 has no ${field} detail (${JSON.stringify(details)})`;
}

async function createMetric(w: World, body: Dto) {
  const response = await w.send({ method: 'post', path: METRICS, token: w.tokens.admin, body });
  const id = (response.body as Dto)?.data?.id;
  if (response.status < 300 && typeof id === 'string') w.track(`${METRICS}/${id}`, 'metric');
  return response;
}

const metricValues: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  for (const [label, range, field] of [
    ['a rating scale of 0 to 1,000,000,000,000', { minValue: 0, maxValue: 1e12 }, 'maxValue'],
    ['a rating scale of -1 to 5', { minValue: -1, maxValue: 5 }, 'minValue'],
  ] as const) {
    const body = { ...w.metricBody(), ...range };
    const response = await createMetric(w, body);
    const listed: Dto[] = await w.data('admin', METRICS);
    checks.push({
      label: `${label} answers 400 on ${field} and is not created`,
      problem:
        refusedOn(response, field) ??
        (listed.some((m) => m.name === body.name) ? 'the metric was created anyway' : null),
    });
  }
  const widest = await createMetric(w, { ...w.metricBody(), minValue: 0, maxValue: 100 });
  checks.push({
    label: 'a rating scale of 0 to 100 is created',
    problem: widest.status === 201 ? null : `answered ${widest.status}, not 201`,
  });

  const { order: _omitted, ...unordered } = w.metricBody();
  const created = await createMetric(w, unordered);
  const order = (created.body as Dto)?.data?.order;
  const others: Dto[] = (await w.data('admin', METRICS)).filter(
    (m: Dto) => m.id !== (created.body as Dto)?.data?.id,
  );
  const highest = Math.max(...others.map((m) => Number(m.order)));
  checks.push({
    label: 'a metric created without an order gets one past the highest, so it lists last',
    problem:
      created.status !== 201
        ? `answered ${created.status}, not 201`
        : order === highest + 1
          ? null
          : `its order is ${order}; the others' highest is ${highest}`,
    category: 'state',
  });
  return checks;
};

/** A day `years` years from the caller's today (YYYY-MM-DD). */
function yearsFromToday(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

const BAD_HIRE_DATES = [
  ['1800-01-01', 'before 1900-01-01'],
  [yearsFromToday(2), 'two years ahead'],
] as const;

const hireDateOnCreate: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  for (const [hireDate, what] of BAD_HIRE_DATES) {
    const body = { ...newEmployeeBody(w), hireDate };
    const response = await w.send({
      method: 'post',
      path: '/api/employees',
      token: w.tokens.admin,
      body,
    });
    const found = await w.data('admin', '/api/employees', { search: body.lastName });
    checks.push({
      label: `a new employee hired ${what} answers 400 on hireDate and is not created`,
      problem:
        refusedOn(response, 'hireDate') ??
        ((found as Dto[]).length > 0 ? 'the employee was created anyway' : null),
    });
  }
  return checks;
};

const hireDateOnUpdate: Sequence = async (w) => {
  const created = await w.must('admin', 'post', '/api/employees', newEmployeeBody(w));
  const id = String(created?.data?.id);
  const checks: SequenceCheck[] = [];
  for (const [hireDate, what] of BAD_HIRE_DATES) {
    const response = await w.send({
      method: 'put',
      path: `/api/employees/${id}`,
      token: w.tokens.admin,
      body: { firstName: created.data.firstName, lastName: created.data.lastName, hireDate },
    });
    const after = await w.data('admin', `/api/employees/${id}`);
    checks.push({
      label: `a hire date ${what} answers 400 on hireDate and changes nothing`,
      problem:
        refusedOn(response, 'hireDate') ??
        (after?.hireDate !== created.data.hireDate
          ? `the hire date changed to ${after?.hireDate}`
          : null),
    });
  }
  return checks;
};

export const SANE_VALUE_CHECKS: Record<string, Sequence> = {
  createPerformanceMetric: metricValues,
  createEmployee: hireDateOnCreate,
  updateEmployee: hireDateOnUpdate,
};
