import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@/lib/permissions';

type PageModule = { default: ComponentType };

/** A lazy route whose module default-exports the page; the code downloads on first visit. */
export function lazyPage(load: () => Promise<PageModule>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

/** A lazy pathless route that shows 'Access Denied' to a role outside `roles`. */
export function lazyRoleGuard(roles: readonly Role[]): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { RequireRole } = await import('@/app/guard/RequireRole');
    return { element: <RequireRole roles={roles} /> };
  };
}
