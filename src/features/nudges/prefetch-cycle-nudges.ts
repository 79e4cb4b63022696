import type { QueryClient } from '@tanstack/react-query';
import {
  cycleBehindQueryOptions,
  reminderScheduleQueryOptions,
} from '@/api/resources/notifications';

/** Starts the nudges panels' calls with the page that shows them, before the panels mount. */
export function prefetchCycleNudges(client: QueryClient, cycleId: string): void {
  void client.prefetchQuery(cycleBehindQueryOptions(cycleId));
  void client.prefetchQuery(reminderScheduleQueryOptions(cycleId));
}
