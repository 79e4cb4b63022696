import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import type { BrokenVariant } from '../broken-variants';
import { caller, param } from './helpers';

/** Broken variant of the mock: a draft self review read by the manager. */

export const DRAFT_ANSWER_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "the manager reads the employee's draft self review",
    only: ['listMetricResponses'],
    caught: { operationId: 'listMetricResponses', category: 'visibility' },
    handlers: [
      http.get(
        '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/metric-responses',
        ({ request, params }) => {
          const auth = caller(request);
          const participant = db.participants.find(param(params.participantId));
          if (auth?.user.role !== 'manager' || !participant) return undefined;
          if (participant.managerId !== auth.user.employeeId) return undefined;
          const data = db.metricResponses
            .lookup('participantId', participant.id)
            .filter((r) => r.stageId === param(params.stageId))
            .map((r) => ({
              metricId: r.metricId,
              value: r.value,
              employeeId: r.employeeId,
              reviewCycleId: r.cycleId,
              updatedAt: r.updatedAt,
            }));
          return HttpResponse.json({ data, version: 'leaky' });
        },
      ),
    ],
  },
];
