import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { DEMO_ADMIN, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ON_BEHALF } from '@mocks/test/on-behalf';
import { cycleFlags } from '@mocks/views/guideline';

// The texts every server answers (openapi.yaml's approval chain rules).
const SUBMITTED = 'You cannot decide on a recommendation you submitted';
const ABOUT_SELF = 'You cannot decide on a recommendation about yourself';
const OUT_OF_ORDER = 'An earlier approval step is still awaiting a decision';
const LATER_DECIDED = 'A later approval step has already been decided';

const steps = (rec: Recommendation) =>
  db.approvalSteps.lookup('recommendationId', rec.id).sort((a, b) => a.order - b.order);
const events = (rec: Recommendation) => db.recommendationEvents.lookup('recommendationId', rec.id);
const submitter = (rec: Recommendation) =>
  events(rec)
    .filter((e) => e.action === 'submit')
    .at(-1)?.actorUserId;
const fresh = (rec: Recommendation) => db.recommendations.find(rec.id)!;

const currentCycleId = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!.id;

function rec(pick: (r: Recommendation) => boolean): Recommendation {
  const found = db.recommendations.first((r) => r.cycleId === currentCycleId() && pick(r));
  if (!found) throw new Error('no such recommendation in the demo data');
  return found;
}

/**
 * The demo manager's reports awaiting approval: one the department head submitted (the manager
 * decides step 1; the head's own step counts as decided by the submission), one the manager
 * submitted (the manager step skipped: the head decides first).
 */
const headSubmitted = () =>
  rec(
    (r) =>
      r.status === 'pending_approval' &&
      steps(r)[0]?.approverEmployeeId === DEMO_MANAGER.employeeId &&
      steps(r)[0]?.decision === null &&
      submitter(r) !== DEMO_MANAGER.userId &&
      steps(r).every((s) => s.decision === null || s.approverEmployeeId === HEAD),
  );
const managerSubmitted = () =>
  rec(
    (r) =>
      r.status === 'pending_approval' &&
      submitter(r) === DEMO_MANAGER.userId &&
      db.participants.find(r.participantId)?.managerId === DEMO_MANAGER.employeeId &&
      steps(r).every((s) => s.decision === null),
  );
/** One the admin submitted (about one of the admin's reports). */
const adminSubmitted = () =>
  rec(
    (r) =>
      r.status === 'pending_approval' &&
      submitter(r) === DEMO_ADMIN.userId &&
      steps(r).some((s) => s.decision === null),
  );

/** A pending recommendation without a flag (bulk approve checks flags first), made the admin's submission. */
function unflaggedAdminSubmission(): Recommendation {
  const r = rec(
    (x) =>
      x.status === 'pending_approval' &&
      db.participants.find(x.participantId)?.employeeId !== DEMO_ADMIN.employeeId &&
      cycleFlags(db.reviewCycles.find(x.cycleId)!).of(x.participantId).length === 0,
  );
  const submit = events(r).find((e) => e.action === 'submit')!;
  db.recommendationEvents.update(submit.id, { actorUserId: DEMO_ADMIN.userId });
  return r;
}
const HEAD = 'emp_0002';

function url(r: Recommendation, action = '') {
  return `/api/review-cycles/${r.cycleId}/participants/${r.participantId}/recommendations/${r.id}${action}`;
}

const decide = (
  r: Recommendation,
  token: string,
  action: 'approve' | 'reject' | 'undo',
  override: object = {},
) =>
  callApi('patch', url(r, `/${action}`), {
    token,
    body: {
      ...(action === 'reject' ? { reason: 'budget', comments: 'Over the pool.' } : {}),
      ...override,
    },
  });

/** Steps and history as they are, to prove a refusal changed nothing. */
const snapshot = (r: Recommendation) =>
  JSON.stringify([fresh(r).status, steps(r), events(r).length]);

describe('separation of duties', () => {
  it('the submitter may not approve, reject or undo on their submission (403), and nothing changes', async () => {
    const admin = await loginAs('admin');
    const r = adminSubmitted();
    const before = snapshot(r);
    for (const action of ['approve', 'reject', 'undo'] as const) {
      const { status, body } = await decide(r, admin, action);
      expect(status).toBe(403);
      expect(body.error).toBe(SUBMITTED);
    }
    expect(snapshot(r)).toBe(before);
  });

  it('a manager’s own submission skips their step, says so, and the next approver decides', async () => {
    const r = managerSubmitted();
    expect(steps(r).map((s) => s.approverEmployeeId)).not.toContain(DEMO_MANAGER.employeeId);
    expect(events(r).find((e) => e.action === 'submit')?.comments).toBe(
      'Manager approval skipped: Jordan Patel submitted it',
    );
    const manager = await loginAs('manager');
    expect((await decide(r, manager, 'approve')).status).toBe(403);
    const head = db.users.first((u) => u.employeeId === steps(r)[0]!.approverEmployeeId)!;
    const { status, body } = await decide(r, await loginAs(head.email), 'approve');
    expect(status).toBe(200);
    expect(body.data.approvalSteps[0]).toMatchObject({ decision: true });
  });

  it('an admin may not decide on a recommendation about themself (403)', async () => {
    const own = rec(
      (r) => db.participants.find(r.participantId)?.employeeId === DEMO_ADMIN.employeeId,
    );
    const admin = await loginAs('admin');
    const before = snapshot(own);
    for (const action of ['approve', 'reject', 'undo'] as const) {
      const { status, body } = await decide(own, admin, action);
      expect(status).toBe(403);
      expect(body.error).toBe(ABOUT_SELF);
    }
    expect(snapshot(own)).toBe(before);
  });

  it('bulk approve skips the submitter’s own recommendation with the reason', async () => {
    const r = unflaggedAdminSubmission();
    const before = snapshot(r);
    const { status, body } = await callApi(
      'post',
      `/api/review-cycles/${r.cycleId}/recommendations/bulk-approve`,
      { token: await loginAs('admin'), body: { recommendationIds: [r.id] } },
    );
    expect(status).toBe(200);
    expect(body.data.results[0]).toMatchObject({ approved: false, error: SUBMITTED });
    expect(snapshot(r)).toBe(before);
  });
});

describe('steps in order', () => {
  it('a later approver waits for the earlier step (409) and decides once it is done', async () => {
    const r = headSubmitted();
    // Put the manager last: the admin decides first.
    const first = steps(r)[0]!;
    const last = steps(r).at(-1)!;
    expect(last.approverEmployeeId).toBe(DEMO_ADMIN.employeeId);
    db.approvalSteps.update(first.id, { order: last.order });
    db.approvalSteps.update(last.id, { order: first.order });
    const manager = await loginAs('manager');
    const before = snapshot(r);
    for (const action of ['approve', 'reject'] as const) {
      const { status, body } = await decide(r, manager, action);
      expect(status).toBe(409);
      expect(body.error).toBe(OUT_OF_ORDER);
    }
    expect(snapshot(r)).toBe(before);
    expect((await decide(r, await loginAs('admin'), 'approve')).status).toBe(200);
    expect((await decide(r, manager, 'approve')).status).toBe(200);
  });

  it('undo unwinds from the end: an approver cannot undo under a later decision (409)', async () => {
    // Manager, head (decided by their submission), admin.
    const r = headSubmitted();
    const manager = await loginAs('manager');
    const admin = await loginAs('admin');
    expect((await decide(r, manager, 'approve')).status).toBe(200);
    expect((await decide(r, admin, 'approve')).status).toBe(200); // the admin's own last step
    const refused = await decide(r, manager, 'undo');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(LATER_DECIDED);
    expect(steps(r)[0].decision).toBe(true);
    // The admin undoes the last decision, then the manager may undo theirs: the submitter's own
    // step, decided by the submission, is not a later decision to wait for.
    expect((await decide(r, admin, 'undo')).status).toBe(200);
    expect(steps(r).at(-1)!.decision).toBeNull();
    expect((await decide(r, manager, 'undo')).status).toBe(200);
    expect(
      steps(r)
        .filter((s) => s.approverEmployeeId !== HEAD)
        .map((s) => s.decision),
    ).toEqual([null, null]);
  });

  it('the manager’s pending approvals list only the steps they may decide now', async () => {
    const { body } = await callApi('get', '/api/review-cycles/pending-approvals', {
      token: await loginAs('manager'),
    });
    const ids = body.data.map((row: { recommendationId: string }) => row.recommendationId);
    expect(ids).toContain(headSubmitted().id);
    expect(ids).not.toContain(managerSubmitted().id);
  });
});

describe('the chain restarts after a change of amount', () => {
  const approved = () =>
    rec(
      (r) =>
        r.status === 'approved' &&
        db.participants.find(r.participantId)?.employeeId !== DEMO_ADMIN.employeeId,
    );
  const managerStage = (participantId: string) =>
    db.stageInstances
      .lookup('participantId', participantId)
      .find((i) => db.reviewStages.find(i.stageId)?.type === 'manager_review')!;

  it('an admin edit of the amount clears every decision, with history and audit saying who and why', async () => {
    const r = approved();
    const decided = steps(r).length;
    expect(decided).toBeGreaterThan(0);
    const { status, body } = await callApi('patch', url(r), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: r.proposedIncrease + 500,
        proposedSalary: r.currentSalary + r.proposedIncrease + 500,
        notes: 'Matched the market band.',
      },
    });
    expect(status).toBe(200);
    expect(body.data.status).toBe('pending_approval');
    expect(body.data.approvalSteps.every((s: { decision: unknown }) => s.decision === null)).toBe(
      true,
    );
    expect(body.data.history.slice(-2)).toMatchObject([
      { action: 'edit' },
      {
        action: 'approvals_restarted',
        actorName: 'Morgan Lee',
        comments: 'Amount changed by Morgan Lee (admin edit)',
        before: { proposedIncrease: r.proposedIncrease },
        after: { proposedIncrease: r.proposedIncrease + 500 },
      },
    ]);
    expect(db.participants.find(r.participantId)?.status).toBe('pending_approval');
    expect(managerStage(r.participantId).status).toBe('pending_approval');
    expect(db.auditEntries.all().at(-1)).toMatchObject({
      action: 'approvals_restarted',
      entityType: 'recommendation',
      entityId: r.id,
      actorName: 'Morgan Lee',
      before: { status: 'approved', approvals: decided },
      after: { status: 'pending_approval', approvals: 0 },
      reason: 'Amount changed by Morgan Lee (admin edit)',
    });
  });

  it('an edit of the notes alone keeps the approvals', async () => {
    const r = approved();
    const { body } = await callApi('patch', url(r), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: r.proposedIncrease,
        proposedSalary: r.proposedSalary,
        notes: 'Clarified the justification.',
      },
    });
    expect(body.data.status).toBe('approved');
    expect(body.data.history.at(-1).action).toBe('edit');
    expect(steps(r).every((s) => s.decision === true)).toBe(true);
  });

  it('a calibration move that recalculates a partly approved recommendation restarts it', async () => {
    const cycle = db.reviewCycles.find(currentCycleId())!;
    const admin = await loginAs('admin');
    const { body: view } = await callApi('get', `/api/review-cycles/${cycle.id}/calibration`, {
      token: admin,
    });
    const person = view.data.participants.find(
      (p: { recommendationStatus: string; rating: number; employeeId: string }) => {
        const participant = db.participants.first(
          (x) => x.cycleId === cycle.id && x.employeeId === p.employeeId,
        )!;
        const r = db.recommendations.first((x) => x.participantId === participant.id);
        return (
          p.recommendationStatus === 'pending_approval' &&
          p.rating === 3 &&
          r &&
          steps(r).some((s) => s.decision === true) &&
          db.employees.find(p.employeeId)!.hireDate < cycle.guideline!.reviewPeriodStart
        );
      },
    );
    const r = db.recommendations.first((x) => x.participantId === person.participantId)!;
    const { status, body } = await callApi(
      'post',
      `/api/review-cycles/${cycle.id}/calibration/moves`,
      {
        token: admin,
        body: { participantId: person.participantId, rating: 4, reason: 'Led the migration' },
      },
    );
    expect(status).toBe(200);
    expect(body.recommendationChange.outcome).toBe('recalculated');
    expect(steps(r).every((s) => s.decision === null)).toBe(true);
    expect(events(r).at(-1)).toMatchObject({
      action: 'approvals_restarted',
      comments: 'Amount changed by Morgan Lee (calibration)',
    });
  });

  it('a resubmission with decisions on the old chain says so in the history', async () => {
    const r = managerSubmitted();
    expect((await decide(r, await loginAs('admin'), 'approve', ON_BEHALF)).status).toBe(200);
    const stage = managerStage(r.participantId);
    const saved = db.compensationData.first((c) => c.participantId === r.participantId)!;
    const { status } = await callApi(
      'post',
      `/api/review-cycles/${r.cycleId}/participants/${r.participantId}/stages/${stage.stageId}/compensation-data`,
      {
        token: await loginAs('manager'),
        body: {
          compensationChanges: saved.changes.map((c) => ({
            type: c.type,
            proposedValue: c.typeName === 'Base Salary' ? c.proposedValue + 100 : c.proposedValue,
          })),
          justification: 'Updated after the talk with HR.',
          exceptionJustification: 'Retention risk.',
          status: 'pending_approval',
        },
      },
    );
    expect(status).toBe(200);
    expect(fresh(r).status).toBe('pending_approval');
    expect(steps(r).every((s) => s.decision === null)).toBe(true);
    expect(events(r).slice(-2)).toMatchObject([
      { action: 'submit' },
      { action: 'approvals_restarted', comments: 'Amount changed by Jordan Patel (resubmission)' },
    ]);
  });
});
