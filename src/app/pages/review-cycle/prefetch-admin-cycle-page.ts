import type { QueryClient } from '@tanstack/react-query';
import { prefetchCycleNudges } from '@/features/nudges/prefetch-cycle-nudges';
import { prefetchAdminCycle } from '@/features/review-cycles/prefetch-admin-cycle';

/** Every call of the admin's cycle page besides the cycle and its participants, started at once. */
export function prefetchAdminCyclePage(client: QueryClient, cycleId: string): void {
  prefetchAdminCycle(client, cycleId);
  prefetchCycleNudges(client, cycleId);
}
