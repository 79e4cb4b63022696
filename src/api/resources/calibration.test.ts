// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { invalidatedKeys, recordRequests, seedKeys, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import {
  calibrationKeys,
  calibrationQueryOptions,
  useMoveParticipant,
  useSetCalibrationLock,
  useSetCalibrationTargets,
  type Calibration,
} from './calibration';
import { dashboardKeys } from './dashboards';
import { participantKeys } from './participants';
import { reviewCycleKeys } from './review-cycles';

const requests = recordRequests();
const TARGETS = [5, 4, 3, 2, 1].map((rating, i) => ({ rating, share: [10, 20, 40, 20, 10][i] }));

/** The demo's cycle in progress: the one with ratings to calibrate. */
const cycleId = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!.id;

async function loadedView() {
  const client = createTestQueryClient();
  const view = await client.fetchQuery(calibrationQueryOptions(cycleId()));
  return { client, view };
}

beforeEach(async () => {
  await signInAs('admin');
});

describe('Calibration', () => {
  it("keeps the view under its cycle's key and reads it with getCalibration", async () => {
    expect(calibrationKeys.cycle('c1')).toEqual(['review-cycles', 'c1', 'calibration']);
    await loadedView();
    expect(await requests.sent()).toMatchObject([
      { operationId: 'getCalibration', params: { cycleId: cycleId() }, problems: [] },
    ]);
  });

  it('caches the view the targets and lock calls answer', async () => {
    const { client } = await loadedView();
    const wrapper = withClient(client);
    const targets = renderHook(() => useSetCalibrationTargets(cycleId()), { wrapper });
    const lock = renderHook(() => useSetCalibrationLock(cycleId()), { wrapper });
    const targeted = await act(() => targets.result.current.mutateAsync(TARGETS));
    expect(client.getQueryData(calibrationKeys.cycle(cycleId()))).toEqual(targeted);
    const locked = await act(() => lock.result.current.mutateAsync(true));
    expect(locked.locked).toBe(true);
    expect(client.getQueryData(calibrationKeys.cycle(cycleId()))).toEqual(locked);
    const sent = await requests.sent();
    expect(sent.map((r) => [r.operationId, r.body])).toEqual([
      ['getCalibration', undefined],
      ['setCalibrationTargets', { targets: TARGETS }],
      ['setCalibrationLock', { locked: true }],
    ]);
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
  });
});

describe('useMoveParticipant', () => {
  function moveOf(view: Calibration) {
    const person = view.participants.find((p) => p.rating === 3)!;
    return { participantId: person.participantId, rating: 4, reason: 'Carried the migration' };
  }
  const ratingIn = (client: ReturnType<typeof createTestQueryClient>, id: string) =>
    client
      .getQueryData<Calibration>(calibrationKeys.cycle(cycleId()))
      ?.participants.find((p) => p.participantId === id)?.rating;

  it('shows the move at once and puts the view back when the server refuses it', async () => {
    const { client, view } = await loadedView();
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      http.post('*/calibration/moves', async () => {
        await refused;
        return HttpResponse.json({ error: 'Calibration is locked' }, { status: 409 });
      }),
    );
    const move = moveOf(view);
    const { result } = renderHook(() => useMoveParticipant(cycleId()), {
      wrapper: withClient(client),
    });
    act(() => result.current.mutate(move));
    await waitFor(() => expect(ratingIn(client, move.participantId)).toBe(4));
    refuse();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(calibrationKeys.cycle(cycleId()))).toEqual(view);
  });

  it("takes the server's view and reloads every figure a recommendation feeds", async () => {
    const { client, view } = await loadedView();
    const id = cycleId();
    const reloaded = [
      reviewCycleKeys.all,
      reviewCycleKeys.budget(id),
      participantKeys.list(id),
      reviewCycleKeys.pendingApprovals(),
      dashboardKeys.all,
      ['audit', { page: 1 }],
    ];
    seedKeys(client, reloaded);
    const move = moveOf(view);
    const { result } = renderHook(() => useMoveParticipant(id), { wrapper: withClient(client) });
    const { view: answered } = await act(() => result.current.mutateAsync(move));
    expect(client.getQueryData(calibrationKeys.cycle(id))).toEqual(answered);
    expect(ratingIn(client, move.participantId)).toBe(4);
    expect(client.getQueryState(calibrationKeys.cycle(id))?.isInvalidated).toBe(false);
    expect(invalidatedKeys(client, reloaded)).toHaveLength(reloaded.length);
    expect((await requests.sent()).at(-1)).toMatchObject({
      operationId: 'moveCalibrationParticipant',
      body: move,
      problems: [],
    });
  });
});
