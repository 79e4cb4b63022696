import { guidelineError } from '@/lib/guidelines';
import { db } from '@mocks/db';
import { badRequest } from '@mocks/http/errors';
import { defineRoute, ok } from '@mocks/http/route';
import { orgCycle, readableCycle } from '@mocks/views/cycle-access';
import { toGuidelineDto } from '@mocks/views/guideline';

export const handlers = [
  defineRoute({
    operationId: 'getCycleGuideline',
    auth: ['admin', 'manager'],
    handler: ({ user, params }) => {
      const { cycle } = readableCycle(params.cycleId, user);
      return ok(200, { data: toGuidelineDto(cycle) });
    },
  }),
  defineRoute({
    operationId: 'saveCycleGuideline',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const cycle = orgCycle(params.cycleId, user);
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
];
