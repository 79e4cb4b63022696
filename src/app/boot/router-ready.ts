import type { RouterProviderProps } from 'react-router';

type DataRouter = RouterProviderProps['router'];

/** Resolves once the router has loaded the lazy routes of its first location (`state.initialized`). */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
