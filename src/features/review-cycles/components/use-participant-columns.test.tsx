import { renderHook, waitFor, act } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import {
  COLUMN_SAVE_DEBOUNCE_MS,
  mergeColumns,
  PARTICIPANT_COLUMNS,
  useParticipantColumns,
} from './use-participant-columns';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

const saved = () => db.columnPreferences.lookup('userId', DEMO_ADMIN.userId)[0]?.columns;

beforeEach(async () => {
  await signInAs('admin');
});

describe('participant column preferences', () => {
  it('merges saved columns: known keys in the saved order, missing ones appended, our labels', () => {
    const merged = mergeColumns([
      { key: 'manager', label: 'x', visible: false, order: 0 },
      { key: 'employee', label: 'y', visible: true, order: 1 },
    ]);
    expect(merged.map((c) => c.key)).toEqual([
      'manager',
      'employee',
      'team',
      'level',
      'status',
      'currentStage',
      'currentSalary',
      'compaRatio',
      'rangePenetration',
      'recommendedRaise',
      'raisePercentage',
      'compaRatioAfter',
      'rangePenetrationAfter',
      'actions',
    ]);
    expect(merged[0]).toEqual({ key: 'manager', label: 'Manager', visible: false, order: 0 });
    expect(mergeColumns(undefined)).toEqual(PARTICIPANT_COLUMNS);
  });

  it('a list saved before the band columns existed gets them after its own, penetrations hidden', () => {
    const nine = [
      'employee',
      'team',
      'manager',
      'status',
      'currentStage',
      'currentSalary',
      'recommendedRaise',
      'raisePercentage',
      'actions',
    ] as const;
    const merged = mergeColumns(
      nine.map((key, order) => ({ key, label: key, visible: key !== 'team', order })),
    );
    expect(merged.slice(9).map((c) => [c.key, c.visible])).toEqual([
      ['level', true],
      ['compaRatio', true],
      ['rangePenetration', false],
      ['compaRatioAfter', true],
      ['rangePenetrationAfter', false],
    ]);
    expect(merged.find((c) => c.key === 'team')?.visible).toBe(false);
  });

  it('saves 250 ms after the last change, once', async () => {
    let patches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.includes('table-columns')) patches += 1;
    });
    const { result } = renderHook(() => useParticipantColumns(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const hideTeam = result.current.columns.map((c) =>
      c.key === 'team' ? { ...c, visible: false } : c,
    );
    act(() => result.current.onChange(hideTeam));
    act(() =>
      result.current.onChange(
        hideTeam.map((c) => (c.key === 'manager' ? { ...c, visible: false } : c)),
      ),
    );
    expect(result.current.columns.find((c) => c.key === 'manager')?.visible).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, COLUMN_SAVE_DEBOUNCE_MS - 100));
    expect(patches).toBe(0);
    await waitFor(() =>
      expect(
        saved()
          ?.filter((c) => !c.visible)
          .map((c) => c.key),
      ).toEqual(['team', 'manager', 'rangePenetration', 'rangePenetrationAfter']),
    );
    expect(patches).toBe(1);
    server.events.removeAllListeners();
  });

  it('after a change in another tab (412) re-reads the columns and saves this choice', async () => {
    const statuses: number[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.method === 'PATCH') statuses.push(response.status);
    });
    const { result } = renderHook(() => useParticipantColumns(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    db.columnPreferences.insert({
      userId: DEMO_ADMIN.userId,
      tableName: 'participants',
      columns: PARTICIPANT_COLUMNS.map((c) => ({ ...c, visible: c.key !== 'status' })),
      updatedAt: new Date().toISOString(),
    });
    act(() =>
      result.current.onChange(
        result.current.columns.map((c) => (c.key === 'team' ? { ...c, visible: false } : c)),
      ),
    );
    await waitFor(() =>
      expect(
        saved()
          ?.filter((c) => !c.visible)
          .map((c) => c.key),
      ).toEqual(['team', 'rangePenetration', 'rangePenetrationAfter']),
    );
    expect(statuses).toEqual([412, 200]);
    expect(result.current.saveFailed).toBe(false);
    server.events.removeAllListeners();
  });

  it('reports load and save failures and keeps working with the defaults', async () => {
    server.use(
      http.get(
        '*/api/user/preferences/table-columns/:t',
        () => new HttpResponse(null, { status: 500 }),
      ),
      http.patch(
        '*/api/user/preferences/table-columns/:t',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useParticipantColumns(), { wrapper });
    await waitFor(() => expect(result.current.loadFailed).toBe(true));
    expect(result.current.columns).toEqual(PARTICIPANT_COLUMNS);
    act(() =>
      result.current.onChange(
        PARTICIPANT_COLUMNS.map((c) => ({ ...c, visible: c.key !== 'team' })),
      ),
    );
    await waitFor(() => expect(result.current.saveFailed).toBe(true));
  });
});
