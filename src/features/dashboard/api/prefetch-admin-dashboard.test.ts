import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { getAdminReviewCyclesQueryOptions } from './admin-review-cycles';
import { getAdminSummaryQueryOptions } from './admin-summary';
import { teamsQueryOptions } from '@/api/resources/teams';
import { prefetchAdminDashboard } from './prefetch-admin-dashboard';
import { getTeamApprovalsQueryOptions } from './team-approvals';

describe('prefetchAdminDashboard', () => {
  it("fills the cache with every query the admin dashboard's first render reads", async () => {
    await signInAs('admin');
    const client = createTestQueryClient();
    prefetchAdminDashboard(client);
    const keys = [
      getAdminSummaryQueryOptions(),
      getAdminReviewCyclesQueryOptions(),
      teamsQueryOptions(),
      getTeamApprovalsQueryOptions(),
    ].map((options) => options.queryKey);
    await expect
      .poll(() => keys.filter((key) => client.getQueryData(key) !== undefined).length)
      .toBe(4);
    expect(client.getQueryData(getAdminSummaryQueryOptions().queryKey)).toMatchObject({
      pendingApprovals: expect.any(Number),
    });
  });
});
