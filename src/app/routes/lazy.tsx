import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@/lib/permissions';

/**
 * A page's module; `ready`, if it has one, loads what the page needs to render all it shows at
 * once (the sign-in page's demo accounts): the route waits for it too.
 */
type PageModule = { default: ComponentType; ready?: () => Promise<unknown> };

async function loaded(load: () => Promise<PageModule>): Promise<PageModule> {
  const page = await load();
  await page.ready?.();
  return page;
}

/**
 * A lazy route whose module default-exports the page; the code downloads on first visit. The page
 * renders inside the app's query client, which loads along with it; `{ queryClient: false }` is
 * for pages that run no queries (sign-in), so their first load skips TanStack Query.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  options: { queryClient?: boolean } = {},
): NonNullable<RouteObject['lazy']> {
  if (options.queryClient === false)
    return async () => ({ Component: (await loaded(load)).default });
  return async () => {
    const [{ default: Page }, { WithQueryClient }] = await Promise.all([
      loaded(load),
      import('@/app/WithQueryClient'),
    ]);
    return {
      Component: () => (
        <WithQueryClient>
          <Page />
        </WithQueryClient>
      ),
    };
  };
}

/** A lazy pathless route that shows 'Access Denied' to a role outside `roles`. */
export function lazyRoleGuard(roles: readonly Role[]): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { RequireRole } = await import('@/app/guard/RequireRole');
    return { element: <RequireRole roles={roles} /> };
  };
}
