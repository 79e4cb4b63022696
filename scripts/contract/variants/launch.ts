import { http, HttpResponse } from 'msw';
import { LAUNCHED_STATUS_NAME, launchBlockers } from '@/lib/launch-readiness';
import { letterStatus } from '@/lib/letters';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { launchCycle, readinessOf } from '@mocks/views/cycle-launch';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** The admin's cycle of the request, or null to let the real handler answer. */
function adminsCycle(request: Request, cycleId: string) {
  const auth = caller(request);
  const cycle = db.reviewCycles.find(cycleId);
  if (!auth || auth.user.role !== 'admin' || cycle?.organizationId !== auth.user.organizationId)
    return null;
  return { user: auth.user, cycle };
}

const activeStatusId = (organizationId: string) =>
  db.reviewStatuses
    .lookup('organizationId', organizationId)
    .find((s) => s.name === LAUNCHED_STATUS_NAME)!.id;

/** Broken variants of the mock for a cycle's launch and a letter's notice; see broken-variants.ts. */
export const LAUNCH_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a cycle with no review workflow launched anyway',
    only: ['launchReviewCycle'],
    caught: { operationId: 'launchReviewCycle', category: 'state' },
    handlers: [
      http.post('*/api/review-cycles/:cycleId/launch', ({ request, params }) => {
        const found = adminsCycle(request, param(params.cycleId));
        if (!found || found.cycle.reviewWorkflowTemplateId) return undefined;
        return HttpResponse.json({ data: launchCycle(found.cycle, found.user, now()) });
      }),
    ],
  },
  {
    name: 'a launch that tells nobody',
    only: ['launchReviewCycle'],
    caught: { operationId: 'launchReviewCycle', category: 'state' },
    handlers: [
      http.post('*/api/review-cycles/:cycleId/launch', ({ request, params }) => {
        const found = adminsCycle(request, param(params.cycleId));
        if (!found) return undefined;
        const readiness = readinessOf(found.cycle, now());
        if (!readiness.isDraft || launchBlockers(readiness.checks).length > 0) return undefined;
        db.reviewCycles.update(found.cycle.id, {
          statusId: activeStatusId(found.cycle.organizationId),
        });
        return HttpResponse.json({
          data: {
            cycleId: found.cycle.id,
            status: LAUNCHED_STATUS_NAME,
            notifiedCount: 0,
            participantsNotified: 0,
            managersNotified: 0,
            unreachable: [],
            warnings: [],
          },
        });
      }),
    ],
  },
  {
    name: 'a letter released without telling its employee',
    only: ['releaseLetters'],
    caught: { operationId: 'releaseLetters', category: 'state' },
    handlers: [
      http.post('*/api/review-cycles/:cycleId/letters/release', async ({ request, params }) => {
        const found = adminsCycle(request, param(params.cycleId));
        const body = await jsonOf(request);
        if (!found || body?.releaseAt !== null || !Array.isArray(body.letterIds)) return undefined;
        const at = now().toISOString();
        const results = body.letterIds.map((id) => {
          const letter = db.letters.find(String(id));
          if (!letter || letter.cycleId !== found.cycle.id)
            return {
              letterId: String(id),
              status: null,
              releaseAt: null,
              error: 'Letter not found',
            };
          if (letterStatus(letter.releaseAt, now()) === 'released')
            return {
              letterId: letter.id,
              status: 'released',
              releaseAt: letter.releaseAt,
              error: 'Released letters cannot be changed',
            };
          db.letters.update(letter.id, { releaseAt: at, releaseNotifiedAt: at, updatedAt: at });
          return { letterId: letter.id, status: 'released', releaseAt: at, error: null };
        });
        const released = results.filter((r) => r.error === null).length;
        return HttpResponse.json({
          data: {
            releasedCount: released,
            scheduledCount: 0,
            skippedCount: results.length - released,
            results,
          },
        });
      }),
    ],
  },
];
