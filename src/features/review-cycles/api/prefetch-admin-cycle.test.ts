import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { getCycleBehindQueryOptions } from '../nudges/api/cycle-behind';
import { getReminderScheduleQueryOptions } from '../nudges/api/reminder-schedule';
import { getColumnPreferencesQueryOptions } from './column-preferences';
import { getCycleBudgetQueryOptions } from './cycle-budget';
import { getCycleGuidelineQueryOptions } from './cycle-guideline';
import { prefetchAdminCycle } from './prefetch-admin-cycle';

describe('prefetchAdminCycle', () => {
  it("fills every query of the admin's cycle page besides the cycle and its participants", async () => {
    await signInAs('admin');
    const cycleId = db.reviewCycles.all()[0]!.id;
    const client = createTestQueryClient();
    prefetchAdminCycle(client, cycleId);
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
