import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ON_BEHALF } from '@mocks/test/on-behalf';
import { cycleFlags } from '@mocks/views/guideline';

// The contract's texts (openapi.yaml, approveRecommendation and editRecommendation).
const needsOverride = (name: string) =>
  `This step is assigned to ${name}: deciding it for them needs an override with a justification.`;
const NO_JUSTIFICATION = 'A justification is required to decide on behalf of another approver.';
const TWO_STEPS =
  'You have already decided another step of this recommendation: someone else must decide this one';
const ABOUT_SELF = 'You cannot change a recommendation about yourself';

const steps = (r: Recommendation) =>
  db.approvalSteps.lookup('recommendationId', r.id).sort((a, b) => a.order - b.order);
const submitter = (r: Recommendation) =>
  db.recommendationEvents
    .lookup('recommendationId', r.id)
    .filter((e) => e.action === 'submit')
    .at(-1)?.actorUserId;
const nameOf = (employeeId: string) => {
  const e = db.employees.find(employeeId)!;
  return `${e.firstName} ${e.lastName}`;
};
const url = (r: Recommendation, action = '') =>
  `/api/review-cycles/${r.cycleId}/participants/${r.participantId}/recommendations/${r.id}${action}`;

/**
 * An unflagged pending recommendation of the current cycle that the admin neither submitted nor is
 * the subject of, whose first step is someone else's, with two more undecided steps after it.
 */
function othersChain(): Recommendation {
  const cycle = db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
  const flags = cycleFlags(cycle);
  const r = db.recommendations.first(
    (x) =>
      x.cycleId === cycle.id &&
      x.status === 'pending_approval' &&
      submitter(x) !== DEMO_ADMIN.userId &&
      db.participants.find(x.participantId)?.employeeId !== DEMO_ADMIN.employeeId &&
      flags.of(x.participantId).length === 0 &&
      steps(x).every((s) => s.decision === null),
  )!;
  db.approvalSteps.removeWhere((s) => s.recommendationId === r.id);
  const subject = db.participants.find(r.participantId)!.employeeId;
  const others = db.employees
    .where(
      (e) => e.organizationId === 'org_acme' && e.id !== subject && e.id !== DEMO_ADMIN.employeeId,
    )
    .slice(0, 3);
  others.forEach((e, i) =>
    db.approvalSteps.insert({
      recommendationId: r.id,
      approverEmployeeId: e.id,
      order: i + 1,
      decision: null,
      reason: null,
      comments: null,
      decidedAt: null,
    }),
  );
  return r;
}

const approve = async (r: Recommendation, body: object) =>
  callApi('patch', url(r, '/approve'), { token: await loginAs('admin'), body });

describe("an admin deciding another approver's step", () => {
  it('is refused without the override, naming whose step it is, and nothing changes', async () => {
    const r = othersChain();
    const first = steps(r)[0]!;
    for (const body of [{}, { onBehalf: false, onBehalfJustification: 'On leave' }]) {
      const { status, body: answer } = await approve(r, body);
      expect(status).toBe(403);
      expect(answer.error).toBe(needsOverride(nameOf(first.approverEmployeeId)));
    }
    const rejected = await callApi('patch', url(r, '/reject'), {
      token: await loginAs('admin'),
      body: { reason: 'budget', comments: 'Over the pool.' },
    });
    expect(rejected.status).toBe(403);
    expect(steps(r).every((s) => s.decision === null)).toBe(true);
  });

  it('needs a justification with the override (400 on the field)', async () => {
    const r = othersChain();
    for (const onBehalfJustification of [undefined, '   ']) {
      const { status, body } = await approve(r, { onBehalf: true, onBehalfJustification });
      expect(status).toBe(400);
      expect(body.details).toContainEqual({
        field: 'onBehalfJustification',
        message: NO_JUSTIFICATION,
      });
    }
    expect(steps(r).every((s) => s.decision === null)).toBe(true);
  });

  it('with the override is recorded with its justification in the history and the audit trail', async () => {
    const r = othersChain();
    const first = steps(r)[0]!;
    const { status, body } = await approve(r, ON_BEHALF);
    expect(status).toBe(200);
    expect(body.data.history.at(-1)).toMatchObject({
      action: 'approve',
      actorName: `Morgan Lee (admin, on behalf of ${nameOf(first.approverEmployeeId)})`,
      onBehalfJustification: ON_BEHALF.onBehalfJustification,
    });
    const audit = db.auditEntries.where((e) => e.entityId === r.id).at(-1);
    expect(audit?.reason).toBe(`Override: ${ON_BEHALF.onBehalfJustification}`);
  });

  it('undoing it needs the override too', async () => {
    const r = othersChain();
    expect((await approve(r, ON_BEHALF)).status).toBe(200);
    const admin = await loginAs('admin');
    const refused = await callApi('patch', url(r, '/undo'), { token: admin, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(needsOverride(nameOf(steps(r)[0]!.approverEmployeeId)));
    const undone = await callApi('patch', url(r, '/undo'), { token: admin, body: ON_BEHALF });
    expect(undone.status).toBe(200);
  });
});

describe('nobody decides two steps of one chain', () => {
  it('refuses the admin a second step, override or not, until their decision is undone', async () => {
    const r = othersChain();
    expect((await approve(r, ON_BEHALF)).status).toBe(200);
    const rejection = { reason: 'budget', comments: 'Over the pool.' };
    for (const [action, extra] of [
      ['/approve', {}],
      ['/reject', rejection],
    ] as const) {
      const { status, body } = await callApi('patch', url(r, action), {
        token: await loginAs('admin'),
        body: { ...extra, ...ON_BEHALF },
      });
      expect(status).toBe(403);
      expect(body.error).toBe(TWO_STEPS);
    }
    expect(steps(r).map((s) => s.decision)).toEqual([true, null, null]);
    const admin = await loginAs('admin');
    await callApi('patch', url(r, '/undo'), { token: admin, body: ON_BEHALF });
    expect((await approve(r, ON_BEHALF)).status).toBe(200);
  });
});

describe('bulk approve', () => {
  it('skips another approver’s step without the override, and approves it with one', async () => {
    const r = othersChain();
    const bulk = async (extra: object) =>
      callApi('post', `/api/review-cycles/${r.cycleId}/recommendations/bulk-approve`, {
        token: await loginAs('admin'),
        body: { recommendationIds: [r.id], ...extra },
      });
    const skipped = await bulk({});
    expect(skipped.body.data.results[0]).toMatchObject({
      approved: false,
      error: needsOverride(nameOf(steps(r)[0]!.approverEmployeeId)),
    });
    const invalid = await bulk({ onBehalf: true });
    expect(invalid.status).toBe(400);
    const approved = await bulk(ON_BEHALF);
    expect(approved.body.data.results[0]).toMatchObject({ approved: true, error: null });
    const again = await bulk(ON_BEHALF);
    expect(again.body.data.results[0]).toMatchObject({ approved: false, error: TWO_STEPS });
  });
});

describe('a recommendation about oneself', () => {
  function aboutAdmin() {
    const participant = db.participants.first(
      (p) =>
        p.employeeId === DEMO_ADMIN.employeeId &&
        db.recommendations.lookup('participantId', p.id).some((r) => r.status !== 'draft'),
    )!;
    const r = db.recommendations
      .lookup('participantId', participant.id)
      .find((x) => x.status !== 'draft')!;
    db.participants.update(participant.id, { status: 'pending_approval' });
    db.recommendations.update(r.id, { status: 'pending_approval' });
    return { participant, r: db.recommendations.find(r.id)! };
  }

  it('is not edited by the admin it is about (403), and nothing changes', async () => {
    const { r } = aboutAdmin();
    const { status, body } = await callApi('patch', url(r), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: r.proposedIncrease + 1000,
        proposedSalary: r.currentSalary + r.proposedIncrease + 1000,
        notes: 'A raise for myself.',
      },
    });
    expect(status).toBe(403);
    expect(body.error).toBe(ABOUT_SELF);
    expect(db.recommendations.find(r.id)?.proposedIncrease).toBe(r.proposedIncrease);
  });

  it('has no compensation data saved by the admin it is about (403)', async () => {
    const { participant } = aboutAdmin();
    const stage = db.reviewStages.first(
      (s) => s.organizationId === 'org_acme' && s.type === 'manager_review',
    )!;
    const baseSalary = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && t.name === 'Base Salary',
    )!;
    const { status, body } = await callApi(
      'post',
      `/api/review-cycles/${participant.cycleId}/participants/${participant.id}/stages/${stage.id}/compensation-data`,
      {
        token: await loginAs('admin'),
        body: {
          compensationChanges: [{ type: baseSalary.id, proposedValue: 250_000 }],
          justification: 'A raise for myself.',
          status: 'draft',
        },
      },
    );
    expect(status).toBe(403);
    expect(body.error).toBe(ABOUT_SELF);
  });
});
