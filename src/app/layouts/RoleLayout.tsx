import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { USE_MOCK_API } from '@/config/env';
import { paths } from '@/config/paths';
import { useLogout, useSession } from '@/hooks/useSession';
import { DevMenu } from '../DevMenu';
import { navForRole } from './nav-items';
import { ShellLayout } from './ShellLayout';

export type RoleLayoutProps = {
  /** Content instead of the route's outlet (stories). */
  children?: ReactNode;
};

/** The signed-in shell with the sidebar of the user's role (admin, manager, or employee). */
export function RoleLayout({ children }: RoleLayoutProps) {
  const { user } = useSession();
  const logout = useLogout();
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  const handleLogout = () => void logout();
  return (
    <ShellLayout
      user={user}
      nav={navForRole(user.role)}
      onLogout={handleLogout}
      sidebarFooter={USE_MOCK_API ? <DevMenu /> : null}
    >
      {children}
    </ShellLayout>
  );
}
