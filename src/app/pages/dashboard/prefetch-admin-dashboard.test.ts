import { describe, expect, it } from 'vitest';
import {
  pendingApprovalsQueryOptions,
  reviewCyclesQueryOptions,
} from '@/api/resources/review-cycles';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { adminSummaryQueryOptions } from '@/api/resources/dashboards';
import { teamsQueryOptions } from '@/api/resources/teams';
import { prefetchAdminDashboard } from './prefetch-admin-dashboard';

describe('prefetchAdminDashboard', () => {
  it("fills the cache with every query the admin dashboard's first render reads", async () => {
    await signInAs('admin');
    const client = createTestQueryClient();
    prefetchAdminDashboard(client);
    const keys = [
      adminSummaryQueryOptions(),
      reviewCyclesQueryOptions(),
      teamsQueryOptions(),
      pendingApprovalsQueryOptions(),
    ].map((options) => options.queryKey);
    await expect
      .poll(() => keys.filter((key) => client.getQueryData(key) !== undefined).length)
      .toBe(4);
    expect(client.getQueryData(adminSummaryQueryOptions().queryKey)).toMatchObject({
      pendingApprovals: expect.any(Number),
    });
  });
});
