import type { QueryClient } from '@tanstack/react-query';
import { getCycleBudgetQueryOptions } from '@/api/cycle-queries/cycle-budget';
import { getCycleGuidelineQueryOptions } from '@/api/cycle-queries/cycle-guideline';
import { getColumnPreferencesQueryOptions } from './column-preferences';

/**
 * Starts the calls of the admin's cycle page together with the cycle and its participants. Its
 * panels would otherwise ask only once they mount, after the first render of the participants
 * (most of a second for 10,000 of them), and the table waits for the column preferences.
 */
export function prefetchAdminCycle(client: QueryClient, cycleId: string): void {
  void client.prefetchQuery(getColumnPreferencesQueryOptions());
  void client.prefetchQuery(getCycleBudgetQueryOptions(cycleId));
  void client.prefetchQuery(getCycleGuidelineQueryOptions(cycleId));
}
