import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
