import { getResponse, http } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { caller } from './helpers';

/** Broken variants of the mock for the own manager review; see broken-variants.ts. */
export const OWN_REVIEW_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'an admin rates themself in their own manager review',
    only: ['saveMetricResponses'],
    caught: { operationId: 'saveMetricResponses', category: 'duties' },
    handlers: [
      http.post(
        '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/metric-responses',
        async ({ request }) => {
          const auth = caller(request);
          if (auth?.user.role !== 'admin' || !auth.user.employeeId) return undefined;
          // For this request the admin is nobody's employee, so the real handler sees no one's own review.
          const employeeId = auth.user.employeeId;
          db.users.update(auth.user.id, { employeeId: null });
          try {
            return await getResponse(handlers, request.clone());
          } finally {
            db.users.update(auth.user.id, { employeeId });
          }
        },
      ),
    ],
  },
];
