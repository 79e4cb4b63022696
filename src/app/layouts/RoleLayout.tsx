import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { useLogout, useSession } from '@/hooks/useSession';
import { navForRole } from './nav-items';
import { ShellLayout } from './ShellLayout';

// Inline env check: a real-API build drops this import, and with it every byte of mock code.
const DevMenu = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('../DevMenu').then((m) => ({ default: m.DevMenu })));

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
      headerActions={<NotificationBell userId={user.id} />}
      sidebarFooter={
        DevMenu ? (
          <Suspense fallback={null}>
            <DevMenu />
          </Suspense>
        ) : null
      }
    >
      {children}
    </ShellLayout>
  );
}
