import { FLAG_LABELS, guidelineError } from '@/lib/guidelines';
import { db } from '@mocks/db';
import { badRequest, HttpError } from '@mocks/http/errors';
import { defineRoute, ok, scopeToOrg } from '@mocks/http/route';
import { cycleFlags, toGuidelineDto } from './guardrails';
import { approveOne } from './recommendations';
import { readableCycle } from './review-cycles';

export const BULK_APPROVE_MESSAGES = {
  flagged: 'Flagged recommendations cannot be bulk approved',
  notFound: 'Recommendation not found',
} as const;

export const handlers = [
  defineRoute({
    method: 'get',
    path: '/api/review-cycles/{cycleId}/guidelines',
    operationId: 'getCycleGuideline',
    auth: ['admin', 'manager'],
    handler: ({ user, params }) => {
      const { cycle } = readableCycle(params.cycleId, user);
      return ok(200, { data: toGuidelineDto(cycle) });
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/review-cycles/{cycleId}/guidelines',
    operationId: 'saveCycleGuideline',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const cycle = scopeToOrg(db.reviewCycles.find(params.cycleId), user, 'Review cycle');
      const problem = guidelineError(body);
      if (problem) throw badRequest(problem, [{ field: 'ranges', message: problem }]);
      const updated = db.reviewCycles.update(cycle.id, {
        guideline: {
          ranges: body.ranges.map((r) => ({ ...r })),
          overBudgetPolicy: body.overBudgetPolicy,
          reviewPeriodStart: body.reviewPeriodStart,
          reviewPeriodEnd: body.reviewPeriodEnd,
          updatedAt: now.toISOString(),
        },
      });
      return ok(200, { data: toGuidelineDto(updated ?? cycle) });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/review-cycles/{cycleId}/recommendations/bulk-approve',
    operationId: 'bulkApproveRecommendations',
    auth: ['admin', 'manager'],
    handler: ({ user, params, body, now }) => {
      const { cycle } = readableCycle(params.cycleId, user);
      const flags = cycleFlags(cycle);
      const stamp = now.toISOString();
      const comments = body.comments?.trim() || null;
      const results = body.recommendationIds.map((recId) => {
        const rec = db.recommendations.find(recId);
        if (!rec || rec.cycleId !== cycle.id) {
          return {
            recommendationId: recId,
            participantId: null,
            approved: false,
            error: BULK_APPROVE_MESSAGES.notFound,
          };
        }
        const base = { recommendationId: recId, participantId: rec.participantId };
        const own = flags.get(rec.participantId) ?? [];
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
