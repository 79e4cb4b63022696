import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Provides the app's query client to a page. Pages load it with their code (see routes/lazy.tsx),
 * so the sign-in page's first load carries no TanStack Query. A client already provided above
 * (the signed-in shell, tests, stories) is kept.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
