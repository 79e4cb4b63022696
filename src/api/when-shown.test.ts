// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR_PAINT_MS, whenShown } from './when-shown';

const queryKey = ['list'];

function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenShown', () => {
  it('waits for a screen to observe the query, then for a paint', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(queryKey, 'first page');
    const shown = tracked(whenShown(client, queryKey));
    // However long the screen's code takes to load.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown.done).toBe(false);
    // A component that only reads the cache (a disabled query) does not show the list.
    const reader = new QueryObserver(client, { queryKey, enabled: false });
    const stopReading = reader.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(WAIT_FOR_PAINT_MS);
    expect(shown.done).toBe(false);
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => 'first page',
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.done).toBe(false);
    // No frames here (as in a hidden tab): the paint is waited for a short while only.
    await vi.advanceTimersByTimeAsync(WAIT_FOR_PAINT_MS);
    expect(shown.done).toBe(true);
    unsubscribe();
    stopReading();
  });
});
