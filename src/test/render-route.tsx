import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';

export type RenderRouteOptions = {
  /** Route pattern the element is mounted at (default '/'). */
  path?: string;
  /** Where the router starts (default: the path). */
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Extra routes, e.g. `{ path: '/auth', element: <h1>Sign in page</h1> }` to assert redirects. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `element` inside the app's providers and a memory router, with stand-ins for the pages
 * it may navigate to. `router.state.location` tells where it went.
 */
export function renderRoute(element: ReactNode, options: RenderRouteOptions = {}) {
  const { path = '/', initialEntry = path, routes = [] } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path, element }, ...routes], {
    initialEntries: [initialEntry],
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Stand-in pages that show which route a navigation reached. */
export function landingPages(...paths: string[]): RouteObject[] {
  return paths.map((p) => ({ path: p, element: <h1>{`Page ${p}`}</h1> }));
}
