import { FLAG_LABELS } from '@/lib/guidelines';
import { db } from '@mocks/db';
import { forbidden, HttpError } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { readableCycle } from '@mocks/views/cycle-access';
import { cycleFlags } from '@mocks/views/guideline';
import { approvedParticipantIds, approvesParticipant } from '@mocks/views/approver-access';
import { approveOne, staleVersion, throwIfOverrideInvalid } from './recommendations';

export const BULK_APPROVE_MESSAGES = {
  flagged: 'Flagged recommendations cannot be bulk approved',
  notFound: 'Recommendation not found',
} as const;

/**
 * Approves several recommendations one by one (each as the single approve would); a flagged one
 * (src/lib/guidelines) or one the caller may not decide is refused with its reason (a step of
 * someone else's without the request's override included), the rest go on.
 */
export const handlers = [
  defineRoute({
    operationId: 'bulkApproveRecommendations',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now }) => {
      throwIfOverrideInvalid(body);
      const { cycle, participants } = readableCycle(params.cycleId, user);
      // An employee takes part in bulk approval only as a named approver in this cycle.
      if (user.role === 'employee') {
        const approving = approvedParticipantIds(user.employeeId);
        if (!participants.some((p) => approving.has(p.id))) throw forbidden();
      }
      const flags = cycleFlags(cycle);
      const stamp = now.toISOString();
      const comments = body.comments?.trim() || null;
      const read = new Map((body.versions ?? []).map((v) => [v.recommendationId, v.version]));
      // Every recommendation as the request found it, flags included: the flags are computed
      // when first read, and an approval earlier in the list must not change a later one's.
      const asFound = body.recommendationIds.map((recId) => {
        const found = db.recommendations.find(recId);
        const rec = found?.cycleId === cycle.id ? found : undefined;
        return { recId, rec, own: rec ? flags.of(rec.participantId) : [] };
      });
      const results = asFound.map(({ recId, rec, own }) => {
        if (!rec) {
          return {
            recommendationId: recId,
            participantId: null,
            approved: false,
            error: BULK_APPROVE_MESSAGES.notFound,
          };
        }
        const base = { recommendationId: recId, participantId: rec.participantId };
        // The figures are told only to whoever may decide on them; the others are refused below.
        const mayDecide =
          user.role === 'admin' || approvesParticipant(user.employeeId, rec.participantId);
        const stale = mayDecide ? staleVersion(rec, read.get(recId)) : null;
        if (stale) return { ...base, approved: false, error: stale };
        if (own.length > 0) {
          const labels = own.map((f) => FLAG_LABELS[f]).join(', ');
          return {
            ...base,
            approved: false,
            error: `${BULK_APPROVE_MESSAGES.flagged} (${labels})`,
          };
        }
        try {
          approveOne(
            user,
            { cycleId: cycle.id, participantId: rec.participantId, recId },
            comments,
            stamp,
            undefined,
            body,
          );
          return { ...base, approved: true, error: null };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return { ...base, approved: false, error: error.error };
        }
      });
      const approvedCount = results.filter((r) => r.approved).length;
      return ok(200, {
        data: { approvedCount, refusedCount: results.length - approvedCount, results },
      });
    },
  }),
];
