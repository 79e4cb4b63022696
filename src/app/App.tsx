import { RouterProvider } from 'react-router';
import { AppTheme } from './AppTheme';
import { ErrorBoundary } from './ErrorBoundary';
import { router } from './router';

// Only the theme sits at the root: pages bring the query client (routes/lazy.tsx) and the signed-in
// shell the confirmation dialog, so the sign-in page's first load carries neither.
export function App() {
  return (
    <ErrorBoundary>
      <AppTheme>
        <RouterProvider router={router} />
      </AppTheme>
    </ErrorBoundary>
  );
}
