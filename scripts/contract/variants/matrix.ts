import { http, HttpResponse } from 'msw';
import { guidelineProblems } from '@/lib/guidelines';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import type { MeritGuidelineRecord } from '@mocks/db/records';
import { toGuidelineDto } from '@mocks/views/guideline';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for the merit matrix; see broken-variants.ts. */
export const MATRIX_VARIANTS: readonly BrokenVariant[] = [
  {
    // A server that predates the matrix: it keeps the column-0 cells as the rating's range and
    // drops the rest, so every participant is checked against column 0.
    name: 'the guardrail ignores the compa-ratio column (a saved matrix keeps column 0 only)',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.put('*/api/review-cycles/:cycleId/guidelines', async ({ request, params }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        const cycle = db.reviewCycles.find(param(params.cycleId));
        if (!body || !auth || auth.user.role !== 'admin' || !cycle) return undefined;
        const guideline = body as unknown as Omit<MeritGuidelineRecord, 'updatedAt'>;
        if (!Array.isArray(guideline.ranges) || guidelineProblems(guideline).length > 0)
          return undefined;
        const updated = db.reviewCycles.update(cycle.id, {
          guideline: {
            ranges: guideline.ranges
              .filter((r) => (r.column ?? 0) === 0)
              .map(({ rating, minPercent, maxPercent, enforcement }) => ({
                rating,
                minPercent,
                maxPercent,
                enforcement,
              })),
            overBudgetPolicy: guideline.overBudgetPolicy,
            reviewPeriodStart: guideline.reviewPeriodStart,
            reviewPeriodEnd: guideline.reviewPeriodEnd,
            updatedAt: now().toISOString(),
          },
        });
        return HttpResponse.json({ data: toGuidelineDto(updated ?? cycle) });
      }),
    ],
  },
];
