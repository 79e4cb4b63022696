import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { Participant } from '@mocks/db/records';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';

/**
 * The merit matrix on the mock: saving and reading it (and a guideline saved before it),
 * the guardrails and flags by cell, calibration re-pricing in the participant's column, and the
 * cost preview. Each test places its participants in a column by giving them a level whose band
 * midpoint makes the compa-ratio it needs (salary 100,000 ÷ midpoint).
 */

const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === 'org_acme',
  )!;
const draftCycle = () =>
  db.reviewCycles.first(
    (c) => db.reviewStatuses.find(c.statusId)?.name === 'Draft' && c.organizationId === 'org_acme',
  )!;
const stageOfType = (type: string) =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;
const ratingMetric = () =>
  db.performanceMetrics.first(
    (m) => m.organizationId === 'org_acme' && m.name === 'Overall Rating',
  )!;
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Base Salary')!;
const guidelineUrl = (cycleId = currentCycle().id) => `/api/review-cycles/${cycleId}/guidelines`;
const stageUrl = (p: Participant, tail: string) =>
  `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${stageOfType('manager_review').id}/${tail}`;

type Cell = [min: number, mid: number, max: number, enforcement: 'soft' | 'hard'];

/** Three columns (below 0.90, 0.90–1.10, above 1.10), ratings 1 to 5. */
const MATRIX: Record<number, [Cell, Cell, Cell]> = {
  5: [
    [8, 9, 10, 'hard'],
    [5, 6.5, 8, 'hard'],
    [3, 4, 5, 'hard'],
  ],
  4: [
    [6, 7, 8, 'soft'],
    [3.5, 4.5, 5.5, 'soft'],
    [1, 2, 3, 'hard'],
  ],
  3: [
    [3, 4, 5, 'soft'],
    [2, 3, 4, 'soft'],
    [0, 1, 2, 'soft'],
  ],
  2: [
    [0, 1, 2, 'soft'],
    [0, 1, 2, 'soft'],
    [0, 0, 0, 'soft'],
  ],
  1: [
    [0, 0, 0, 'hard'],
    [0, 0, 0, 'hard'],
    [0, 0, 0, 'hard'],
  ],
};

function matrixBody(extra: Record<string, unknown> = {}) {
  return {
    positionBoundaries: [0.9, 1.1],
    ranges: Object.entries(MATRIX).flatMap(([rating, cells]) =>
      cells.map(([minPercent, midPercent, maxPercent, enforcement], column) => ({
        rating: Number(rating),
        column,
        minPercent,
        midPercent,
        maxPercent,
        enforcement,
      })),
    ),
    overBudgetPolicy: 'soft',
    reviewPeriodStart: '2025-01-01',
    reviewPeriodEnd: '2025-12-31',
    ...extra,
  };
}

/** Salary 100,000 on a level whose band midpoint is `mid` (compa-ratio 100,000 ÷ mid); no level: null. */
function placeAt(employeeId: string, mid: number | null) {
  setPayHistory(employeeId, [{ date: '2024-03-01', salary: 100_000 }]);
  if (mid === null) {
    db.employees.update(employeeId, { levelId: null, zone: null });
    return;
  }
  const { organizationId } = db.employees.find(employeeId)!;
  const level = db.levels.insert({
    organizationId,
    name: `Test level ${mid} ${employeeId}`,
    order: 99,
    jobFamily: null,
    bands: [{ zone: null, currency: 'USD', min: mid * 0.8, mid, max: mid * 1.2 }],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });
  db.employees.update(employeeId, { levelId: level.id, zone: null });
}

/** A report of the demo manager whose manager review is still a draft, hired before the period. */
function draftReport(): Participant {
  const stage = stageOfType('manager_review').id;
  return db.participants.first((p) => {
    if (p.cycleId !== currentCycle().id || p.managerId !== DEMO_MANAGER.employeeId) return false;
    const hired = db.employees.find(p.employeeId)!.hireDate;
    const instance = db.stageInstances
      .lookup('participantId', p.id)
      .find((i) => i.stageId === stage);
    return hired < '2025-01-01' && (!instance || instance.status === 'draft');
  })!;
}

async function rate(p: Participant, rating: string, token: string) {
  const { status } = await callApi('post', stageUrl(p, 'metric-responses'), {
    token,
    body: {
      entries: [
        {
          metricId: ratingMetric().id,
          value: rating,
          employeeId: p.employeeId,
          reviewCycleId: p.cycleId,
        },
      ],
      status: 'draft',
    },
  });
  expect(status).toBe(200);
}

/** A raise of `percent` on 100,000, submitted. */
const submission = (percent: number, extra: Record<string, unknown> = {}) => ({
  compensationChanges: [{ type: baseSalaryType().id, proposedValue: 100_000 + percent * 1_000 }],
  justification: 'Strong year overall.',
  status: 'pending_approval',
  ...extra,
});

async function saveMatrix(body = matrixBody()) {
  const saved = await callApi('put', guidelineUrl(), { token: await loginAs('admin'), body });
  expect(saved.status).toBe(200);
  return saved;
}

describe('saving and reading the matrix', () => {
  it('saves boundaries and cells, sorted by rating then column; absent column and midpoint get their defaults', async () => {
    const body = matrixBody();
    const saved = await saveMatrix(body);
    expect(saved.body.data.positionBoundaries).toEqual([0.9, 1.1]);
    expect(saved.body.data.ranges.slice(0, 3)).toEqual([
      { rating: 5, column: 0, minPercent: 8, midPercent: 9, maxPercent: 10, enforcement: 'hard' },
      { rating: 5, column: 1, minPercent: 5, midPercent: 6.5, maxPercent: 8, enforcement: 'hard' },
      { rating: 5, column: 2, minPercent: 3, midPercent: 4, maxPercent: 5, enforcement: 'hard' },
    ]);
    const oneColumn = await callApi('put', guidelineUrl(), {
      token: await loginAs('admin'),
      body: {
        ranges: [{ rating: 3, minPercent: 2, maxPercent: 3.5, enforcement: 'soft' }],
        overBudgetPolicy: 'soft',
        reviewPeriodStart: '2025-01-01',
        reviewPeriodEnd: '2025-12-31',
      },
    });
    expect(oneColumn.body.data).toMatchObject({
      positionBoundaries: [],
      ranges: [{ rating: 3, column: 0, minPercent: 2, midPercent: 2.75, maxPercent: 3.5 }],
    });
  });

  it('refuses a matrix that cannot be, each problem on its field', async () => {
    const admin = await loginAs('admin');
    const put = (body: Record<string, unknown>) =>
      callApi('put', guidelineUrl(), { token: admin, body });
    const base = matrixBody();
    const cell = base.ranges[4]; // rating 4, column 1: 3.5–5.5%

    const backwards = await put({ ...base, positionBoundaries: [1.1, 0.9] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('Boundaries must increase from left to right.');
    expect(backwards.body.details).toContainEqual({
      field: 'positionBoundaries.1',
      message: 'Boundaries must increase from left to right.',
    });
    const two = await put({ ...base, positionBoundaries: [1], ranges: [] });
    expect(two.body.error).toBe('A matrix has 3 to 5 columns.');
    const zero = await put({ ...base, positionBoundaries: [0, 1.1], ranges: [] });
    expect(zero.status).toBe(400);
    expect(zero.body.details[0].message).toBe('Boundaries are compa-ratios above 0 and at most 3.');
    const outside = await put({ ...base, ranges: [{ ...cell, column: 3 }] });
    expect(outside.body).toMatchObject({
      error: 'Each cell belongs to a column of the matrix.',
      details: [
        { field: 'ranges.0.column', message: 'Each cell belongs to a column of the matrix.' },
      ],
    });
    const mid = await put({ ...base, ranges: [{ ...cell, midPercent: 6 }] });
    expect(mid.body.details).toEqual([
      { field: 'ranges.0.midPercent', message: 'The midpoint must lie within the range.' },
    ]);
    const twice = await put({ ...base, ranges: [cell, { ...cell }] });
    expect(twice.body.error).toBe('Each cell appears once.');
    // Nothing of these was stored.
    expect(currentCycle().guideline?.positionBoundaries ?? []).toEqual([]);
  });

  it('reads a guideline saved before the matrix as one column (column 0, midpoint the middle)', async () => {
    const cycle = currentCycle();
    // As a snapshot or data file written before the merit matrix holds it.
    db.reviewCycles.update(cycle.id, {
      guideline: {
        ranges: [
          { rating: 4, minPercent: 3, maxPercent: 6, enforcement: 'soft' },
          { rating: 5, minPercent: 5, maxPercent: 8, enforcement: 'hard' },
        ],
        overBudgetPolicy: 'soft',
        reviewPeriodStart: '2025-01-01',
        reviewPeriodEnd: '2025-12-31',
        updatedAt: '2025-12-01T09:00:00.000Z',
      },
    });
    const read = await callApi('get', guidelineUrl(), { token: await loginAs('manager') });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      positionBoundaries: [],
      ranges: [
        { rating: 5, column: 0, minPercent: 5, midPercent: 6.5, maxPercent: 8 },
        { rating: 4, column: 0, minPercent: 3, midPercent: 4.5, maxPercent: 6 },
      ],
    });
  });
});

describe('guardrails by cell (rating 4: below 0.90 soft 6–8%, 0.90–1.10 soft 3.5–5.5%, above 1.10 hard 1–3%)', () => {
  it('refuses a raise outside the hard cell of a participant above 1.10, naming it; the same raise passes in the middle column', async () => {
    const manager = await loginAs('manager');
    await saveMatrix();
    const p = draftReport();
    placeAt(p.employeeId, 80_000); // compa-ratio 1.25
    await rate(p, '4', manager);
    const refused = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(4, { exceptionJustification: 'Market' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'An increase of 4.00% is outside the hard guideline range 1.00%–3.00% for rating 4, compa-ratio above 1.10: only an admin override can let it through.',
    );
    placeAt(p.employeeId, 100_000); // compa-ratio 1.00
    const passed = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(4),
    });
    expect(passed.status).toBe(200);
  });

  it('asks for a justification outside a soft cell below 0.90, and flags it outside the guideline', async () => {
    const manager = await loginAs('manager');
    await saveMatrix();
    const p = draftReport();
    placeAt(p.employeeId, 125_000); // compa-ratio 0.80
    await rate(p, '4', manager);
    const refused = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(4),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'exceptionJustification',
        message: 'A justification is required for a recommendation outside the guideline.',
      },
    ]);
    const passed = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(4, { exceptionJustification: 'Budget is tight this year.' }),
    });
    expect(passed.status).toBe(200);
    const rows = await callApi('get', `/api/review-cycles/${p.cycleId}/participants`, {
      token: manager,
    });
    const row = rows.body.data.find((r: { id: string }) => r.id === p.id);
    expect(row.flags).toContain('outside_guideline');
  });

  it('puts a participant without a band position in the column holding 1.00', async () => {
    const manager = await loginAs('manager');
    await saveMatrix();
    const p = draftReport();
    placeAt(p.employeeId, null);
    await rate(p, '4', manager);
    // 4% is inside 3.5–5.5% (0.90–1.10), outside both other cells.
    const passed = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(4),
    });
    expect(passed.status).toBe(200);
    const participant = await callApi(
      'get',
      `/api/review-cycles/${p.cycleId}/participants/${p.id}`,
      {
        token: manager,
      },
    );
    expect(participant.body.data.bandPosition).toBeNull();
  });

  it("tells the reviewing manager the participant's band position before the change", async () => {
    const p = draftReport();
    placeAt(p.employeeId, 125_000);
    const read = await callApi('get', `/api/review-cycles/${p.cycleId}/participants/${p.id}`, {
      token: await loginAs('manager'),
    });
    expect(read.body.data.bandPosition).toMatchObject({
      mid: 125_000,
      salary: 100_000,
      compaRatio: 0.8,
      status: 'in_range',
    });
  });
});

describe('calibration re-prices by the matrix', () => {
  it("a move changes the row; the participant's column (compa-ratio before the change) stays", async () => {
    const admin = await loginAs('admin');
    await saveMatrix();
    const cycle = currentCycle();
    const rec = db.recommendations.first(
      (r) =>
        r.cycleId === cycle.id &&
        r.status === 'pending_approval' &&
        db.employees.find(db.participants.find(r.participantId)!.employeeId)!.hireDate <
          '2025-01-01',
    )!;
    const participant = db.participants.find(rec.participantId)!;
    placeAt(participant.employeeId, 80_000); // compa-ratio 1.25: the column above 1.10
    db.recommendations.update(rec.id, {
      currentSalary: 100_000,
      proposedIncrease: 1_500,
      proposedSalary: 101_500,
    });
    const view = await callApi('get', `/api/review-cycles/${cycle.id}/calibration`, {
      token: admin,
    });
    const before = view.body.data.participants.find(
      (x: { participantId: string }) => x.participantId === participant.id,
    );
    expect(before.compaRatio).toBe(1.25);
    const rating = before.rating === 5 ? 4 : 5;
    const moved = await callApi('post', `/api/review-cycles/${cycle.id}/calibration/moves`, {
      token: admin,
      body: { participantId: participant.id, rating, reason: 'Calibrated with peers' },
    });
    expect(moved.status).toBe(200);
    // Above 1.10: rating 5's cell is 4%, rating 4's is 2%.
    const percent = rating === 5 ? 4 : 2;
    expect(moved.body.recommendationChange).toMatchObject({
      outcome: 'recalculated',
      percent,
      toIncrease: percent * 1_000,
      toSalary: 100_000 + percent * 1_000,
    });
  });
});

describe('the cost preview (POST .../guidelines/cost)', () => {
  it('prices the matrix sent over the participants, per team and against the budgets, without saving it', async () => {
    const admin = await loginAs('admin');
    const cycle = draftCycle();
    const participants = db.participants.lookup('cycleId', cycle.id);
    const teamOf = (p: Participant) => db.employees.find(p.employeeId)!.teamIds[0]!;
    const teams = [...new Set(participants.map(teamOf))].sort();
    expect(teams.length).toBeGreaterThanOrEqual(2);
    const [first] = teams;
    // The first team below 0.90, everyone else without a level (the column holding 1.00). Nobody
    // is rated yet: all are priced at the middle row, rating 3 (4% below 0.90, 3% in the middle).
    for (const p of participants) placeAt(p.employeeId, teamOf(p) === first ? 125_000 : null);
    db.reviewCycles.update(cycle.id, {
      teamBudgets: [{ teamId: first, increaseBudget: 5_000, bonusBudget: null }],
    });
    const inFirst = participants.filter((p) => teamOf(p) === first).length;
    const others = participants.length - inFirst;
    const stored = cycle.guideline;

    const response = await callApi('post', `${guidelineUrl(cycle.id)}/cost`, {
      token: admin,
      body: matrixBody({ reviewPeriodStart: '2024-01-01', reviewPeriodEnd: '2024-12-31' }),
    });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.assumedRating).toBe(3);
    expect(data.total).toMatchObject({
      participantCount: participants.length,
      pricedCount: participants.length,
      unratedCount: participants.length,
      payroll: participants.length * 100_000,
      cost: inFirst * 4_000 + others * 3_000,
      budget: 80_000,
      remaining: 80_000 - (inFirst * 4_000 + others * 3_000),
      overBudget: false,
    });
    const line = data.teams.find((t: { teamId: string }) => t.teamId === first);
    expect(line).toMatchObject({
      cost: inFirst * 4_000,
      budget: 5_000,
      remaining: 5_000 - inFirst * 4_000,
      overBudget: inFirst * 4_000 > 5_000,
    });
    expect(data.teams.filter((t: { budget: number | null }) => t.budget === null)).toHaveLength(
      teams.length - 1,
    );
    expect(draftCycle().guideline).toEqual(stored);
  });

  it('is for admins only, and refuses a matrix that could not be saved', async () => {
    const url = `${guidelineUrl(draftCycle().id)}/cost`;
    for (const who of ['manager', 'employee'] as const) {
      const refused = await callApi('post', url, { token: await loginAs(who), body: matrixBody() });
      expect(refused.status).toBe(403);
    }
    const bad = await callApi('post', url, {
      token: await loginAs('admin'),
      body: matrixBody({ positionBoundaries: [1.1, 0.9] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Boundaries must increase from left to right.');
  });
});
