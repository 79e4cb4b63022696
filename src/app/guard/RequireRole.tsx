import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Role } from '@/lib/permissions';
import { useSession } from '@/hooks/useSession';
import { AccessDenied } from './AccessDenied';

export type RequireRoleProps = {
  roles?: readonly Role[];
  children?: ReactNode;
};

/** Shows 'Access Denied' unless the signed-in user's role is in `roles` (no roles: everyone). */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user } = useSession();
  if (roles && (!user || !roles.includes(user.role))) {
    return <AccessDenied requiredRoles={roles} userRole={user?.role ?? 'none'} />;
  }
  return <>{children ?? <Outlet />}</>;
}
