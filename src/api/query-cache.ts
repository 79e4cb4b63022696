import type { QueryClient } from '@tanstack/react-query';

// The app's query client is created with the first page that runs queries (see query-client.ts);
// the sign-in page does not load TanStack Query. This holds the client once it exists.
let appClient: Pick<QueryClient, 'clear'> | null = null;

export function registerAppQueryClient(client: Pick<QueryClient, 'clear'>): void {
  appClient = client;
}

/**
 * Empties the query cache so no previous user's data survives: the given client (from the React
 * context, when one is mounted) or else the app's, if it was created at all.
 */
export function clearQueryCache(contextClient?: Pick<QueryClient, 'clear'> | null): void {
  (contextClient ?? appClient)?.clear();
}
