import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

// Loaded on the first route error only, so no page's first load carries it.
const ErrorFallback = lazy(() =>
  import('./ErrorFallback').then((module) => ({ default: module.ErrorFallback })),
);

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorFallback error={error} />
    </Suspense>
  );
}
