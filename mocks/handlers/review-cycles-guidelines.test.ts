import { describe, expect, it } from 'vitest';
import { GUIDELINE_MESSAGES } from '@/lib/guidelines';
import { db } from '@mocks/db';
import type { Participant } from '@mocks/db/records';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';
import { BULK_APPROVE_MESSAGES } from './recommendations-bulk-approve';

const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === 'org_acme',
  )!;
const stageOfType = (type: string) =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;
const metric = (name: string) =>
  db.performanceMetrics.first((m) => m.organizationId === 'org_acme' && m.name === name)!;
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Base Salary')!;
const guidelineUrl = () => `/api/review-cycles/${currentCycle().id}/guidelines`;
const stageUrl = (p: Participant, tail: string) =>
  `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${stageOfType('manager_review').id}/${tail}`;

/**
 * A report of the demo manager whose manager review is still a draft (hired before the period),
 * on a salary of 100,000.
 */
function draftReport(): Participant {
  const stage = stageOfType('manager_review').id;
  const period = currentCycle().guideline!;
  const report = db.participants.first((p) => {
    if (p.cycleId !== currentCycle().id || p.managerId !== DEMO_MANAGER.employeeId) return false;
    const hired = db.employees.find(p.employeeId)!.hireDate;
    const instance = db.stageInstances
      .lookup('participantId', p.id)
      .find((i) => i.stageId === stage);
    return hired < period.reviewPeriodStart && (!instance || instance.status === 'draft');
  })!;
  setPayHistory(report.employeeId, [{ date: '2026-03-01', salary: 100_000 }]);
  return report;
}

async function rate(p: Participant, rating: string, token: string) {
  const { status } = await callApi('post', stageUrl(p, 'metric-responses'), {
    token,
    body: {
      entries: [
        {
          metricId: metric('Overall Rating').id,
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

/** A raise of `percent` on draftReport's 100,000 (7 → 107,000). */
function submission(_p: Participant, percent: number, extra: Record<string, unknown> = {}) {
  return {
    compensationChanges: [{ type: baseSalaryType().id, proposedValue: 100_000 + percent * 1_000 }],
    justification: 'Strong year overall.',
    status: 'pending_approval',
    ...extra,
  };
}

describe('GET/PUT /api/review-cycles/{cycleId}/guidelines', () => {
  it('reads the seeded matrix (highest rating first) and lets an admin replace it', async () => {
    const admin = await loginAs('admin');
    const read = await callApi('get', guidelineUrl(), { token: await loginAs('manager') });
    expect(read.status).toBe(200);
    expect(read.body.data.ranges.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    const body = {
      ranges: [{ rating: 3, minPercent: 2, maxPercent: 4, enforcement: 'hard' }],
      overBudgetPolicy: 'hard',
      reviewPeriodStart: '2025-01-01',
      reviewPeriodEnd: '2025-12-31',
    };
    const saved = await callApi('put', guidelineUrl(), { token: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...body, cycleId: currentCycle().id });
    expect(currentCycle().guideline?.overBudgetPolicy).toBe('hard');
  });

  it('refuses an inverted range (400) and a manager (403)', async () => {
    const body = {
      ranges: [{ rating: 3, minPercent: 5, maxPercent: 4, enforcement: 'soft' }],
      overBudgetPolicy: 'soft',
      reviewPeriodStart: '2025-01-01',
      reviewPeriodEnd: '2025-12-31',
    };
    const bad = await callApi('put', guidelineUrl(), { token: await loginAs('admin'), body });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(GUIDELINE_MESSAGES.rangeOrder);
    const manager = await callApi('put', guidelineUrl(), { token: await loginAs('manager'), body });
    expect(manager.status).toBe(403);
  });

  it('refuses a review period that ends on the day it starts, or before, and keeps the guideline', async () => {
    const admin = await loginAs('admin');
    const before = currentCycle().guideline;
    const ranges = [{ rating: 3, minPercent: 2, maxPercent: 4, enforcement: 'soft' }];
    for (const reviewPeriodEnd of ['2025-01-01', '2024-12-31']) {
      const body = {
        ranges,
        overBudgetPolicy: 'soft',
        reviewPeriodStart: '2025-01-01',
        reviewPeriodEnd,
      };
      const bad = await callApi('put', guidelineUrl(), { token: admin, body });
      expect(bad.status, reviewPeriodEnd).toBe(400);
      expect(bad.body.details).toContainEqual({
        field: 'reviewPeriodEnd',
        message: GUIDELINE_MESSAGES.periodOrder,
      });
    }
    expect(currentCycle().guideline).toEqual(before);
  });
});

describe('guardrails on submit (seeded guideline: rating 4 soft 3.5–5.5%, rating 5 hard 5–8%)', () => {
  it('asks for a justification outside a soft range (400), then passes with one', async () => {
    const manager = await loginAs('manager');
    const p = draftReport();
    await rate(p, '4', manager);
    const refused = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(p, 7),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: GUIDELINE_MESSAGES.justificationRequired,
      details: [
        { field: 'exceptionJustification', message: GUIDELINE_MESSAGES.justificationRequired },
      ],
    });
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);
    const passed = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(p, 7, { exceptionJustification: 'Retention risk: competing offer.' }),
    });
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({
      status: 'pending_approval',
      exceptionJustification: 'Retention risk: competing offer.',
      adminOverride: false,
    });
  });

  it('refuses a hard breach (409) even with a justification; a manager cannot override (403); an admin override passes', async () => {
    const manager = await loginAs('manager');
    const admin = await loginAs('admin');
    const p = draftReport();
    await rate(p, '5', manager);
    const justified = { exceptionJustification: 'Exceptional year.' };
    const hard = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(p, 12, justified),
    });
    expect(hard.status).toBe(409);
    // 12,000 on 100,000, outside rating 5's hard 5–8%.
    expect(hard.body.error).toBe(
      'An increase of 12.00% is outside the hard guideline range 5.00%–8.00% for rating 5: only an admin override can let it through.',
    );
    const notAdmin = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(p, 12, { ...justified, adminOverride: true }),
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error).toBe(GUIDELINE_MESSAGES.overrideAdminOnly);
    const noReason = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: admin,
      body: submission(p, 12, { adminOverride: true }),
    });
    expect(noReason.status).toBe(400);
    const overridden = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: admin,
      body: submission(p, 12, { ...justified, adminOverride: true }),
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.data.adminOverride).toBe(true);
  });

  it('drafts are not checked', async () => {
    const manager = await loginAs('manager');
    const p = draftReport();
    await rate(p, '5', manager);
    const draft = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: { ...submission(p, 20), status: 'draft' },
    });
    expect(draft.status).toBe(200);
  });

  it('a hard over-budget policy refuses a raise past the team pool', async () => {
    const admin = await loginAs('admin');
    const manager = await loginAs('manager');
    const cycle = currentCycle();
    await callApi('put', guidelineUrl(), {
      token: admin,
      body: { ...cycle.guideline, ranges: [], overBudgetPolicy: 'hard', updatedAt: undefined },
    });
    const p = draftReport();
    const teamId = db.employees.find(p.employeeId)!.teamIds[0];
    db.reviewCycles.update(cycle.id, {
      teamBudgets: cycle.teamBudgets.map((t) =>
        t.teamId === teamId ? { ...t, increaseBudget: 0 } : t,
      ),
    });
    const refused = await callApi('post', stageUrl(p, 'compensation-data'), {
      token: manager,
      body: submission(p, 3, { exceptionJustification: 'x' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^Over the team pool by \$[\d,.]+: the cycle's budget is hard/,
    );
  });
});

describe('participant flags and bulk approve', () => {
  it('flags rows from the data and refuses flagged ones in a bulk approve; the rest are approved one by one', async () => {
    const manager = await loginAs('manager');
    const cycle = currentCycle();
    const list = await callApi('get', `/api/review-cycles/${cycle.id}/participants`, {
      token: manager,
    });
    type Row = {
      id: string;
      flags: string[];
      recommendation: {
        id: string;
        approvalSteps: Array<{ approverId: string; decision: boolean | null }>;
        history: Array<{ action: string; actorId: string }>;
      } | null;
    };
    const rows = list.body.data as Row[];
    expect(rows.some((r) => r.flags.includes('no_rating'))).toBe(true);
    const mine = rows.filter((r) =>
      r.recommendation?.approvalSteps.some(
        (s) => s.approverId === DEMO_MANAGER.employeeId && s.decision === null,
      ),
    );
    // Not one the manager submitted: they may not decide on it.
    const clean = mine.find(
      (r) =>
        r.flags.length === 0 &&
        r.recommendation?.history.filter((e) => e.action === 'submit').at(-1)?.actorId !==
          DEMO_MANAGER.employeeId,
    );
    const flagged = rows.find((r) => r.flags.length > 0 && r.recommendation);
    expect(clean).toBeDefined();
    expect(flagged).toBeDefined();
    const { status, body } = await callApi(
      'post',
      `/api/review-cycles/${cycle.id}/recommendations/bulk-approve`,
      {
        token: manager,
        body: { recommendationIds: [clean!.recommendation!.id, flagged!.recommendation!.id] },
      },
    );
    expect(status).toBe(200);
    expect(body.data.approvedCount).toBe(1);
    expect(body.data.results[0]).toEqual({
      recommendationId: clean!.recommendation!.id,
      participantId: clean!.id,
      approved: true,
      error: null,
    });
    expect(body.data.results[1].approved).toBe(false);
    expect(body.data.results[1].error).toMatch(new RegExp(`^${BULK_APPROVE_MESSAGES.flagged}`));
    const events = db.recommendationEvents.lookup('recommendationId', clean!.recommendation!.id);
    expect(events.filter((e) => e.action === 'approve')).toHaveLength(1);
  });

  it('an employee reads their own row without flags and cannot bulk approve', async () => {
    const employee = await loginAs('employee');
    const cycle = currentCycle();
    const list = await callApi('get', `/api/review-cycles/${cycle.id}/participants`, {
      token: employee,
    });
    expect(list.body.data.every((r: { flags: string[] }) => r.flags.length === 0)).toBe(true);
    const bulk = await callApi(
      'post',
      `/api/review-cycles/${cycle.id}/recommendations/bulk-approve`,
      {
        token: employee,
        body: { recommendationIds: ['rec_x'] },
      },
    );
    expect(bulk.status).toBe(403);
  });
});
