import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { cycleBudgetQueryOptions, cycleGuidelineQueryOptions } from '@/api/resources/review-cycles';
import {
  cycleBehindQueryOptions,
  reminderScheduleQueryOptions,
} from '@/api/resources/notifications';
import { tableColumnsQueryOptions } from '@/api/resources/preferences';
import { prefetchAdminCyclePage } from './prefetch-admin-cycle-page';

describe('prefetchAdminCyclePage', () => {
  it("fills every query of the admin's cycle page besides the cycle and its participants", async () => {
    await signInAs('admin');
    const cycleId = db.reviewCycles.all()[0]!.id;
    const client = createTestQueryClient();
    prefetchAdminCyclePage(client, cycleId);
    const keys = [
      tableColumnsQueryOptions('participants'),
      cycleBudgetQueryOptions(cycleId),
      cycleGuidelineQueryOptions(cycleId),
      cycleBehindQueryOptions(cycleId),
      reminderScheduleQueryOptions(cycleId),
    ].map((options) => options.queryKey);
    await expect
      .poll(() => keys.filter((key) => client.getQueryData(key) !== undefined).length)
      .toBe(keys.length);
  });
});
