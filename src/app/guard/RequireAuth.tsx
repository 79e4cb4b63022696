import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Role } from '@/lib/permissions';
import { paths } from '@/config/paths';
import { useSession, useSessionEvents, useSessionValidation } from '@/hooks/useSession';
import { RequireRole } from './RequireRole';
import { SessionSpinner } from './SessionSpinner';

export type RequireAuthProps = {
  roles?: readonly Role[];
  children?: ReactNode;
};

/** Spec 01 §2 "Protected area behaviour": spinner, /auth without a user, forced change, role check. */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user, token, requiresPasswordChange } = useSession();
  const validated = useSessionValidation(token);
  useSessionEvents();

  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (!validated) return <SessionSpinner />;
  if (requiresPasswordChange) {
    return (
      <Navigate
        to={paths.auth.forgotPassword.getHref()}
        replace
        state={{ forcePasswordChange: true, user }}
      />
    );
  }
  return <RequireRole roles={roles}>{children ?? <Outlet />}</RequireRole>;
}
