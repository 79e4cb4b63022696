import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { followOtherTabs, registerAppDataChanges } from '@/api/data-changes';
import { registerAppQueryClient } from '@/api/query-cache';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerAppQueryClient(queryClient);
// What another tab of the app saves reloads this tab's screens. Not in unit tests: their workers
// would hear each other's saves.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') {
  registerAppDataChanges(followOtherTabs(queryClient));
}

declare global {
  interface Window {
    /** Mock builds only: keys of the cached queries that hold data (read by the browser tests). */
    __MERITLY_CACHED_QUERIES__?: () => string[];
  }
}

// The browser tests check that logout and a 401 leave no server data in the cache. The env var is
// read inline so a real-API build drops this.
if (typeof window !== 'undefined' && !import.meta.env.VITE_API_URL) {
  window.__MERITLY_CACHED_QUERIES__ = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => query.queryHash);
}
