import { describe, expect, it, vi } from 'vitest';
import {
  pendingApprovalsQueryOptions,
  reviewCyclesQueryOptions,
} from '@/api/resources/review-cycles';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { adminSummaryQueryOptions } from '@/api/resources/dashboards';
import { teamsQueryOptions } from '@/api/resources/teams';
import {
  PREFETCHED_FOR_MOUNT_MS,
  prefetchAdminDashboard,
  refetchUnlessPrefetched,
} from './prefetch-admin-dashboard';

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

  it('keeps the dashboard from fetching again on mount what it has just fetched for that mount', async () => {
    await signInAs('admin');
    const client = createTestQueryClient();
    const { queryKey } = adminSummaryQueryOptions();
    await client.fetchQuery(adminSummaryQueryOptions());
    const before = client.getQueryCache().find({ queryKey })!;
    // Numbers read before the prefetch (an earlier visit) are read again on mount.
    vi.spyOn(Date, 'now').mockReturnValue(before.state.dataUpdatedAt + 1);
    prefetchAdminDashboard(client);
    vi.restoreAllMocks();
    expect(refetchUnlessPrefetched(before)).toBe(true);
    await expect
      .poll(() => client.getQueryState(queryKey)?.dataUpdatedAt ?? 0)
      .toBeGreaterThan(before.state.dataUpdatedAt + 1);
    const prefetched = client.getQueryCache().find({ queryKey })!;
    expect(refetchUnlessPrefetched(prefetched)).toBe(false);
    // Later mounts read them afresh again.
    vi.spyOn(Date, 'now').mockReturnValue(
      prefetched.state.dataUpdatedAt + PREFETCHED_FOR_MOUNT_MS + 1,
    );
    expect(refetchUnlessPrefetched(prefetched)).toBe(true);
  });
});
