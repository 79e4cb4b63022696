import { CALIBRATION_MESSAGES, moveErrors, targetsError } from '@/lib/calibration';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { Participant, ReviewCycle, User } from '@mocks/db/records';
import { badRequest, conflict, notFound } from '@mocks/http/errors';
import { defineRoute, now, ok, scopeToOrg } from '@mocks/http/route';
import {
  buildCalibration,
  calibrationMetrics,
  calibrationSetting,
  scaleOf,
} from './calibration-view';
import { participantRating } from './cycle-results';
import { readableCycle } from './review-cycles';

/**
 * Who a caller calibrates: an admin every participant of the cycle, a manager their direct
 * reports (a cycle without any is 404 to them, like the cycle itself).
 */
function calibrationScope(cycleId: string, user: User) {
  if (user.role === 'admin') {
    const cycle = scopeToOrg(db.reviewCycles.find(cycleId), user, 'Review cycle');
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

export const handlers = [
  defineRoute({
    method: 'get',
    path: '/api/review-cycles/{cycleId}/calibration',
    operationId: 'getCalibration',
    auth: ['admin', 'manager'],
    handler: ({ user, params }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      return ok(200, { data: view(cycle, participants, user) });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/review-cycles/{cycleId}/calibration/moves',
    operationId: 'moveCalibrationParticipant',
    auth: ['admin', 'manager'],
    handler: ({ user, params, body }) => {
      const { cycle, participants } = calibrationScope(params.cycleId, user);
      const participant = participants.find((p) => p.id === body.participantId);
      if (!participant) throw notFound('Participant');
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
      db.calibrationEvents.insert({
        organizationId: cycle.organizationId,
        cycleId: cycle.id,
        kind: 'move',
        participantId: participant.id,
        fromRating,
        toRating: body.rating,
        reason: body.reason.trim(),
        actorUserId: user.id,
        actorName: actorName(user),
        at: now().toISOString(),
      });
      recordAudit({
        actor: user,
        organizationId: cycle.organizationId,
        action: 'calibrate',
        entityType: 'calibration',
        entityId: participant.id,
        employeeId: participant.employeeId,
        summary: `Rating ${fromRating ?? 'none'} → ${body.rating} in calibration of ${cycle.name}`,
        before: { rating: fromRating },
        after: { rating: body.rating },
        reason: body.reason,
      });
      return ok(200, { data: view(cycle, participants, user) });
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/review-cycles/{cycleId}/calibration/targets',
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
    method: 'put',
    path: '/api/review-cycles/{cycleId}/calibration/lock',
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
