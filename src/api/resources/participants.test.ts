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
  compensationDataQueryOptions,
  allCycleParticipantsQueryOptions,
  cycleParticipantsPageQueryOptions,
  metricResponsesQueryOptions,
  participantKeys,
  participantQueryOptions,
  StageSaveError,
  unlockStatusQueryOptions,
  useSaveStage,
  useStageLockAction,
  type StageKey,
} from './participants';
import { reviewCycleKeys, reviewCyclesQueryOptions } from './review-cycles';

const requests = recordRequests();
const key: StageKey = { cycleId: 'c1', participantId: 'p1', stageId: 's1' };

beforeEach(async () => {
  await signInAs('admin');
});

/** A participant of the demo data that is at a stage, and that stage. */
async function participantAtStage(): Promise<StageKey> {
  const client = createTestQueryClient();
  for (const cycle of await client.fetchQuery(reviewCyclesQueryOptions())) {
    for (const row of await client.fetchQuery(allCycleParticipantsQueryOptions(cycle.id))) {
      const participant = await client.fetchQuery(participantQueryOptions(cycle.id, row.id));
      if (participant.currentStageId) {
        requests.clear();
        return { cycleId: cycle.id, participantId: row.id, stageId: participant.currentStageId };
      }
    }
  }
  throw new Error('the demo data has no participant at a stage');
}

describe('participantKeys', () => {
  it("puts a cycle's participants, each participant and their stages under the cycle", () => {
    expect(participantKeys.list('c1')).toEqual(['review-cycles', 'c1', 'participants']);
    expect(participantKeys.detail('c1', 'p1')).toEqual([
      'review-cycles',
      'c1',
      'participants',
      'p1',
    ]);
    const stage = ['review-cycles', 'c1', 'participants', 'p1', 'stages', 's1'];
    expect(participantKeys.stage(key)).toEqual(stage);
    expect(participantKeys.metricResponses(key)).toEqual([...stage, 'metric-responses']);
    expect(participantKeys.compensationData(key)).toEqual([...stage, 'compensation-data']);
    expect(participantKeys.unlockStatus(key)).toEqual([...stage, 'unlock-status']);
  });
});

describe('Participants fetchers', () => {
  it('read one page of the participants, one participant and the stage calls', async () => {
    const stage = await participantAtStage();
    const client = createTestQueryClient();
    const page = await client.fetchQuery(
      cycleParticipantsPageQueryOptions(stage.cycleId, { sort: 'team', order: 'desc', limit: 3 }),
    );
    expect(page.data.length).toBeLessThanOrEqual(3);
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    await client.fetchQuery(participantQueryOptions(stage.cycleId, stage.participantId));
    await client.fetchQuery(metricResponsesQueryOptions(stage));
    await client.fetchQuery(compensationDataQueryOptions(stage));
    await client.fetchQuery(unlockStatusQueryOptions(stage));
    const sent = await requests.sent();
    expect(sent.map((r) => r.operationId)).toEqual([
      'listCycleParticipants',
      'getParticipant',
      'listMetricResponses',
      'getCompensationData',
      'getStageUnlockStatus',
    ]);
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
    expect(sent[0].query).toEqual({ sort: 'team', order: 'desc', limit: '3' });
    expect(sent.slice(2).map((r) => r.params)).toEqual(Array(3).fill(stage));
  });

  it('read a stage without answers (404) as empty, and name the status of other failures', async () => {
    server.use(
      http.get('*/metric-responses', () => HttpResponse.json({ error: 'x' }, { status: 404 })),
      http.get('*/compensation-data', () => HttpResponse.json({ error: 'x' }, { status: 404 })),
    );
    const client = createTestQueryClient();
    expect(await client.fetchQuery(metricResponsesQueryOptions(key))).toEqual({ responses: [] });
    expect(await client.fetchQuery(compensationDataQueryOptions(key))).toBeNull();
    server.use(
      http.get('*/metric-responses', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    await expect(
      createTestQueryClient().fetchQuery(metricResponsesQueryOptions(key)),
    ).rejects.toThrow('Failed to load metric responses: 500');
  });
});

describe('useSaveStage', () => {
  const entries = [{ metricId: 'm1', value: '4', employeeId: 'e1', reviewCycleId: 'c1' }];
  const compensation = {
    compensationChanges: [{ type: 't1', currentValue: 100, proposedValue: 110, override: false }],
    justification: 'Strong year',
    exceptionJustification: null,
    adminOverride: false,
  };

  function answerSaves(metrics = 200) {
    server.use(
      http.post('*/metric-responses', () =>
        metrics === 200
          ? HttpResponse.json({ data: [], version: 'a2' })
          : HttpResponse.json({ error: 'Bad', message: 'Bad answers' }, { status: metrics }),
      ),
      http.post('*/compensation-data', () =>
        HttpResponse.json({ data: { version: 'c2' } }, { status: 200 }),
      ),
    );
  }

  it('sends the answers, then the compensation data, each with its own If-Match', async () => {
    answerSaves();
    const client = createTestQueryClient();
    const keys = [
      participantKeys.unlockStatus(key),
      reviewCycleKeys.all,
      reviewCycleKeys.detail('x'),
    ];
    seedKeys(client, keys);
    const { result } = renderHook(() => useSaveStage(key), { wrapper: withClient(client) });
    const saved = await act(() =>
      result.current.mutateAsync({
        status: 'pending_approval',
        entries,
        compensation,
        versions: { answers: 'a1', compensation: 'c1' },
      }),
    );
    expect(saved).toEqual({ answers: 'a2', compensation: 'c2' });
    const sent = await requests.sent();
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
    expect(sent).toMatchObject([
      {
        operationId: 'saveMetricResponses',
        params: key,
        ifMatch: '"a1"',
        body: { entries, status: 'pending_approval' },
      },
      {
        operationId: 'saveCompensationData',
        params: key,
        ifMatch: '"c1"',
        body: { ...compensation, status: 'pending_approval' },
      },
    ]);
    expect(invalidatedKeys(client, keys)).toHaveLength(keys.length);
  });

  it('names the part that failed, and leaves the compensation alone when the answers fail', async () => {
    answerSaves(400);
    const client = createTestQueryClient();
    const { result } = renderHook(() => useSaveStage(key), { wrapper: withClient(client) });
    const saving = result.current.mutateAsync({ status: 'draft', entries, compensation });
    await expect(saving).rejects.toBeInstanceOf(StageSaveError);
    await expect(saving).rejects.toMatchObject({ part: 'metrics', sent: entries });
    expect((await requests.sent()).map((r) => r.operationId)).toEqual(['saveMetricResponses']);
  });
});

describe('useStageLockAction', () => {
  it.each([
    ['unlock', 'unlockStage'],
    ['relock', 'relockStage'],
    ['revert', 'revertStage'],
  ] as const)('%s sends %s and reloads every cycle query', async (action, operationId) => {
    server.use(
      http.post(`*/stages/:stageId/${action}`, () =>
        HttpResponse.json({ data: { status: 'Reopened' } }),
      ),
    );
    const client = createTestQueryClient();
    const keys = [reviewCycleKeys.all, participantKeys.stage(key)];
    seedKeys(client, keys);
    const { result } = renderHook(() => useStageLockAction(key), { wrapper: withClient(client) });
    await act(() => result.current.mutateAsync(action));
    expect(await requests.sent()).toMatchObject([{ operationId, params: key, problems: [] }]);
    expect(invalidatedKeys(client, keys)).toHaveLength(keys.length);
  });
});
