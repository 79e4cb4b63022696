import type { QueryClient } from '@tanstack/react-query';
import { tableColumnsQueryOptions } from '@/api/resources/preferences';
import { cycleBudgetQueryOptions, cycleGuidelineQueryOptions } from '@/api/resources/review-cycles';
import { PARTICIPANTS_TABLE } from './components/use-participant-columns';

/**
 * Starts the calls of the admin's cycle page together with the cycle and its participants. Its
 * panels would otherwise ask only once they mount, after the first render of the participants
 * (most of a second for 10,000 of them), and the table waits for the column preferences.
 */
export function prefetchAdminCycle(client: QueryClient, cycleId: string): void {
  void client.prefetchQuery(tableColumnsQueryOptions(PARTICIPANTS_TABLE));
  void client.prefetchQuery(cycleBudgetQueryOptions(cycleId));
  void client.prefetchQuery(cycleGuidelineQueryOptions(cycleId));
}
