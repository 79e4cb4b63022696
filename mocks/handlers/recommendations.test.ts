import { describe, expect, it } from 'vitest';
import {
  EDIT_RECOMMENDATION_MESSAGES,
  REJECTION_MESSAGES,
  UNDO_COMMENT,
} from '@/lib/recommendations';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { DEMO_ADMIN, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ON_BEHALF } from '@mocks/test/on-behalf';
import { RECOMMENDATION_CONFLICTS } from './recommendations';

const steps = (rec: Recommendation) =>
  db.approvalSteps.lookup('recommendationId', rec.id).sort((a, b) => a.order - b.order);

/** A pending recommendation of the current cycle whose steps match `pick`. */
function pendingRec(pick: (r: Recommendation) => boolean = () => true): Recommendation {
  const rec = db.recommendations.first((r) => {
    const cycle = db.reviewCycles.find(r.cycleId);
    return (
      r.status === 'pending_approval' &&
      db.reviewStatuses.find(cycle?.statusId ?? '')?.name === 'In Progress' &&
      pick(r)
    );
  });
  if (!rec) throw new Error('no such recommendation in the demo data');
  return rec;
}

const adminUndecided = (r: Recommendation) =>
  steps(r).some((s) => s.approverEmployeeId === DEMO_ADMIN.employeeId && s.decision === null);

/** The user who submitted the recommendation (its latest submit event). */
const submitter = (r: Recommendation) =>
  db.recommendationEvents
    .lookup('recommendationId', r.id)
    .filter((e) => e.action === 'submit')
    .at(-1)?.actorUserId;

/** `employeeId`'s step is the next to decide and they neither submitted it nor are its subject. */
const nextFor = (employeeId: string, userId: string) => (r: Recommendation) =>
  steps(r).find((s) => s.decision === null)?.approverEmployeeId === employeeId &&
  submitter(r) !== userId &&
  db.participants.find(r.participantId)?.employeeId !== employeeId;
const adminNext = nextFor(DEMO_ADMIN.employeeId, DEMO_ADMIN.userId);
const managerNext = nextFor(DEMO_MANAGER.employeeId, DEMO_MANAGER.userId);

/** The status of the participant's manager review stage. */
function managerReviewStatus(rec: Recommendation) {
  return db.stageInstances
    .lookup('participantId', rec.participantId)
    .find((i) => db.reviewStages.find(i.stageId)?.type === 'manager_review')?.status;
}

function url(rec: Recommendation, action = '') {
  const participant = db.participants.find(rec.participantId)!;
  return `/api/review-cycles/${rec.cycleId}/participants/${participant.id}/recommendations/${rec.id}${action}`;
}

describe('role cells of the recommendation calls', () => {
  it('no token 401; an employee who is not an approver 403; edit is admin only', async () => {
    const rec = pendingRec();
    const employee = await loginAs('employee');
    for (const [action, body] of [
      ['/approve', {}],
      ['/reject', { reason: 'budget', comments: 'No budget left.' }],
      ['/undo', { comments: UNDO_COMMENT }],
      [
        '',
        {
          proposedIncrease: 100,
          proposedSalary: rec.currentSalary + 100,
          notes: 'Adjusted to band.',
        },
      ],
    ] as const) {
      expect((await callApi('patch', url(rec, action), { body })).status).toBe(401);
      expect((await callApi('patch', url(rec, action), { token: employee, body })).status).toBe(
        403,
      );
    }
    const managerRec = pendingRec((r) =>
      steps(r).some((s) => s.approverEmployeeId === DEMO_MANAGER.employeeId),
    );
    const edit = {
      proposedIncrease: 100,
      proposedSalary: managerRec.currentSalary + 100,
      notes: 'Adjusted to band.',
    };
    expect(
      (await callApi('patch', url(managerRec), { token: await loginAs('manager'), body: edit }))
        .status,
    ).toBe(403);
  });

  it('a manager approves their own step; another organization gets 404', async () => {
    const rec = pendingRec(managerNext);
    const { status, body } = await callApi('patch', url(rec, '/approve'), {
      token: await loginAs('manager'),
      body: {},
    });
    expect(status).toBe(200);
    const mine = body.data.approvalSteps.find(
      (s: { approverId: string }) => s.approverId === DEMO_MANAGER.employeeId,
    );
    expect(mine.decision).toBe(true);
    const globex = await loginAs('admin@globex.demo');
    expect((await callApi('patch', url(rec, '/approve'), { token: globex, body: {} })).status).toBe(
      404,
    );
  });
});

describe('approve, reject, undo', () => {
  it('approve records the decision and history; a second approve is 409', async () => {
    const token = await loginAs('admin');
    const rec = pendingRec(adminNext);
    const { status, body } = await callApi('patch', url(rec, '/approve'), {
      token,
      body: { comments: 'Well deserved.' },
    });
    expect(status).toBe(200);
    const step = body.data.approvalSteps.find(
      (s: { approverId: string }) => s.approverId === DEMO_ADMIN.employeeId,
    );
    expect(step).toMatchObject({ decision: true, comments: 'Well deserved.' });
    expect(body.data.history.at(-1)).toMatchObject({
      action: 'approve',
      actorName: 'Morgan Lee',
      comments: 'Well deserved.',
    });
    const again = await callApi('patch', url(rec, '/approve'), { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(RECOMMENDATION_CONFLICTS.alreadyDecided);
  });

  it('the last approval approves the recommendation and completes the participant', async () => {
    const rec = pendingRec(
      (r) =>
        steps(r).every(
          (s) => s.decision === true || s.approverEmployeeId === DEMO_ADMIN.employeeId,
        ) && adminUndecided(r),
    );
    const { body } = await callApi('patch', url(rec, '/approve'), {
      token: await loginAs('admin'),
      body: {},
    });
    expect(body.data.status).toBe('approved');
    expect(db.participants.find(rec.participantId)?.status).toBe('completed');
  });

  it('reject needs a reason and comments, then marks the recommendation rejected', async () => {
    const token = await loginAs('admin');
    const rec = pendingRec(adminNext);
    const blank = await callApi('patch', url(rec, '/reject'), {
      token,
      body: { reason: 'budget', comments: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(REJECTION_MESSAGES.commentsRequired);
    const noReason = await callApi('patch', url(rec, '/reject'), {
      token,
      body: { comments: 'Too high.' },
    });
    expect(noReason.body.error).toBe(REJECTION_MESSAGES.reasonRequired);

    const { status, body } = await callApi('patch', url(rec, '/reject'), {
      token,
      body: { reason: 'market', comments: 'Above the band for the role.' },
    });
    expect(status).toBe(200);
    expect(body.data.status).toBe('rejected');
    expect(body.data.history.at(-1)).toMatchObject({
      action: 'reject',
      reason: 'market',
      comments: 'Above the band for the role.',
    });
    // The review is back with its manager: not Pending Approval any more.
    expect(db.participants.find(rec.participantId)?.status).toBe('in_progress');
    expect(managerReviewStatus(rec)).toBe('draft');
  });

  it('undo clears the caller decision with the fixed comment; nothing left to undo is 409', async () => {
    const token = await loginAs('admin');
    // An earlier step decided by an approver (not by the submission), so an undo has one to unwind.
    const approverDecided = (r: Recommendation) => {
      const submitterEmployee = db.users.find(submitter(r) ?? '')?.employeeId;
      return steps(r).some(
        (s) => s.decision === true && s.approverEmployeeId !== submitterEmployee,
      );
    };
    const rec = pendingRec(
      (r) => adminNext(r) && approverDecided(r) && steps(r).every((s) => s.decision !== false),
    );
    await callApi('patch', url(rec, '/reject'), {
      token,
      body: { reason: 'timing', comments: 'Next quarter.' },
    });
    const { status, body } = await callApi('patch', url(rec, '/undo'), {
      token,
      body: { comments: UNDO_COMMENT },
    });
    expect(status).toBe(200);
    const step = body.data.approvalSteps.find(
      (s: { approverId: string }) => s.approverId === DEMO_ADMIN.employeeId,
    );
    expect(step).toMatchObject({ decision: null, reason: null, comments: UNDO_COMMENT });
    expect(body.data.status).toBe('pending_approval');
    expect(body.data.history.map((e: { action: string }) => e.action).slice(-2)).toEqual([
      'reject',
      'undo',
    ]);
    // Undoing the rejection takes the review back from the manager.
    expect(db.participants.find(rec.participantId)?.status).toBe('pending_approval');
    expect(managerReviewStatus(rec)).toBe('pending_approval');
    // The admin's next undo unwinds the chain: the step before, on behalf of its approver.
    // (The submitter's own step, decided by the submission, is not undone.)
    const submitterEmployee = db.users.find(submitter(rec) ?? '')?.employeeId;
    const previous = steps(rec)
      .filter((s) => s.decision !== null && s.approverEmployeeId !== submitterEmployee)
      .at(-1)!;
    const again = await callApi('patch', url(rec, '/undo'), {
      token,
      body: { comments: UNDO_COMMENT, ...ON_BEHALF },
    });
    expect(again.status).toBe(200);
    expect(db.approvalSteps.find(previous.id)?.decision).toBeNull();
    const approver = db.employees.find(previous.approverEmployeeId)!;
    expect(again.body.data.history.at(-1).actorName).toBe(
      `Morgan Lee (admin, on behalf of ${approver.firstName} ${approver.lastName})`,
    );
  });

  it('undo with no decision on the chain is 409', async () => {
    const rec = pendingRec((r) => adminUndecided(r) && steps(r).every((s) => s.decision === null));
    const { status, body } = await callApi('patch', url(rec, '/undo'), {
      token: await loginAs('admin'),
      body: { comments: UNDO_COMMENT },
    });
    expect(status).toBe(409);
    expect(body.error).toBe(RECOMMENDATION_CONFLICTS.nothingToUndo);
  });

  it('an admin without a step decides the first pending one, and the history says so', async () => {
    const rec = pendingRec(
      (r) =>
        adminUndecided(r) &&
        submitter(r) !== DEMO_ADMIN.userId &&
        steps(r).filter((s) => s.decision === null).length > 1,
    );
    const own = steps(rec).find((s) => s.approverEmployeeId === DEMO_ADMIN.employeeId)!;
    db.approvalSteps.remove(own.id);
    const first = steps(rec).find((s) => s.decision === null)!;
    const { body } = await callApi('patch', url(rec, '/approve'), {
      token: await loginAs('admin'),
      body: ON_BEHALF,
    });
    expect(body.data.approvalSteps.find((s: { id: string }) => s.id === first.id)).toMatchObject({
      decision: true,
      decidedById: DEMO_ADMIN.employeeId,
    });
    const approver = db.employees.find(first.approverEmployeeId)!;
    expect(body.data.history.at(-1)).toMatchObject({
      actorName: `Morgan Lee (admin, on behalf of ${approver.firstName} ${approver.lastName})`,
      onBehalfJustification: ON_BEHALF.onBehalfJustification,
    });
  });

  it('409 when the participant is not awaiting approval', async () => {
    const rec = pendingRec(adminUndecided);
    db.participants.update(rec.participantId, { status: 'in_progress' });
    const { status, body } = await callApi('patch', url(rec, '/approve'), {
      token: await loginAs('admin'),
      body: {},
    });
    expect(status).toBe(409);
    expect(body.error).toBe(RECOMMENDATION_CONFLICTS.notAwaiting);
  });
});

describe('edit', () => {
  const m = EDIT_RECOMMENDATION_MESSAGES;

  it.each([
    [-100, 'Budget adjustment.', m.amountNegative],
    [0.5, 'Budget adjustment.', m.amountTooHigh],
    [1000, '          ', m.reasonRequired],
    [1000, 'too short', m.reasonTooShort],
  ])('increase %s with notes %j → %s', async (share, notes, message) => {
    const rec = pendingRec();
    const increase = share === 0.5 ? rec.currentSalary * 0.5 + 1 : share;
    const { status, body } = await callApi('patch', url(rec), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: increase,
        proposedSalary: Math.max(0, rec.currentSalary + increase),
        notes,
      },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('saves the new amount, salary and notes, with before and after in the history', async () => {
    const rec = pendingRec();
    const increase = Math.round(rec.currentSalary * 0.5);
    const { status, body } = await callApi('patch', url(rec), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: increase,
        proposedSalary: rec.currentSalary + increase,
        notes: 'Matched the market band.',
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      proposedIncrease: increase,
      proposedSalary: rec.currentSalary + increase,
      notes: 'Matched the market band.',
    });
    expect(body.data.history.at(-1)).toMatchObject({
      action: 'edit',
      comments: 'Matched the market band.',
      before: { proposedIncrease: rec.proposedIncrease },
      after: { proposedIncrease: increase },
    });
  });

  it('refuses a proposed salary that is not current plus increase', async () => {
    const rec = pendingRec();
    const { status } = await callApi('patch', url(rec), {
      token: await loginAs('admin'),
      body: {
        proposedIncrease: 1000,
        proposedSalary: rec.currentSalary + 2000,
        notes: 'Matched the market band.',
      },
    });
    expect(status).toBe(400);
  });
});
