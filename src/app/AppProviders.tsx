import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '@/components/ConfirmProvider';
import { AppTheme } from './AppTheme';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/**
 * Every provider a screen needs, in one place for tests and stories. The app itself mounts them
 * where they are first needed: the theme at the root (App), the query client with the pages that
 * run queries (routes/lazy.tsx) and the confirmation dialog in the signed-in shell.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <AppTheme>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </QueryClientProvider>
    </AppTheme>
  );
}
