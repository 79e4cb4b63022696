import type { QueryClient } from '@tanstack/react-query';
import { getCycleBehindQueryOptions } from './cycle-behind';
import { getReminderScheduleQueryOptions } from './reminder-schedule';

/** Starts the nudges panels' calls with the page that shows them, before the panels mount. */
export function prefetchCycleNudges(client: QueryClient, cycleId: string): void {
  void client.prefetchQuery(getCycleBehindQueryOptions(cycleId));
  void client.prefetchQuery(getReminderScheduleQueryOptions(cycleId));
}
