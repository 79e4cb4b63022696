import { APPROVAL_RULE_MESSAGES, changesAboutSelf } from '@/lib/approval-rules';
import {
  CALIBRATION_MESSAGES,
  moveErrors,
  recalculateRecommendation,
  targetsError,
} from '@/lib/calibration';
import { isSalaryTypeName } from '@/lib/compensation';
import { auditRecommendationEvent } from '@mocks/audit/events';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type {
  CalibrationRecommendationChange,
  CalibrationSetting,
  Participant,
  Recommendation,
  ReviewCycle,
  User,
} from '@mocks/db/records';
import { badRequest, conflict, HttpError, notFound } from '@mocks/http/errors';
import { defineRoute, now, ok } from '@mocks/http/route';
import { restartApprovalChain } from '@mocks/db/approval-chain';
import { buildCalibration, calibrationMetrics, scaleOf } from '@mocks/views/calibration';
import { orgCycle, readableCycle } from '@mocks/views/cycle-access';
import { participantRating } from '@mocks/views/cycle-results';
import { compaRatioBefore } from '@mocks/views/band-before';
import { guidelineOf } from '@mocks/views/guideline';
import { recommendationsOf } from '@mocks/views/recommendation';

/**
 * Who a caller calibrates: an admin every participant of the cycle, a manager their direct
 * reports (a cycle without any is 404 to them, like the cycle itself).
 */
function calibrationScope(cycleId: string, user: User) {
  if (user.role === 'admin') {
    const cycle = orgCycle(cycleId, user);
    return { cycle, participants: db.participants.lookup('cycleId', cycle.id) };
  }
  const { cycle, participants } = readableCycle(cycleId, user);
  const reports = participants.filter((p) => p.managerId === user.employeeId);
  if (reports.length === 0) throw notFound('Review cycle');
  return { cycle, participants: reports };
}

const view = (cycle: ReviewCycle, participants: Participant[], user: User) =>
  buildCalibration(cycle, participants, { withBudgets: user.role === 'admin' });

const actorName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The cycle's calibration setting, stored unlocked with no targets on its first write. */
export function calibrationSetting(cycle: ReviewCycle): CalibrationSetting {
  return (
    db.calibrationSettings.lookup('cycleId', cycle.id)[0] ??
    db.calibrationSettings.insert({
      organizationId: cycle.organizationId,
      cycleId: cycle.id,
      locked: false,
      lockedAt: null,
      lockedByName: null,
      targets: [],
      updatedAt: now().toISOString(),
    })
  );
}

/**
 * What moving `participant` to `rating` does to their recommendation (the first one, the one the
 * pools and the view read): a draft or pending one takes the midpoint of the guideline's cell for
 * the new rating in the participant's compa-ratio column (recalculateRecommendation); decided ones
 * stay. Null without a recommendation.
 */
function recommendationChange(
  cycle: ReviewCycle,
  participant: Participant,
  rating: number,
): { recommendation: Recommendation; change: CalibrationRecommendationChange } | null {
  const recommendation = recommendationsOf(participant.id)[0];
  if (!recommendation) return null;
  const hireDate = db.employees.find(participant.employeeId)?.hireDate ?? null;
  // The column stays: it is by the salary the recommendation was made on, before the change.
  const compaRatio = compaRatioBefore(participant.employeeId, {
    amount: recommendation.currentSalary,
    currency: recommendation.currency || 'USD',
  });
  const result = recalculateRecommendation(recommendation, guidelineOf(cycle), rating, {
    hireDate,
    compaRatio,
  });
  if (!result) return null;
  return {
    recommendation,
    change: { recommendationId: recommendation.id, ...result, status: recommendation.status },
  };
}

/**
 * Stores a recalculated recommendation: its amounts, the salary row of the saved stage
 * compensation the form shows (when it still holds the old amount), and an 'edit' event in the
 * recommendation's history (audited on the recommendation) with the move's reason; a chain with
 * decisions restarts.
 */
function applyRecommendationChange(
  user: User,
  participant: Participant,
  recommendation: Recommendation,
  change: CalibrationRecommendationChange,
  comments: string,
  at: string,
): void {
  const before = {
    proposedIncrease: recommendation.proposedIncrease,
    proposedSalary: recommendation.proposedSalary,
    notes: recommendation.notes || null,
  };
  const updated = db.recommendations.update(recommendation.id, {
    proposedIncrease: change.toIncrease,
    proposedSalary: change.toSalary,
    updatedAt: at,
  });
  if (!updated) return;
  for (const saved of db.compensationData.lookup('participantId', participant.id)) {
    const salaryRows = saved.changes.filter((c) => isSalaryTypeName(c.typeName));
    const [row] = salaryRows;
    const current = row?.currentValue ?? recommendation.currentSalary;
    if (
      salaryRows.length !== 1 ||
      Math.abs(row.proposedValue - current - change.fromIncrease) > 0.005
    )
      continue;
    db.compensationData.update(saved.id, {
      changes: saved.changes.map((c) =>
        c === row
          ? {
              ...c,
              proposedValue: round2(current + change.toIncrease),
              percentChange: current ? round2((change.toIncrease / current) * 100) : null,
            }
          : c,
      ),
      updatedAt: at,
    });
  }
  const event = {
    action: 'edit' as const,
    actorName: actorName(user),
    comments,
    before,
    after: {
      proposedIncrease: updated.proposedIncrease,
      proposedSalary: updated.proposedSalary,
      notes: updated.notes || null,
    },
  };
  db.recommendationEvents.insert({
    recommendationId: updated.id,
    actorUserId: user.id,
    reason: null,
    at,
    ...event,
  });
  auditRecommendationEvent(user, updated, event);
  // A new amount on a partly decided recommendation restarts its approval chain.
  restartApprovalChain({ user, before: recommendation, cause: 'calibration', now: at });
}

export const handlers = [
  defineRoute({
    operationId: 'getCalibration',
    auth: ['admin', 'manager'],
    handler: ({ user, params }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      return ok(200, { data: view(cycle, participants, user) });
    },
  }),
  defineRoute({
    operationId: 'moveCalibrationParticipant',
    auth: ['admin', 'manager'],
    handler: ({ user, params, body }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      const participant = participants.find((p) => p.id === body.participantId);
      if (!participant) throw notFound('Participant');
      // The rating drives the recommendation: nobody calibrates themselves, admins included.
      if (changesAboutSelf(participant.employeeId, user))
        throw new HttpError(403, APPROVAL_RULE_MESSAGES.changeAboutSelf);
      const metric = calibrationMetrics(cycle.organizationId).rating;
      if (!metric) throw badRequest(CALIBRATION_MESSAGES.noRatingMetric);
      const fromRating = participantRating(participant);
      const errors = moveErrors(
        { rating: body.rating, reason: body.reason, currentRating: fromRating },
        scaleOf(metric),
      );
      const details = Object.entries(errors).map(([field, message]) => ({ field, message }));
      if (details.length) throw badRequest(details[0].message, details);
      if (calibrationSetting(cycle).locked) throw conflict(CALIBRATION_MESSAGES.locked);
      const at = now().toISOString();
      const reason = body.reason.trim();
      const effect = recommendationChange(cycle, participant, body.rating);
      const change = effect?.change ?? null;
      if (effect && change?.outcome === 'recalculated') {
        applyRecommendationChange(
          user,
          participant,
          effect.recommendation,
          change,
          `Calibration: Rating ${fromRating ?? 'none'} → ${body.rating}. ${reason}`,
          at,
        );
      }
      const amounts = (side: 'from' | 'to') =>
        change
          ? side === 'from'
            ? { proposedIncrease: change.fromIncrease, proposedSalary: change.fromSalary }
            : { proposedIncrease: change.toIncrease, proposedSalary: change.toSalary }
          : {};
      db.calibrationEvents.insert({
        organizationId: cycle.organizationId,
        cycleId: cycle.id,
        kind: 'move',
        participantId: participant.id,
        fromRating,
        toRating: body.rating,
        reason,
        actorUserId: user.id,
        actorName: actorName(user),
        at,
        recommendationChange: change,
      });
      recordAudit({
        actor: user,
        organizationId: cycle.organizationId,
        action: 'calibrate',
        entityType: 'calibration',
        entityId: participant.id,
        employeeId: participant.employeeId,
        summary: `Rating ${fromRating ?? 'none'} → ${body.rating} in calibration of ${cycle.name}${
          change?.outcome === 'recalculated'
            ? `; recommended increase ${change.fromIncrease} → ${change.toIncrease}`
            : ''
        }`,
        before: { rating: fromRating, ...amounts('from') },
        after: { rating: body.rating, ...amounts('to') },
        reason: body.reason,
      });
      return ok(200, { data: view(cycle, participants, user), recommendationChange: change });
    },
  }),
  defineRoute({
    operationId: 'setCalibrationTargets',
    auth: ['admin'],
    handler: ({ user, params, body }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      const metric = calibrationMetrics(cycle.organizationId).rating;
      if (!metric) throw badRequest(CALIBRATION_MESSAGES.noRatingMetric);
      const problem = targetsError(body.targets, scaleOf(metric));
      if (problem) throw badRequest(problem, [{ field: 'targets', message: problem }]);
      const targets = [...body.targets].sort((a, b) => b.rating - a.rating);
      db.calibrationSettings.update(calibrationSetting(cycle).id, {
        targets,
        updatedAt: now().toISOString(),
      });
      return ok(200, { data: view(cycle, participants, user) });
    },
  }),
  defineRoute({
    operationId: 'setCalibrationLock',
    auth: ['admin'],
    handler: ({ user, params, body }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      const setting = calibrationSetting(cycle);
      if (setting.locked !== body.locked) {
        const at = now().toISOString();
        db.calibrationSettings.update(setting.id, {
          locked: body.locked,
          lockedAt: body.locked ? at : null,
          lockedByName: body.locked ? actorName(user) : null,
          updatedAt: at,
        });
        db.calibrationEvents.insert({
          organizationId: cycle.organizationId,
          cycleId: cycle.id,
          kind: body.locked ? 'lock' : 'unlock',
          participantId: null,
          fromRating: null,
          toRating: null,
          reason: null,
          actorUserId: user.id,
          actorName: actorName(user),
          at,
          recommendationChange: null,
        });
        recordAudit({
          actor: user,
          organizationId: cycle.organizationId,
          action: body.locked ? 'lock' : 'unlock',
          entityType: 'calibration',
          entityId: cycle.id,
          summary: `Calibration of ${cycle.name} ${body.locked ? 'locked' : 'unlocked'}`,
          before: { locked: setting.locked },
          after: { locked: body.locked },
        });
      }
      return ok(200, { data: view(cycle, participants, user) });
    },
  }),
];
