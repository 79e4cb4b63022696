// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR_PAINT_MS, WAIT_FOR_SCREEN_MS, whenShown } from './when-shown';

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
    await vi.advanceTimersByTimeAsync(WAIT_FOR_SCREEN_MS - 100);
    expect(shown.done).toBe(false);
    const observer = new QueryObserver(client, { queryKey, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.done).toBe(false);
    // No frames here (as in a hidden tab): the paint is waited for a short while only.
    await vi.advanceTimersByTimeAsync(WAIT_FOR_PAINT_MS);
    expect(shown.done).toBe(true);
    unsubscribe();
  });

  it('goes on after a while when no screen shows the query (a prefetch)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const shown = tracked(whenShown(client, queryKey));
    await vi.advanceTimersByTimeAsync(WAIT_FOR_SCREEN_MS + WAIT_FOR_PAINT_MS);
    expect(shown.done).toBe(true);
  });
});
