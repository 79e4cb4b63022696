import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A prefetch no screen shows (yet) goes on after this long anyway. */
export const WAIT_FOR_SCREEN_MS = 3000;
/** A hidden tab paints no frames: nothing waits for one longer than this. */
export const WAIT_FOR_PAINT_MS = 250;

function observed(client: QueryClient, queryKey: QueryKey): boolean {
  return (client.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
}

function whenObserved(client: QueryClient, queryKey: QueryKey): Promise<void> {
  if (observed(client, queryKey)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, WAIT_FOR_SCREEN_MS);
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'observerAdded' && observed(client, queryKey)) done();
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
 * building the other pages of a 10,000-row list on the main thread.
 */
export async function whenShown(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await whenObserved(client, queryKey);
  await afterNextPaint();
}
