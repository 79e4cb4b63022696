import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { FixtureError, type Dto, type World } from '../world';

/**
 * Contract-suite sequences for the merit matrix, keyed by operationId, each in a cycle
 * of its own with the suite's employee:
 * - saveCycleGuideline: a matrix that cannot be is refused with the contract's message and nothing
 *   is stored; a guideline saved without the matrix fields reads back as one column (column 0,
 *   midPercent the middle, no boundaries).
 * - saveCompensationData: the guardrail reads the participant's cell, their compa-ratio column
 *   (Participant.bandPosition, the column holding 1.00 without one), not column 0: a raise inside
 *   the other columns but outside their hard cell is refused (409) naming the cell.
 * - previewGuidelineCost: the cost is salary × the cell's midpoint, and nothing is saved.
 * The boundaries are built around whatever compa-ratio the server gives the employee, so the
 * checks mean the same on a server without demo data.
 */

const is2xx = (status: number) => status >= 200 && status < 300;
const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 200)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;
const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });

export interface MatrixCycle {
  cycleId: string;
  participantId: string;
  base: string;
  salary: number;
  /** A review period the employee was hired before: nothing is prorated. */
  period: { reviewPeriodStart: string; reviewPeriodEnd: string };
  /** Boundaries that put the employee in the third column (column 2). */
  boundaries: [number, number];
}

/** A fresh cycle with the suite's employee, rated on the manager review (admins edit any stage). */
export async function matrixCycle(w: World): Promise<MatrixCycle> {
  const employeeId = w.employeeOf('employee');
  const cycleId = await w.cycle([employeeId]);
  const rows: Dto[] = await w.data('admin', `/api/review-cycles/${cycleId}/participants`);
  const participantId = rows.find((p) => p.employeeId === employeeId)?.id as string;
  if (!participantId) throw new FixtureError('The new cycle has no participant for the employee');
  const base = `/api/review-cycles/${cycleId}/participants/${participantId}`;
  const participant = await w.data('admin', base);
  const salary = Number(participant.currentSalary);
  if (!(salary > 0)) throw new FixtureError('The suite’s employee has no salary');
  // Column 2 holds compa-ratios from 0.9 × theirs up; without a band position, 1.00 is there too.
  const compa = Math.min(Number(participant.bandPosition?.compaRatio ?? 1), 1);
  const boundaries: [number, number] = [round2(compa * 0.5), round2(compa * 0.9)];
  const hired = String(participant.employee?.hireDate ?? '2000-01-01').slice(0, 10);
  const end = `${Number(hired.slice(0, 4)) + 1}${hired.slice(4)}`;

  const stages: Dto[] = await w.data('admin', '/api/review-stages');
  const metrics: Dto[] = await w.data('admin', '/api/performance-metrics');
  const selected: Dto[] = stages.find((s) => s.id === w.managerStageId)?.settings?.selectedMetrics;
  const rating = (selected ?? [])
    .map((s) => metrics.find((m) => m.id === s.id))
    // The rating is the first numeric metric answered, calibration's potential excepted.
    .find((m) => m?.scaleType === 'numeric' && !/potential/i.test(String(m.name)));
  if (!rating) throw new FixtureError('The manager review stage has no numeric metric');
  const rated = await w.send({
    method: 'post',
    path: `${base}/stages/${w.managerStageId}/metric-responses`,
    token: w.tokens.admin,
    body: {
      entries: [
        {
          metricId: rating.id,
          value: String(rating.maxValue ?? 5),
          employeeId,
          reviewCycleId: cycleId,
        },
      ],
      status: 'draft',
    },
  });
  if (!is2xx(rated.status)) throw new FixtureError('Rate the participant', rated);
  return {
    cycleId,
    participantId,
    base,
    salary,
    period: { reviewPeriodStart: hired, reviewPeriodEnd: end },
    boundaries,
  };
}

/** One row from rating 0 up (every rating reads it): 10–20% soft in columns 0 and 1, 1–2% hard in 2. */
function matrixBody(m: MatrixCycle): Dto {
  const cell = (column: number, min: number, mid: number, max: number, enforcement: string) => ({
    rating: 0,
    column,
    minPercent: min,
    midPercent: mid,
    maxPercent: max,
    enforcement,
  });
  return {
    positionBoundaries: m.boundaries,
    ranges: [cell(0, 10, 15, 20, 'soft'), cell(1, 10, 15, 20, 'soft'), cell(2, 1, 1.5, 2, 'hard')],
    overBudgetPolicy: 'soft',
    ...m.period,
  };
}

const guidelinePath = (m: MatrixCycle) => `/api/review-cycles/${m.cycleId}/guidelines`;

const save = (w: World, m: MatrixCycle, body: Dto) =>
  w.send({ method: 'put', path: guidelinePath(m), token: w.tokens.admin, body });

export const MATRIX_CHECKS: Record<string, Sequence> = {
  saveCycleGuideline: async (w) => {
    const m = await matrixCycle(w);
    const checks: SequenceCheck[] = [];
    const valid = matrixBody(m);
    const ranges = valid.ranges as Dto[];
    const refusals: [string, Dto, string][] = [
      [
        'boundaries out of order',
        { positionBoundaries: [m.boundaries[1], m.boundaries[0]] },
        'Boundaries must increase from left to right.',
      ],
      ['two columns', { positionBoundaries: [1], ranges: [] }, 'A matrix has 3 to 5 columns.'],
      [
        'a cell past the last column',
        { ranges: [{ ...ranges[0], column: 3 }] },
        'Each cell belongs to a column of the matrix.',
      ],
      [
        'a midpoint outside its range',
        { ranges: [{ ...ranges[0], midPercent: 25 }] },
        'The midpoint must lie within the range.',
      ],
      ['a cell twice', { ranges: [ranges[0], ranges[0]] }, 'Each cell appears once.'],
    ];
    for (const [what, extra, message] of refusals) {
      const response = await save(w, m, { ...valid, ...extra });
      const error = String((response.body as Dto)?.error ?? '');
      const problem =
        response.status !== 400
          ? `answered ${said(response)}, not 400`
          : error !== message
            ? `the 400 says '${error}', not '${message}'`
            : null;
      checks.push(check(`a matrix with ${what} is refused: '${message}'`, problem));
    }
    const stored = await w.data('admin', guidelinePath(m));
    checks.push(
      check(
        'a refused matrix stores nothing',
        (stored.ranges ?? []).length === 0
          ? null
          : `the cycle's guideline has ${stored.ranges.length} ranges after five refusals`,
      ),
    );

    // As a client written before the matrix saves one: no boundaries, no columns, no midpoints.
    const legacy = await save(w, m, {
      ranges: [{ rating: 3, minPercent: 2, maxPercent: 5, enforcement: 'soft' }],
      overBudgetPolicy: 'soft',
      ...m.period,
    });
    const read = await w.data('admin', guidelinePath(m));
    const cell = (read.ranges ?? [])[0];
    let problem: string | null = is2xx(legacy.status) ? null : `the save answered ${said(legacy)}`;
    if (!problem && JSON.stringify(read.positionBoundaries) !== '[]')
      problem = `positionBoundaries reads ${JSON.stringify(read.positionBoundaries)}, not []`;
    if (!problem && (cell?.column !== 0 || cell?.midPercent !== 3.5))
      problem = `the range reads column ${cell?.column}, midPercent ${cell?.midPercent}; expected 0 and 3.5 (the middle of 2–5)`;
    checks.push(check('a guideline saved without the matrix reads back as one column', problem));
    return checks;
  },

  saveCompensationData: async (w) => {
    const m = await matrixCycle(w);
    const saved = await save(w, m, matrixBody(m));
    if (!is2xx(saved.status)) throw new FixtureError('Save the matrix', saved);
    const submit = (percent: number, extra: Dto = {}) =>
      w.send({
        method: 'post',
        path: `${m.base}/stages/${w.managerStageId}/compensation-data`,
        token: w.tokens.admin,
        body: {
          compensationChanges: [
            { type: w.salaryTypeId, proposedValue: round2(m.salary * (1 + percent / 100)) },
          ],
          justification: 'Contract suite: the merit matrix',
          exceptionJustification: 'Contract suite: the cell is hard',
          status: 'pending_approval',
          ...extra,
        },
      });
    const cell = `for rating 0, compa-ratio above ${m.boundaries[1].toFixed(2)}`;
    const refused = await submit(15);
    const error = String((refused.body as Dto)?.error ?? '');
    let problem: string | null = null;
    if (is2xx(refused.status))
      problem = `15% was accepted: the guardrail read another column than the participant's (above ${m.boundaries[1]}, hard 1–2%)`;
    else if (refused.status !== 409) problem = `answered ${said(refused)}, not 409`;
    else if (!error.includes(cell) || !error.includes('1.00%–2.00%'))
      problem = `the 409 does not name the cell ('1.00%–2.00% ${cell}'): ${error}`;
    const checks = [
      check(
        "a raise outside the hard cell of the participant's compa-ratio column is refused (409), the cell named",
        problem,
      ),
    ];
    const inside = await submit(1.5, { exceptionJustification: '' });
    checks.push(
      check(
        'a raise inside that cell passes without a justification',
        is2xx(inside.status) ? null : `1.5% answered ${said(inside)}`,
      ),
    );
    return checks;
  },

  previewGuidelineCost: async (w) => {
    const m = await matrixCycle(w);
    const response = await w.send({
      method: 'post',
      path: `${guidelinePath(m)}/cost`,
      token: w.tokens.admin,
      body: matrixBody(m),
    });
    const total: Dto = (response.body as Dto)?.data?.total;
    // The employee is in column 2, midpoint 1.5%.
    const expected = round2((m.salary * 1.5) / 100);
    let problem: string | null = is2xx(response.status) ? null : `answered ${said(response)}`;
    if (!problem && (total?.cost !== expected || total?.pricedCount !== 1))
      problem = `total cost ${total?.cost} for ${total?.pricedCount} priced; expected ${expected} (1.5% of ${m.salary}) for 1`;
    const stored = await w.data('admin', guidelinePath(m));
    if (!problem && (stored.ranges ?? []).length > 0) problem = 'the priced matrix was saved';
    return [
      check("the cost is the salary × the participant's cell midpoint, nothing saved", problem),
    ];
  },
};
