import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorFallbackProps } from './ErrorFallback';

export type ErrorBoundaryProps = { children: ReactNode };

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Used only when the styled fallback cannot be loaded either (e.g. the network is gone). */
function PlainErrorFallback({ error }: ErrorFallbackProps) {
  return (
    <div role="alert" style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <strong>Something went wrong</strong>
      <p>{error instanceof Error ? error.message : 'Unknown error'}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

// Loaded on the first error only: the landing page's first paint does not carry it.
const ErrorFallback = lazy(() =>
  import('./ErrorFallback').then(
    (module) => ({ default: module.ErrorFallback }),
    () => ({ default: PlainErrorFallback }),
  ),
);

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.hasError) {
      return (
        <Suspense fallback={null}>
          <ErrorFallback error={this.state.error} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
