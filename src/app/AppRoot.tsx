import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AppTheme } from './AppTheme';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The app around a router: the browser's in `App`, a memory router of the same routes when the
 * build renders the sign-in page in Node. One tree for both, so the client hydrates exactly what
 * the build wrote.
 */
// Only the theme sits at the root: pages bring the query client (routes/lazy.tsx) and the signed-in
// shell the confirmation dialog, so the sign-in page's first load carries neither.
export function AppRoot({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <ErrorBoundary>
      <AppTheme>
        <RouterProvider router={router} />
      </AppTheme>
    </ErrorBoundary>
  );
}
