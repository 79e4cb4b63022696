import type { QueryClient } from '@tanstack/react-query';
import { getCycleBehindQueryOptions } from '../nudges/api/cycle-behind';
import { getReminderScheduleQueryOptions } from '../nudges/api/reminder-schedule';
import { getColumnPreferencesQueryOptions } from './column-preferences';
import { getCycleBudgetQueryOptions } from './cycle-budget';
import { getCycleGuidelineQueryOptions } from './cycle-guideline';

/**
 * Starts the calls of the admin's cycle page together with the cycle and its participants. Its
 * panels would otherwise ask only once they mount, after the first render of the participants
 * (most of a second for 10,000 of them), and the table waits for the column preferences.
 */
export function prefetchAdminCycle(client: QueryClient, cycleId: string): void {
  void client.prefetchQuery(getColumnPreferencesQueryOptions());
  void client.prefetchQuery(getCycleBudgetQueryOptions(cycleId));
  void client.prefetchQuery(getCycleGuidelineQueryOptions(cycleId));
  void client.prefetchQuery(getCycleBehindQueryOptions(cycleId));
  void client.prefetchQuery(getReminderScheduleQueryOptions(cycleId));
}
