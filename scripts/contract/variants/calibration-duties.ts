import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { buildCalibration } from '@mocks/views/calibration';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for calibration's separation of duties; see broken-variants.ts. */

export const CALIBRATION_DUTY_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'an admin may move their own participant record in calibration',
    only: ['moveCalibrationParticipant'],
    caught: { operationId: 'moveCalibrationParticipant', category: 'duties' },
    handlers: [
      http.post('*/api/review-cycles/:cycleId/calibration/moves', async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const cycle = db.reviewCycles.find(param(params.cycleId));
        const participant = db.participants.find(String(body?.participantId ?? ''));
        if (!auth || auth.user.role !== 'admin' || !cycle || !participant) return undefined;
        if (participant.cycleId !== cycle.id || participant.employeeId !== auth.user.employeeId)
          return undefined;
        // Accepted as if the admin were anyone else; nothing is stored.
        const data = buildCalibration(cycle, db.participants.lookup('cycleId', cycle.id), {
          withBudgets: true,
        });
        return HttpResponse.json({ data, recommendationChange: null });
      }),
    ],
  },
];
