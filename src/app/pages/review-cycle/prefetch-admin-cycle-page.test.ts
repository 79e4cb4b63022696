import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { getCycleBudgetQueryOptions } from '@/api/cycle-queries/cycle-budget';
import { getCycleGuidelineQueryOptions } from '@/api/cycle-queries/cycle-guideline';
import { getCycleBehindQueryOptions } from '@/features/nudges/api/cycle-behind';
import { getReminderScheduleQueryOptions } from '@/features/nudges/api/reminder-schedule';
import { getColumnPreferencesQueryOptions } from '@/features/review-cycles/api/column-preferences';
import { prefetchAdminCyclePage } from './prefetch-admin-cycle-page';

describe('prefetchAdminCyclePage', () => {
  it("fills every query of the admin's cycle page besides the cycle and its participants", async () => {
    await signInAs('admin');
    const cycleId = db.reviewCycles.all()[0]!.id;
    const client = createTestQueryClient();
    prefetchAdminCyclePage(client, cycleId);
    const keys = [
      getColumnPreferencesQueryOptions(),
      getCycleBudgetQueryOptions(cycleId),
      getCycleGuidelineQueryOptions(cycleId),
      getCycleBehindQueryOptions(cycleId),
      getReminderScheduleQueryOptions(cycleId),
    ].map((options) => options.queryKey);
    await expect
      .poll(() => keys.filter((key) => client.getQueryData(key) !== undefined).length)
      .toBe(keys.length);
  });
});
