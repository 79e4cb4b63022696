// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNDO_COMMENT } from '@/lib/recommendations';
import { createTestQueryClient } from '@/test/render-route';
import { invalidatedKeys, recordRequests, seedKeys, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { server } from '@mocks/node';
import {
  allCycleParticipantsQueryOptions,
  cycleParticipantsPageQueryOptions,
  participantKeys,
} from './participants';
import {
  useBulkApprove,
  useRecommendationAction,
  type RecommendationAction,
} from './recommendations';
import { reviewCycleKeys } from './review-cycles';

const requests = recordRequests();
const target = { cycleId: 'c1', participantId: 'p1', recId: 'r1' };
const answered = { id: 'r1', proposedIncrease: 5000, status: 'approved' };

beforeEach(async () => {
  await signInAs('admin');
  server.use(
    http.patch('*/recommendations/:recId/*', () => HttpResponse.json({ data: answered })),
    http.patch('*/recommendations/:recId', () => HttpResponse.json({ data: answered })),
  );
});

describe('useRecommendationAction', () => {
  it.each<[RecommendationAction, string, unknown, string | null]>([
    [{ kind: 'approve' }, 'approveRecommendation', { comments: null }, null],
    [
      { kind: 'reject', input: { reason: 'budget', comments: 'Too high' } },
      'rejectRecommendation',
      { reason: 'budget', comments: 'Too high' },
      null,
    ],
    [{ kind: 'undo' }, 'undoRecommendationDecision', { comments: UNDO_COMMENT }, null],
    [
      {
        kind: 'edit',
        input: { proposedIncrease: 5000, proposedSalary: 105000, notes: 'Matches the market rate' },
        version: '3',
      },
      'editRecommendation',
      { proposedIncrease: 5000, proposedSalary: 105000, notes: 'Matches the market rate' },
      '"3"',
    ],
  ])('%o sends %s', async (action, operationId, body, ifMatch) => {
    const client = createTestQueryClient();
    const { result } = renderHook(() => useRecommendationAction(), {
      wrapper: withClient(client),
    });
    await act(() => result.current.mutateAsync({ target, action }));
    expect(await requests.sent()).toEqual([
      { operationId, params: target, query: {}, body, ifMatch, problems: [] },
    ]);
  });

  it('shows the decision on the row at once and reloads that cycle only', async () => {
    const client = createTestQueryClient();
    const row = { id: 'p1', currentSalary: 100000, recommendedRaise: 0, raisePercentage: 0 };
    const other = { id: 'p2', currentSalary: 50000, recommendedRaise: 10, raisePercentage: 1 };
    const pageKey = cycleParticipantsPageQueryOptions('c1', { limit: 100 }).queryKey;
    const allKey = allCycleParticipantsQueryOptions('c1').queryKey;
    client.setQueryData(pageKey, { data: [row, other], total: 2 } as never);
    client.setQueryData(allKey, [other, row] as never);
    const cycleKeys = [reviewCycleKeys.detail('c1'), reviewCycleKeys.budget('c1')];
    const untouched = [reviewCycleKeys.all, reviewCycleKeys.detail('c2')];
    seedKeys(client, [...cycleKeys, ...untouched]);
    const { result } = renderHook(() => useRecommendationAction(), {
      wrapper: withClient(client),
    });
    await act(() => result.current.mutateAsync({ target, action: { kind: 'approve' } }));
    const decided = {
      ...row,
      recommendation: answered,
      recommendedRaise: 5000,
      raisePercentage: 5,
    };
    expect(client.getQueryData(pageKey)).toEqual({ data: [decided, other], total: 2 });
    expect(client.getQueryData(allKey)).toEqual([other, decided]);
    const reloaded = [participantKeys.list('c1'), ...cycleKeys];
    expect(invalidatedKeys(client, [...reloaded, ...untouched])).toEqual(
      reloaded.map((key) => JSON.stringify(key)),
    );
  });
});

describe('useBulkApprove', () => {
  it('sends the ids and reloads the participants and the cycle, even after a failure', async () => {
    server.use(
      http.post('*/recommendations/bulk-approve', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const client = createTestQueryClient();
    const keys = [participantKeys.list('c1'), reviewCycleKeys.detail('c1')];
    seedKeys(client, [...keys, reviewCycleKeys.all]);
    const { result } = renderHook(() => useBulkApprove('c1'), { wrapper: withClient(client) });
    await act(() =>
      result.current
        .mutateAsync({
          items: [{ id: 'r1', version: 'v1' }, { id: 'r2' }],
          onBehalfJustification: 'Priya is on leave',
        })
        .catch(() => undefined),
    );
    expect(await requests.sent()).toMatchObject([
      {
        operationId: 'bulkApproveRecommendations',
        params: { cycleId: 'c1' },
        // The version the approver read goes with each decision.
        body: {
          recommendationIds: ['r1', 'r2'],
          versions: [{ recommendationId: 'r1', version: 'v1' }],
          // An admin's override for others' steps among them, with its justification.
          onBehalf: true,
          onBehalfJustification: 'Priya is on leave',
        },
        problems: [],
      },
    ]);
    expect(invalidatedKeys(client, [...keys, reviewCycleKeys.all])).toEqual(
      keys.map((key) => JSON.stringify(key)),
    );
  });
});
