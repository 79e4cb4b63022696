import { Activity, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Role } from '@/lib/permissions';
import { paths } from '@/config/paths';
import { useSession, useSessionEvents, useSessionValidation } from '@/hooks/useSession';
import { RequireRole } from './RequireRole';
import { SessionSpinner } from './SessionSpinner';

export type RequireAuthProps = {
  roles?: readonly Role[];
  children?: ReactNode;
  /**
   * The signed-in frame (the shell), shown at once with the spinner inside while the stored
   * session is validated, so the sidebar and header need not wait for the API. Not for a user who
   * must change the password first.
   */
  frame?: ComponentType<{ children: ReactNode }>;
};

/** Spec 01 §2 "Protected area behaviour": spinner, /auth without a user, forced change, role check. */
export function RequireAuth({ roles, children, frame: Frame }: RequireAuthProps) {
  const { user, token, requiresPasswordChange } = useSession();
  const validated = useSessionValidation(token);
  useSessionEvents();

  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (validated && requiresPasswordChange) {
    return (
      <Navigate
        to={paths.auth.forgotPassword.getHref()}
        replace
        state={{ forcePasswordChange: true, user }}
      />
    );
  }
  if (!validated && (!Frame || requiresPasswordChange)) return <SessionSpinner />;
  const page = <RequireRole roles={roles}>{children ?? <Outlet />}</RequireRole>;
  if (!Frame) return page;
  // While the stored session is checked (the spec's 100 ms, then the call), the page renders
  // hidden behind the spinner from what is already cached, so it shows as soon as the check
  // passes instead of rendering only then. Hidden, it runs no effects: it starts no calls.
  return (
    <Frame>
      {!validated && <SessionSpinner />}
      <Activity mode={validated ? 'visible' : 'hidden'}>{page}</Activity>
    </Frame>
  );
}
