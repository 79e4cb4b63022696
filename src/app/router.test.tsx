import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createTestQueryClient } from '@/test/render-route';
import { AppProviders } from './AppProviders';
import { publicRoutes } from './routes/public';
import { routes } from './router';

function collectPaths(list: RouteObject[] | undefined, out: string[] = []): string[] {
  for (const route of list ?? []) {
    if (route.path) out.push(route.path);
    collectPaths(route.children, out);
  }
  return out;
}

const root = routes[0]!;
const shell = root.children!.find((route) => !route.path && route.children)!;
const publicPaths = collectPaths(publicRoutes);
const protectedPaths = collectPaths(shell.children);

function concrete(path: string): string {
  return path.replace(/:\w+/g, 'x1');
}

describe('router', { timeout: 20_000 }, () => {
  it('has exactly the public pages of the spec outside the guard', () => {
    expect(publicPaths.sort()).toEqual(
      ['/', '/waitlist', '/auth', '/auth/register', '/auth/forgot-password'].sort(),
    );
    const outsideShell = collectPaths(root.children!.filter((route) => route !== shell));
    expect(outsideShell.filter((p) => p !== '*').sort()).toEqual(publicPaths.sort());
  });

  it('puts the dashboards, profile pages and every other route behind the guard', () => {
    expect(protectedPaths).toEqual(
      expect.arrayContaining([
        paths.dashboard.path,
        paths.admin.root.path,
        paths.admin.profile.path,
        paths.manager.dashboard.path,
        paths.manager.profile.path,
        paths.me.profile.path,
      ]),
    );
  });

  it.each(protectedPaths.map(concrete))('redirects %s to /auth without a session', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it.each([
    ['/admin/review-cycles/c%201', '/review-cycles/c%201'],
    [
      '/admin/review-cycles/c1/participants/p1?stage=s1',
      '/review-cycles/c1/participants/p1?stage=s1',
    ],
    ['/admin/review-cycles/c1/calibration', '/review-cycles/c1/calibration'],
  ])('opens the former address %s at %s', async (from, to) => {
    const router = createMemoryRouter(routes, { initialEntries: [from] });
    await waitFor(() => {
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe(to);
    });
    router.dispose();
  });

  it('keeps the admin-only reports of a cycle under /admin', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: [paths.admin.reviewCycleReports.getHref('c1')],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/admin/review-cycles/c1/reports');
    router.dispose();
  });
});
