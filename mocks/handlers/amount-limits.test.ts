import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { Participant } from '@mocks/db/records';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { setPayHistory } from '@mocks/test/pay-history';

/**
 * Sane amounts: money beyond the contract's limits is a 400 naming the field (never
 * stored, never null), and a raise above 50% of the salary that no guideline covers needs an admin
 * override with a justification.
 */

const LARGE_CHANGE_409 = (percent: string) =>
  `An increase of ${percent} is more than 50% of the current salary and no guideline covers it: only an admin override with a justification can let it through.`;

const currentCycle = () =>
  db.reviewCycles.first(
    (c) =>
      db.reviewStatuses.find(c.statusId)?.name === 'In Progress' && c.organizationId === 'org_acme',
  )!;
const managerStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'manager_review')!;
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Base Salary')!;
const compensationUrl = (p: Participant) =>
  `/api/review-cycles/${p.cycleId}/participants/${p.id}/stages/${managerStage().id}/compensation-data`;

/** A report of the demo manager whose manager review is still a draft, on a salary of 80,000. */
function draftReport(): Participant {
  const stage = managerStage().id;
  const report = db.participants.first((p) => {
    if (p.cycleId !== currentCycle().id || p.managerId !== DEMO_MANAGER.employeeId) return false;
    const instance = db.stageInstances
      .lookup('participantId', p.id)
      .find((i) => i.stageId === stage);
    return !instance || instance.status === 'draft';
  })!;
  setPayHistory(report.employeeId, [{ date: '2026-03-01', salary: 80_000 }]);
  return report;
}

const body = (_p: Participant, proposedValue: number, extra: Record<string, unknown> = {}) => ({
  compensationChanges: [{ type: baseSalaryType().id, proposedValue }],
  justification: 'Strong year overall.',
  status: 'pending_approval',
  ...extra,
});

async function withoutGuideline() {
  const cycle = currentCycle();
  const { status } = await callApi('put', `/api/review-cycles/${cycle.id}/guidelines`, {
    token: await loginAs('admin'),
    body: {
      ranges: [],
      overBudgetPolicy: 'soft',
      reviewPeriodStart: cycle.guideline!.reviewPeriodStart,
      reviewPeriodEnd: cycle.guideline!.reviewPeriodEnd,
    },
  });
  expect(status).toBe(200);
}

describe('money limits: a 400 naming the field, nothing stored', () => {
  it('a proposed value of 1e308 or $1,000,000,000,000 on the compensation form', async () => {
    const manager = await loginAs('manager');
    const p = draftReport();
    const before = db.compensationData.count();
    for (const value of [1e308, 1_000_000_000_000, 1_000_000_000.01]) {
      const refused = await callApi('post', compensationUrl(p), {
        token: manager,
        body: body(p, value, { status: 'draft' }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toContainEqual({
        field: 'compensationChanges[0].proposedValue',
        message: 'Must be at most 1,000,000,000',
      });
    }
    expect(db.compensationData.count()).toBe(before);
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);
  });

  it('a number JSON cannot hold (1e309 parses as Infinity) is refused, not stored as null', async () => {
    const manager = await loginAs('manager');
    const p = draftReport();
    const text = JSON.stringify(body(p, 7, { status: 'draft' })).replace(
      '"proposedValue":7',
      '"proposedValue":1e309',
    );
    const refused = await callApi('post', compensationUrl(p), { token: manager, body: text });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe('compensationChanges[0].proposedValue');
    const negative = await callApi('post', compensationUrl(p), {
      token: manager,
      body: text.replace('1e309', '-1e309'),
    });
    expect(negative.status).toBe(400);
    expect(negative.body.details[0].field).toBe('compensationChanges[0].proposedValue');
  });

  it('a change of more than 10,000% of the current salary is refused on its field', async () => {
    const manager = await loginAs('manager');
    const p = draftReport();
    const refused = await callApi('post', compensationUrl(p), {
      token: manager,
      // 80,000 × 102: a change of 8,080,000, 10,100% of the salary.
      body: body(p, 8_160_000, { status: 'draft' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'compensationChanges[0].proposedValue',
        message: 'A change cannot exceed 10,000% of the current value',
      },
    ]);
  });

  it('cycle budgets above 1,000,000,000,000', async () => {
    const admin = await loginAs('admin');
    const cycle = currentCycle();
    const before = { ...cycle };
    const { status, body: answer } = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token: admin,
      body: {
        name: cycle.name,
        type: cycle.typeId,
        startDate: cycle.startDate.slice(0, 10),
        endDate: cycle.endDate.slice(0, 10),
        scope: cycle.scope,
        totalBudget: 1e308,
        increaseBudget: null,
        bonusBudget: null,
        teamBudgets: [{ teamId: cycle.teamBudgets[0]?.teamId ?? 'team_x', increaseBudget: 1e13 }],
      },
    });
    expect(status).toBe(400);
    expect(answer.details).toEqual(
      expect.arrayContaining([
        { field: 'totalBudget', message: 'Must be at most 1,000,000,000,000' },
        { field: 'teamBudgets[0].increaseBudget', message: 'Must be at most 1,000,000,000,000' },
      ]),
    );
    expect(currentCycle().totalBudget).toBe(before.totalBudget);
  });

  it('an admin edit of 1e308', async () => {
    const admin = await loginAs('admin');
    const rec = db.recommendations.first(
      (r) => r.cycleId === currentCycle().id && r.status === 'pending_approval',
    )!;
    const { status, body: answer } = await callApi(
      'patch',
      `/api/review-cycles/${rec.cycleId}/participants/${rec.participantId}/recommendations/${rec.id}`,
      {
        token: admin,
        body: { proposedIncrease: 1e308, proposedSalary: 1e308, notes: 'Typo in the amount.' },
      },
    );
    expect(status).toBe(400);
    expect(answer.details).toContainEqual({
      field: 'proposedIncrease',
      message: 'Must be at most 1,000,000,000',
    });
    expect(db.recommendations.find(rec.id)!.proposedIncrease).toBe(rec.proposedIncrease);
  });

  it('imported salaries and amounts above 1,000,000,000 (or too long to be a number)', async () => {
    const admin = await loginAs('admin');
    const histories = db.compensationHistories.count();
    const type = baseSalaryType();
    const { status, body: answer } = await callApi('post', '/api/imports/compensation', {
      token: admin,
      body: {
        fileName: 'comp.csv',
        rows: [
          {
            email: DEMO_EMPLOYEE.email,
            effectiveDate: '2026-12-01',
            type: type.name,
            amount: '1'.repeat(400),
          },
          {
            email: DEMO_EMPLOYEE.email,
            effectiveDate: '2026-12-01',
            type: type.name,
            amount: '1000000000.01',
          },
        ],
      },
    });
    expect(status).toBe(400);
    expect(answer.details).toEqual([
      { field: 'rows[0].amount', message: 'Must be at most 1,000,000,000' },
      { field: 'rows[1].amount', message: 'Must be at most 1,000,000,000' },
    ]);
    expect(db.compensationHistories.count()).toBe(histories);
  });
});

describe('the large-change rule: above 50% with no guideline covering it needs an admin override', () => {
  it('a manager’s 80% raise is a 409 saying why; the manager cannot override; an admin can, with a justification', async () => {
    await withoutGuideline();
    const manager = await loginAs('manager');
    const admin = await loginAs('admin');
    const p = draftReport();
    // 80,000 raised by 64,000: 80% of it, under the sanity limit of 100%.
    const raised = 144_000;

    const refused = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, raised, { exceptionJustification: 'Retention.' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(LARGE_CHANGE_409('80.00%'));
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);

    const selfOverride = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, raised, { exceptionJustification: 'Retention.', adminOverride: true }),
    });
    expect(selfOverride.status).toBe(403);

    const noReason = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, raised, { adminOverride: true }),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].field).toBe('exceptionJustification');

    const overridden = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, raised, { adminOverride: true, exceptionJustification: 'Promotion to VP.' }),
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.data).toMatchObject({ status: 'pending_approval', adminOverride: true });

    // The participants table flags it, so nobody approves it in bulk without seeing it.
    const rows = await callApi('get', `/api/review-cycles/${p.cycleId}/participants`, {
      token: admin,
    });
    const row = rows.body.data.find((r: { id: string }) => r.id === p.id);
    expect(row.flags).toContain('large_change');
  });

  it('50% exactly is not a large change: it goes through without an override', async () => {
    await withoutGuideline();
    const manager = await loginAs('manager');
    const p = draftReport();
    const half = await callApi('post', compensationUrl(p), {
      token: manager,
      // 80,000 + 40,000. It is over the team pool, a soft breach: a justification is enough.
      body: body(p, 120_000, {
        exceptionJustification: 'Moving to a new role.',
      }),
    });
    expect(half.status).toBe(200);
    expect(half.body.data.adminOverride).toBe(false);
  });
});

describe('the sanity limit: a raise above 100% of the salary needs an admin override with a justification', () => {
  // A raise of $5,000,000 on a salary of $160,000: 3,125% of it.
  const PAST_LIMIT =
    'A raise of 3,125.00% is more than 100% of the current salary: only an admin override with a justification can accept it.';
  const typo = 5_160_000;
  const onSalary = () => {
    const p = draftReport();
    setPayHistory(p.employeeId, [{ date: '2026-03-01', salary: 160_000 }]);
    return p;
  };

  it('a manager gets a 400 on the salary row, for a draft and a submission, with any justification', async () => {
    const manager = await loginAs('manager');
    const p = onSalary();
    const saved = db.compensationData.lookup('participantId', p.id);
    for (const status of ['draft', 'pending_approval']) {
      const refused = await callApi('post', compensationUrl(p), {
        token: manager,
        body: body(p, typo, { status, exceptionJustification: 'Great year.' }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([
        { field: 'compensationChanges[0].proposedValue', message: PAST_LIMIT },
      ]);
    }
    // Ticking the override does not make a manager an admin.
    const selfOverride = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, typo, { adminOverride: true, exceptionJustification: 'Great year.' }),
    });
    expect(selfOverride.status).toBe(400);
    expect(selfOverride.body.details[0].message).toBe(PAST_LIMIT);
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);
    expect(db.compensationData.lookup('participantId', p.id)).toEqual(saved);
  });

  it('100% exactly is within it', async () => {
    await withoutGuideline();
    const p = onSalary();
    const doubled = await callApi('post', compensationUrl(p), {
      token: await loginAs('manager'),
      body: body(p, 320_000, { status: 'draft' }),
    });
    expect(doubled.status).toBe(200);
  });

  it('an admin needs the override, then its justification; the override is audited', async () => {
    const admin = await loginAs('admin');
    const p = onSalary();
    const plain = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, typo, { exceptionJustification: 'Approved by the CEO.' }),
    });
    expect(plain.status).toBe(400);
    expect(plain.body.details[0]).toEqual({
      field: 'compensationChanges[0].proposedValue',
      message: PAST_LIMIT,
    });
    const bare = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, typo, { adminOverride: true }),
    });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([
      { field: 'exceptionJustification', message: 'An admin override needs a justification.' },
    ]);
    const overridden = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, typo, {
        adminOverride: true,
        exceptionJustification: 'Founder equity swap, approved by the board.',
      }),
    });
    expect(overridden.status).toBe(200);
    const entry = db.auditEntries
      .where((e) => e.entityType === 'compensation' && e.employeeId === p.employeeId)
      .at(-1);
    expect(entry?.summary).toMatch(/submitted with an admin override in /);
    expect(entry?.after).toMatchObject({
      'Admin override': 'Founder equity swap, approved by the board.',
    });
  });
});

describe('pay cuts: never a salary of 0, past 50% only by an admin override, always a reason', () => {
  const PAST_CUT = (percent: string) =>
    `A decrease of ${percent} is more than 50% of the current salary: only an admin override with a justification can let it through.`;
  const CUT_REASON = {
    field: 'exceptionJustification',
    message: 'A pay decrease needs a justification.',
  };
  const ZERO = {
    field: 'compensationChanges[0].proposedValue',
    message: 'A salary must be greater than 0.',
  };

  it('a salary of 0 is a 400 on the row for a draft and a submission, admin override or not', async () => {
    const p = draftReport();
    const reason = { exceptionJustification: 'Leaving the company.' };
    for (const [who, extra] of [
      ['manager', reason],
      ['admin', { ...reason, adminOverride: true }],
    ] as const) {
      for (const status of ['draft', 'pending_approval']) {
        const refused = await callApi('post', compensationUrl(p), {
          token: await loginAs(who),
          body: body(p, 0, { status, ...extra }),
        });
        expect(refused.status).toBe(400);
        expect(refused.body.details).toContainEqual(ZERO);
      }
    }
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);
  });

  it('a cut of 50.01% is refused on the row, draft or submit; 50% exactly goes through with a reason', async () => {
    await withoutGuideline();
    const manager = await loginAs('manager');
    const p = draftReport();
    // 80,000 cut by 40,008: 50.01% of it.
    for (const status of ['draft', 'pending_approval']) {
      const refused = await callApi('post', compensationUrl(p), {
        token: manager,
        body: body(p, 39_992, {
          status,
          exceptionJustification: 'Part time.',
          adminOverride: true,
        }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([
        { field: 'compensationChanges[0].proposedValue', message: PAST_CUT('50.01%') },
      ]);
    }
    const half = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, 40_000, { exceptionJustification: 'Moved to part time.' }),
    });
    expect(half.status).toBe(200);
  });

  it('an admin overrides a cut past 50% only with a justification, and it is flagged large_change', async () => {
    await withoutGuideline();
    const admin = await loginAs('admin');
    const p = draftReport();
    const plain = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, 32_000, { exceptionJustification: 'Two days a week.' }),
    });
    expect(plain.status).toBe(400);
    expect(plain.body.details[0]).toEqual({
      field: 'compensationChanges[0].proposedValue',
      message: PAST_CUT('60.00%'),
    });
    const bare = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, 32_000, { adminOverride: true }),
    });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toContainEqual({
      field: 'exceptionJustification',
      message: 'An admin override needs a justification.',
    });
    const overridden = await callApi('post', compensationUrl(p), {
      token: admin,
      body: body(p, 32_000, { adminOverride: true, exceptionJustification: 'Two days a week.' }),
    });
    expect(overridden.status).toBe(200);
    expect(db.recommendations.lookup('participantId', p.id)[0]?.proposedSalary).toBe(32_000);
    const rows = await callApi('get', `/api/review-cycles/${p.cycleId}/participants`, {
      token: admin,
    });
    expect(rows.body.data.find((r: { id: string }) => r.id === p.id).flags).toContain(
      'large_change',
    );
  });

  it('any cut needs a justification on submit, not on a draft', async () => {
    await withoutGuideline();
    const manager = await loginAs('manager');
    const p = draftReport();
    const draft = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, 79_999.99, { status: 'draft' }),
    });
    expect(draft.status).toBe(200);
    const refused = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, 79_999.99, { exceptionJustification: '  ' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([CUT_REASON]);
    expect(db.recommendations.lookup('participantId', p.id)).toHaveLength(0);
    const given = await callApi('post', compensationUrl(p), {
      token: manager,
      body: body(p, 79_999.99, { exceptionJustification: 'Back from a market premium.' }),
    });
    expect(given.status).toBe(200);
  });

  it('the admin’s edit never cuts pay: a negative amount is refused on it, nothing changes', async () => {
    const rec = db.recommendations.first(
      (r) => r.cycleId === currentCycle().id && r.status === 'pending_approval',
    )!;
    const cut = rec.currentSalary * 0.6;
    const { status, body: answer } = await callApi(
      'patch',
      `/api/review-cycles/${rec.cycleId}/participants/${rec.participantId}/recommendations/${rec.id}`,
      {
        token: await loginAs('admin'),
        body: {
          proposedIncrease: -cut,
          proposedSalary: rec.currentSalary - cut,
          notes: 'Moved to two days a week.',
        },
      },
    );
    expect(status).toBe(400);
    expect(answer.details).toContainEqual({
      field: 'proposedIncrease',
      message: 'Amount cannot be negative',
    });
    expect(db.recommendations.find(rec.id)!.proposedSalary).toBe(rec.proposedSalary);
  });

  it('a bonus of 0 is still no bonus', async () => {
    const p = draftReport();
    const bonusType = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && /bonus/i.test(t.name),
    )!;
    const saved = await callApi('post', compensationUrl(p), {
      token: await loginAs('manager'),
      body: {
        ...body(p, 80_000, { status: 'draft' }),
        compensationChanges: [
          { type: baseSalaryType().id, proposedValue: 80_000 },
          { type: bonusType.id, proposedValue: 0 },
        ],
      },
    });
    expect(saved.status).toBe(200);
  });
});

describe('a bonus row proposes the amount paid', () => {
  it('is not a change of the last bonus: no percent, and no 10,000% limit against it', async () => {
    const p = draftReport();
    const bonusType = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && t.name === 'Annual Bonus',
    )!;
    // Last paid 100, now 20,000: as a change of the last bonus that would be 19,900%.
    const saved = await callApi('post', compensationUrl(p), {
      token: await loginAs('manager'),
      body: {
        compensationChanges: [{ type: bonusType.id, currentValue: 100, proposedValue: 20_000 }],
        justification: 'Closed the year’s biggest deal.',
        status: 'draft',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.compensationChanges).toEqual([
      expect.objectContaining({ currentValue: 100, proposedValue: 20_000, percentChange: null }),
    ]);
  });
});
