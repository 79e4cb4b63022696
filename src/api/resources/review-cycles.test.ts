// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { invalidatedKeys, recordRequests, seedKeys, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { server } from '@mocks/node';
import {
  cycleBudgetQueryOptions,
  cycleGuidelineQueryOptions,
  cycleReportQueryOptions,
  guidelineCostQueryOptions,
  pendingApprovalsQueryOptions,
  reviewCycleKeys,
  reviewCycleQueryOptions,
  reviewCyclesQueryOptions,
  reviewStatusesQueryOptions,
  reviewTypesQueryOptions,
  teamPayrollQueryOptions,
  useDeleteReviewCycle,
  useSaveCycleGuideline,
  useSaveReviewCycle,
  type ReviewCycle,
} from './review-cycles';

const requests = recordRequests();

async function firstCycle(): Promise<ReviewCycle> {
  const cycles = await createTestQueryClient().fetchQuery(reviewCyclesQueryOptions());
  requests.clear();
  return cycles[0];
}

beforeEach(async () => {
  await signInAs('admin');
});

describe('reviewCycleKeys', () => {
  it('keeps every query of a cycle under the cycle, and every cycle under the list', () => {
    expect(reviewCycleKeys.all).toEqual(['review-cycles']);
    expect(reviewCycleKeys.detail('c1')).toEqual(['review-cycles', 'c1']);
    expect(reviewCycleKeys.budget('c1')).toEqual(['review-cycles', 'c1', 'budget']);
    expect(reviewCycleKeys.guideline('c1')).toEqual(['review-cycles', 'c1', 'guideline']);
    expect(reviewCycleKeys.report('c1')).toEqual(['review-cycles', 'c1', 'report']);
    // A matrix's cost sits under its cycle: a saved guideline or a new recommendation refreshes it.
    const matrix = {
      ranges: [],
      overBudgetPolicy: 'soft' as const,
      reviewPeriodStart: '2026-01-01',
      reviewPeriodEnd: '2026-12-31',
    };
    expect(reviewCycleKeys.guidelineCost('c1', matrix)).toEqual([
      'review-cycles',
      'c1',
      'guideline-cost',
      matrix,
    ]);
    expect(reviewCycleKeys.pendingApprovals()).toEqual(['review-cycles', 'pending-approvals']);
    expect(reviewCycleKeys.statuses()).toEqual(['review-cycles', 'form-options', 'statuses']);
    expect(reviewCycleKeys.types()).toEqual(['review-cycles', 'form-options', 'types']);
    expect(reviewCycleKeys.teamPayroll({ scope: 'teams', teamIds: ['t1'] })).toEqual([
      'review-cycles',
      'team-payroll',
      { scope: 'teams', teamIds: ['t1'] },
    ]);
  });
});

describe('Review Cycles fetchers', () => {
  it('send the operations of openapi.yaml, each valid', async () => {
    const cycle = await firstCycle();
    const client = createTestQueryClient();
    await client.fetchQuery(reviewCycleQueryOptions(cycle.id));
    await client.fetchQuery(cycleBudgetQueryOptions(cycle.id));
    await client.fetchQuery(cycleGuidelineQueryOptions(cycle.id));
    await client.fetchQuery(cycleReportQueryOptions(cycle.id));
    await client.fetchQuery(reviewStatusesQueryOptions());
    await client.fetchQuery(reviewTypesQueryOptions());
    await client.fetchQuery(teamPayrollQueryOptions({ scope: 'company' }));
    const guideline = client.getQueryData(cycleGuidelineQueryOptions(cycle.id).queryKey)!;
    const { cycleId: _id, updatedAt: _at, ...matrix } = guideline;
    await client.fetchQuery(guidelineCostQueryOptions(cycle.id, matrix));
    const sent = await requests.sent();
    expect(sent.map((r) => r.operationId)).toEqual([
      'getReviewCycle',
      'getCycleBudget',
      'getCycleGuideline',
      'getCycleReport',
      'listReviewStatuses',
      'listReviewTypes',
      'previewTeamPayroll',
      'previewGuidelineCost',
    ]);
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
    expect(sent[0].params).toEqual({ id: cycle.id });
    expect(sent.slice(1, 4).map((r) => r.params)).toEqual(Array(3).fill({ cycleId: cycle.id }));
  });

  it("read a manager's cycles, and their pending approvals afresh on every mount", async () => {
    await signInAs('manager');
    const options = pendingApprovalsQueryOptions();
    expect(options.staleTime).toBe(0);
    const client = createTestQueryClient();
    expect(await client.fetchQuery(reviewCyclesQueryOptions())).not.toHaveLength(0);
    expect(Array.isArray(await client.fetchQuery(options))).toBe(true);
    expect((await requests.sent()).map((r) => r.operationId)).toEqual([
      'listReviewCycles',
      'listPendingApprovals',
    ]);
  });
});

describe('Review Cycles mutations', () => {
  it('an update sends the version it was loaded with and reloads every cycle query', async () => {
    const cycle = await firstCycle();
    server.use(http.put('*/api/review-cycles/:id', () => HttpResponse.json({ data: cycle })));
    const client = createTestQueryClient();
    const keys = [
      reviewCycleKeys.all,
      reviewCycleKeys.budget(cycle.id),
      reviewCycleKeys.pendingApprovals(),
    ];
    seedKeys(client, keys);
    const { result } = renderHook(() => useSaveReviewCycle(), { wrapper: withClient(client) });
    const { id, name, typeId: type, startDate, endDate, scope } = cycle;
    const input = { name, type, startDate, endDate, scope, adminOverride: false };
    await act(() => result.current.mutateAsync({ id, input, version: '7' }));
    const [sent] = await requests.sent();
    expect(sent).toMatchObject({
      operationId: 'updateReviewCycle',
      params: { id },
      ifMatch: '"7"',
    });
    expect(invalidatedKeys(client, keys)).toHaveLength(keys.length);
  });

  it('a create sends no If-Match', async () => {
    const cycle = await firstCycle();
    server.use(http.post('*/api/review-cycles', () => HttpResponse.json({ data: cycle })));
    const client = createTestQueryClient();
    const { result } = renderHook(() => useSaveReviewCycle(), { wrapper: withClient(client) });
    const { name, typeId: type, startDate, endDate, scope } = cycle;
    await act(() =>
      result.current.mutateAsync({
        input: { name, type, startDate, endDate, scope, adminOverride: false },
      }),
    );
    const [sent] = await requests.sent();
    expect(sent).toMatchObject({ operationId: 'createReviewCycle', ifMatch: null, problems: [] });
  });

  it("a delete drops the cycle's own queries and reloads the list", async () => {
    const client = createTestQueryClient();
    seedKeys(client, [reviewCycleKeys.all, reviewCycleKeys.report('gone'), ['review-cycles', 'x']]);
    server.use(
      http.delete('*/api/review-cycles/:id', () => new HttpResponse(null, { status: 204 })),
    );
    const { result } = renderHook(() => useDeleteReviewCycle(), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync('gone'));
    expect((await requests.sent())[0]).toMatchObject({
      operationId: 'deleteReviewCycle',
      params: { id: 'gone' },
    });
    expect(client.getQueryState(reviewCycleKeys.detail('gone'))).toBeUndefined();
    expect(client.getQueryState(reviewCycleKeys.report('gone'))).toBeUndefined();
    expect(client.getQueryState(reviewCycleKeys.all)?.isInvalidated).toBe(true);
  });

  it('a saved guideline is cached as answered and reloads that cycle only', async () => {
    const cycle = await firstCycle();
    const client = createTestQueryClient();
    const guideline = await client.fetchQuery(cycleGuidelineQueryOptions(cycle.id));
    requests.clear();
    const keys = [reviewCycleKeys.detail(cycle.id), reviewCycleKeys.budget(cycle.id)];
    const untouched = [reviewCycleKeys.all, reviewCycleKeys.detail('other')];
    seedKeys(client, [...keys, ...untouched]);
    const { result } = renderHook(() => useSaveCycleGuideline(cycle.id), {
      wrapper: withClient(client),
    });
    const { cycleId: _id, updatedAt: _at, ...input } = guideline;
    const saved = await act(() => result.current.mutateAsync(input));
    const [sent] = await requests.sent();
    expect(sent).toMatchObject({ operationId: 'saveCycleGuideline', problems: [] });
    expect(client.getQueryData(reviewCycleKeys.guideline(cycle.id))).toEqual(saved);
    expect(invalidatedKeys(client, [...keys, ...untouched])).toEqual(
      keys.map((key) => JSON.stringify(key)),
    );
  });
});
