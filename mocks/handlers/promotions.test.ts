import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { approveEveryStep, ON_BEHALF } from '@mocks/test/on-behalf';
import { setPayHistory } from '@mocks/test/pay-history';

// Promotions. The demo ladder (mocks/seed/levels.ts): L3 Senior 85,000–102,000–119,000,
// L4 Lead 110,000–132,000–154,000 (USD, default zone). A report of the demo manager in the current
// cycle whose self review is in and manager review to do is put on L3 at 100,000.
const level = (name: string) =>
  db.levels.first((l) => l.organizationId === 'org_acme' && l.name === name)!;
const baseSalaryType = () =>
  db.compensationTypes.first((t) => t.organizationId === 'org_acme' && t.name === 'Base Salary')!;
const managerStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'manager_review')!;

function waitingReport() {
  const cycle = db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
  const stageId = managerStage().id;
  const selfStageId = db.reviewStages.first(
    (s) => s.organizationId === 'org_acme' && s.type === 'self_review',
  )!.id;
  const statusOf = (participantId: string, id: string) =>
    db.stageInstances.lookup('participantId', participantId).find((i) => i.stageId === id)?.status;
  const participant = db.participants.first(
    (p) =>
      p.cycleId === cycle.id &&
      p.managerId === DEMO_MANAGER.employeeId &&
      statusOf(p.id, selfStageId) === 'completed' &&
      statusOf(p.id, stageId) === 'not_started',
  )!;
  db.employees.update(participant.employeeId, { levelId: level('L3 Senior').id, zone: null });
  setPayHistory(participant.employeeId, [{ date: '2026-03-01', salary: 100_000 }]);
  const base = `/api/review-cycles/${participant.cycleId}/participants/${participant.id}`;
  const stage = `${base}/stages/${stageId}`;
  return {
    participant,
    base,
    url: `${stage}/compensation-data`,
    answers: `${stage}/metric-responses`,
  };
}

const metric = (name: string) =>
  db.performanceMetrics.first((m) => m.organizationId === 'org_acme' && m.name === name)!;

/** The manager review's answers, sent for approval (the compensation data then submits it). */
async function answer(report: ReturnType<typeof waitingReport>, token: string): Promise<void> {
  const { participant } = report;
  const entries = [
    ['Overall Rating', '4'],
    ['Performance Level', 'Strong'],
    ['Ready for Promotion', 'Yes'],
    ['Collaboration', 'Consistently'],
  ].map(([name, value]) => ({
    metricId: metric(name!).id,
    value,
    employeeId: participant.employeeId,
    reviewCycleId: participant.cycleId,
  }));
  const saved = await callApi('post', report.answers, {
    token,
    body: { entries, status: 'pending_approval' },
  });
  expect(saved.status).toBe(200);
}

const body = (proposedValue: number, extra: Record<string, unknown> = {}) => ({
  compensationChanges: [{ type: baseSalaryType().id, proposedValue }],
  justification: 'Leads the platform team since spring.',
  // The seeded guideline is soft: say why the raise may be outside it.
  exceptionJustification: 'Promotion raise.',
  status: 'pending_approval',
  ...extra,
});

const BELOW =
  "The new salary $105,000.00 is below the new band's minimum $110,000.00: raise it or give a justification.";

describe('saveCompensationData with a promotion', () => {
  it('refuses a new salary below the new band minimum without a justification, on its field', async () => {
    const { url, participant } = waitingReport();
    const token = await loginAs('manager');
    const refused = await callApi('post', url, {
      token,
      body: body(105_000, { newLevelId: level('L4 Lead').id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual({
      field: 'promotionJustification',
      message: BELOW,
    });
    expect(db.recommendations.lookup('participantId', participant.id)).toHaveLength(0);

    // A draft is not held to the minimum.
    const draft = await callApi('post', url, {
      token,
      body: body(105_000, { newLevelId: level('L4 Lead').id, status: 'draft' }),
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({
      newLevelId: level('L4 Lead').id,
      promotionJustification: null,
    });
  });

  it('takes it with a justification: the recommendation carries the promotion and the band after', async () => {
    const { url, base } = waitingReport();
    const token = await loginAs('manager');
    const saved = await callApi('post', url, {
      token,
      body: body(105_000, {
        newLevelId: level('L4 Lead').id,
        promotionJustification: ' Reaches the band in July. ',
      }),
    });
    expect(saved.status).toBe(200);
    const { body: read } = await callApi('get', base, { token });
    expect(read.data.recommendations[0]).toMatchObject({
      proposedSalary: 105_000,
      newLevelId: level('L4 Lead').id,
      newLevel: { id: level('L4 Lead').id, name: 'L4 Lead' },
      currentLevel: { id: level('L3 Senior').id, name: 'L3 Senior' },
      promotionJustification: 'Reaches the band in July.',
      // 105,000 / 132,000 = 0.7955; (105,000 − 110,000) / 44,000 = −0.1136.
      bandAfter: {
        levelName: 'L4 Lead',
        min: 110_000,
        compaRatio: 0.7955,
        rangePenetration: -0.1136,
        status: 'below_min',
      },
    });
  });

  it('takes a raise that reaches the minimum without a justification', async () => {
    const { url } = waitingReport();
    const saved = await callApi('post', url, {
      token: await loginAs('manager'),
      body: body(110_000, { newLevelId: level('L4 Lead').id }),
    });
    expect(saved.status).toBe(200);
  });

  it("refuses an unknown level, another organization's and the current level", async () => {
    const { url } = waitingReport();
    const token = await loginAs('manager');
    const other = db.levels.first((l) => l.organizationId !== 'org_acme')!;
    for (const [newLevelId, message] of [
      ['level_none', 'Level not found'],
      [other.id, 'Level not found'],
      [level('L3 Senior').id, 'The new level is the current level.'],
    ]) {
      const refused = await callApi('post', url, {
        token,
        body: body(112_000, { newLevelId, status: 'draft' }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toContainEqual({ field: 'newLevelId', message });
    }
  });
});

describe('approving a promotion', () => {
  it('moves the employee to the new level; undoing the approval moves them back', async () => {
    const report = waitingReport();
    const { url, base, participant } = report;
    const manager = await loginAs('manager');
    await answer(report, manager);
    const submitted = await callApi('post', url, {
      token: manager,
      body: body(115_000, { newLevelId: level('L4 Lead').id }),
    });
    expect(submitted.status).toBe(200);
    const admin = await loginAs('admin');
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    const decide = (action: 'approve' | 'undo') =>
      callApi('patch', `${base}/recommendations/${rec.id}/${action}`, {
        token: admin,
        body: ON_BEHALF,
      });
    const approved = await approveEveryStep(`${base}/recommendations/${rec.id}`, rec.id, admin);
    expect(approved.status).toBe(200);
    expect(db.recommendations.find(rec.id)?.status).toBe('approved');
    expect(db.employees.find(participant.employeeId)?.levelId).toBe(level('L4 Lead').id);
    const employee = await callApi('get', `/api/employees/${participant.employeeId}`, {
      token: admin,
    });
    expect(employee.body.data.level).toEqual({ id: level('L4 Lead').id, name: 'L4 Lead' });
    const audit = db.auditEntries.where(
      (e) => e.entityType === 'employee' && e.entityId === participant.employeeId,
    );
    expect(audit.at(-1)).toMatchObject({
      before: { level: 'L3 Senior' },
      after: { level: 'L4 Lead' },
    });
    // The recommendation still reads as a promotion from L3 once the employee is on L4.
    const { body: read } = await callApi('get', base, { token: admin });
    expect(read.data.recommendations[0].currentLevel.name).toBe('L3 Senior');

    expect((await decide('undo')).status).toBe(200);
    expect(db.employees.find(participant.employeeId)?.levelId).toBe(level('L3 Senior').id);
  });

  it("an admin's revert of the manager review undoes an approved promotion", async () => {
    const report = waitingReport();
    const { url, base, participant } = report;
    const manager = await loginAs('manager');
    await answer(report, manager);
    await callApi('post', url, {
      token: manager,
      body: body(115_000, { newLevelId: level('L4 Lead').id }),
    });
    const admin = await loginAs('admin');
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    await approveEveryStep(`${base}/recommendations/${rec.id}`, rec.id, admin);
    expect(db.employees.find(participant.employeeId)?.levelId).toBe(level('L4 Lead').id);
    const reverted = await callApi('post', url.replace('compensation-data', 'revert'), {
      token: admin,
    });
    expect(reverted.status).toBe(200);
    expect(db.employees.find(participant.employeeId)?.levelId).toBe(level('L3 Senior').id);
  });

  it('an admin edit of the level restarts the approvals and keeps the minimum rule', async () => {
    const report = waitingReport();
    const { url, base, participant } = report;
    const manager = await loginAs('manager');
    await answer(report, manager);
    const submitted = await callApi('post', url, {
      token: manager,
      body: body(115_000, { newLevelId: level('L4 Lead').id }),
    });
    expect(submitted.status).toBe(200);
    const admin = await loginAs('admin');
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    await callApi('patch', `${base}/recommendations/${rec.id}/approve`, {
      token: admin,
      body: ON_BEHALF,
    });
    const edit = (extra: Record<string, unknown>) =>
      callApi('patch', `${base}/recommendations/${rec.id}`, {
        token: admin,
        body: {
          proposedIncrease: 15_000,
          proposedSalary: 115_000,
          notes: 'Promoted to L5 instead.',
          ...extra,
        },
      });
    // L5 Principal's minimum is 140,000.
    const refused = await edit({ newLevelId: level('L5 Principal').id });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe('promotionJustification');
    const edited = await edit({
      newLevelId: level('L5 Principal').id,
      promotionJustification: 'Scope of a principal; pay follows next cycle.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.newLevel.name).toBe('L5 Principal');
    expect(
      edited.body.data.approvalSteps.every((s: { decision: unknown }) => s.decision === null),
    ).toBe(true);
    const restarted = edited.body.data.history.at(-1);
    expect(restarted).toMatchObject({
      action: 'approvals_restarted',
      before: { newLevel: { name: 'L4 Lead' } },
      after: { newLevel: { name: 'L5 Principal' } },
    });
  });
});

describe('who sees a promotion', () => {
  it('the employee reads neither the level nor the justification before approval', async () => {
    const { url, base, participant } = waitingReport();
    await callApi('post', url, {
      token: await loginAs('manager'),
      body: body(105_000, {
        newLevelId: level('L4 Lead').id,
        promotionJustification: 'Reaches the band in July.',
      }),
    });
    const user = db.users.first((u) => u.employeeId === participant.employeeId)!;
    db.users.update(user.id, { mustChangePassword: false });
    const token = await loginAs(user.email);
    const { body: read } = await callApi('get', base, { token });
    const rec = read.data.recommendations[0];
    for (const field of ['newLevelId', 'newLevel', 'bandAfter', 'promotionJustification'])
      expect(rec).not.toHaveProperty(field);
  });
});

/**
 * The cycle's merit matrix made hard and narrow: rating 4 gets 2%–4%, enforced. A promotion's raise
 * is judged against the promotion guideline instead (at least the new band's minimum, 5%–20%).
 */
async function hardMatrix(cycleId: string) {
  const cycle = db.reviewCycles.find(cycleId)!;
  const saved = await callApi('put', `/api/review-cycles/${cycleId}/guidelines`, {
    token: await loginAs('admin'),
    body: {
      ranges: [{ rating: 4, minPercent: 2, maxPercent: 4, enforcement: 'hard' }],
      overBudgetPolicy: 'soft',
      reviewPeriodStart: cycle.guideline!.reviewPeriodStart,
      reviewPeriodEnd: cycle.guideline!.reviewPeriodEnd,
    },
  });
  expect(saved.status).toBe(200);
}

const flagsOf = async (participant: { id: string; cycleId: string }) => {
  const rows = await callApi('get', `/api/review-cycles/${participant.cycleId}/participants`, {
    token: await loginAs('admin'),
  });
  return rows.body.data.find((r: { id: string }) => r.id === participant.id).flags as string[];
};

describe('a promotion is judged against its own guideline, not the merit matrix', () => {
  // From 103,325 the L4 minimum of 110,000 is a raise of 6.46%, above the hard cell's 4%.
  function atL3(report: ReturnType<typeof waitingReport>) {
    setPayHistory(report.participant.employeeId, [{ date: '2026-03-01', salary: 103_325 }]);
    return report;
  }

  it('a raise that only reaches the new band minimum (6.46%) passes the hard cap, unflagged', async () => {
    const report = atL3(waitingReport());
    await hardMatrix(report.participant.cycleId);
    const manager = await loginAs('manager');
    await answer(report, manager);
    const promoted = await callApi('post', report.url, {
      token: manager,
      body: body(110_000, { newLevelId: level('L4 Lead').id }),
    });
    expect(promoted.status).toBe(200);
    expect(await flagsOf(report.participant)).not.toContain('outside_guideline');

    // The same raise without the promotion is a merit raise: the hard cell holds.
    const merit = await callApi('post', report.url, { token: manager, body: body(110_000) });
    expect(merit.status).toBe(409);
    expect(merit.body.error).toBe(
      'An increase of 6.46% is outside the hard guideline range 2.00%–4.00% for rating 4: only an admin override can let it through.',
    );
  });

  it('approved, it is not flagged Outside guideline', async () => {
    const report = atL3(waitingReport());
    await hardMatrix(report.participant.cycleId);
    const manager = await loginAs('manager');
    await answer(report, manager);
    await callApi('post', report.url, {
      token: manager,
      body: body(110_000, { newLevelId: level('L4 Lead').id }),
    });
    const rec = db.recommendations.lookup('participantId', report.participant.id)[0]!;
    const admin = await loginAs('admin');
    await approveEveryStep(`${report.base}/recommendations/${rec.id}`, rec.id, admin);
    expect(db.recommendations.find(rec.id)?.status).toBe('approved');
    expect(await flagsOf(report.participant)).not.toContain('outside_guideline');
  });

  it('a promotion raise above 20% is outside it: a justification is needed, and it is flagged', async () => {
    const report = atL3(waitingReport());
    await hardMatrix(report.participant.cycleId);
    const manager = await loginAs('manager');
    await answer(report, manager);
    // 103,325 → 129,200: 25.04%.
    const unjustified = await callApi('post', report.url, {
      token: manager,
      body: body(129_200, { newLevelId: level('L4 Lead').id, exceptionJustification: undefined }),
    });
    expect(unjustified.status).toBe(400);
    expect(unjustified.body.details).toEqual([
      {
        field: 'exceptionJustification',
        message: 'A justification is required for a recommendation outside the guideline.',
      },
    ]);
    const justified = await callApi('post', report.url, {
      token: manager,
      body: body(129_200, { newLevelId: level('L4 Lead').id }),
    });
    expect(justified.status).toBe(200);
    expect(await flagsOf(report.participant)).toContain('outside_guideline');
  });
});

describe('an approved promotion changes level and salary together', () => {
  it('both apply on approval (its day is the effective date); undoing it takes both back', async () => {
    const report = waitingReport();
    const { url, base, participant } = report;
    const manager = await loginAs('manager');
    await answer(report, manager);
    await callApi('post', url, {
      token: manager,
      body: body(115_000, { newLevelId: level('L4 Lead').id }),
    });
    const admin = await loginAs('admin');
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    const decide = (action: 'approve' | 'undo') =>
      callApi('patch', `${base}/recommendations/${rec.id}/${action}`, {
        token: admin,
        body: ON_BEHALF,
      });
    const read = async () =>
      (await callApi('get', `/api/employees/${participant.employeeId}`, { token: admin })).body
        .data;

    // Pending: neither has changed.
    expect(await read()).toMatchObject({ currentSalary: 100_000, level: { name: 'L3 Senior' } });
    await approveEveryStep(`${base}/recommendations/${rec.id}`, rec.id, admin);
    expect(db.recommendations.find(rec.id)?.status).toBe('approved');

    // 115,000 on L4 Lead (midpoint 132,000): compa-ratio 0.8712, within the band.
    const approved = await read();
    expect(approved).toMatchObject({
      currentSalary: 115_000,
      level: { name: 'L4 Lead' },
      bandPosition: { levelName: 'L4 Lead', compaRatio: 0.8712, status: 'in_range' },
    });
    const history = await callApi(
      'get',
      `/api/employees/${participant.employeeId}/compensation-history`,
      { token: admin },
    );
    expect(history.body.data[0]).toMatchObject({
      changeType: 'promotion',
      reviewCycleId: participant.cycleId,
      components: [
        expect.objectContaining({
          type: expect.objectContaining({ name: 'Base Salary' }),
          amount: 115_000,
        }),
      ],
    });
    expect(history.body.data[0].effectiveDate.slice(0, 10)).toBe(
      db.recommendations.find(rec.id)!.updatedAt.slice(0, 10),
    );

    // The recommendation still starts from the salary before its approval.
    const { body: participantRead } = await callApi('get', base, { token: admin });
    expect(participantRead.data.recommendations[0]).toMatchObject({
      currentSalary: 100_000,
      proposedSalary: 115_000,
    });

    expect((await decide('undo')).status).toBe(200);
    expect(await read()).toMatchObject({ currentSalary: 100_000, level: { name: 'L3 Senior' } });
  });

  it('a merit raise applies its salary on approval too', async () => {
    const report = waitingReport();
    const manager = await loginAs('manager');
    await answer(report, manager);
    await callApi('post', report.url, { token: manager, body: body(103_000) });
    const admin = await loginAs('admin');
    const rec = db.recommendations.lookup('participantId', report.participant.id)[0]!;
    await approveEveryStep(`${report.base}/recommendations/${rec.id}`, rec.id, admin);
    const employee = await callApi('get', `/api/employees/${report.participant.employeeId}`, {
      token: admin,
    });
    expect(employee.body.data).toMatchObject({
      currentSalary: 103_000,
      level: { name: 'L3 Senior' },
    });
  });
});
