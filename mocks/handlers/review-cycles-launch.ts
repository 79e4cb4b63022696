import { LAUNCH_MESSAGES, isDraftStatus, launchBlockers } from '@/lib/launch-readiness';
import { codedConflict } from '@mocks/http/coded-error';
import { defineRoute, ok } from '@mocks/http/route';
import { orgCycle } from '@mocks/views/cycle-access';
import { launchCycle, readinessOf } from '@mocks/views/cycle-launch';

/** The launch of a Draft cycle: its checklist and the launch itself (src/lib/launch-readiness). */
export const handlers = [
  defineRoute({
    operationId: 'getCycleLaunchReadiness',
    auth: ['admin'],
    handler: ({ user, params, now }) =>
      ok(200, { data: readinessOf(orgCycle(params.cycleId, user), now) }),
  }),
  defineRoute({
    operationId: 'launchReviewCycle',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const readiness = readinessOf(cycle, now);
      if (!isDraftStatus(readiness.status))
        throw codedConflict(LAUNCH_MESSAGES.notDraft, 'cycle_not_draft');
      const missing = launchBlockers(readiness.checks);
      if (missing.length > 0)
        throw codedConflict(
          LAUNCH_MESSAGES.notReady,
          'cycle_not_ready',
          missing.map((c) => ({ field: c.key, message: c.message })),
        );
      return ok(200, { data: launchCycle(cycle, user, now) });
    },
  }),
];
