import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A hidden tab paints no frames: nothing waits for one longer than this. */
export const WAIT_FOR_PAINT_MS = 250;

/** A mounted component reads the query (a disabled observer, reading the cache only, is not one). */
function observed(client: QueryClient, queryKey: QueryKey): boolean {
  return client.getQueryCache().find({ queryKey, exact: true })?.isActive() ?? false;
}

function whenObserved(client: QueryClient, queryKey: QueryKey): Promise<void> {
  if (observed(client, queryKey)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      const change = event.type === 'observerAdded' || event.type === 'observerOptionsUpdated';
      if (!change || !observed(client, queryKey)) return;
      unsubscribe();
      resolve();
    });
  });
}

/** After the browser's next paint (a task after the next frame), or a short while in a hidden tab. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_FOR_PAINT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves once a screen shows the query's data: a component observes it and the browser has
 * painted since. Work that would hold up that paint waits for it, such as the in-page mock
 * building the other pages of a 10,000-row list on the main thread. A prefetch waits for the
 * screen it was made for however long its code takes to load (on a slow phone, seconds); one
 * that no screen ever shows stays where it is.
 */
export async function whenShown(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await whenObserved(client, queryKey);
  await afterNextPaint();
}
