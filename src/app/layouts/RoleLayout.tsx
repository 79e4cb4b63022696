import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { apiReady } from '@/api/api-gate';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { useLogout, useSession } from '@/hooks/useSession';
import { useConfirmLeave } from '@/components/unsaved-changes';
import { navForRole } from './nav-items';
import { ShellLayout } from './ShellLayout';

// Inline env check: a real-API build drops this import, and with it every byte of mock code.
const DevMenu = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('../DevMenu').then((m) => ({ default: m.DevMenu })));

/**
 * True once the API has answered (the in-browser mock has started) and the browser is idle after
 * that: the demo data menu (a mock-mode tool with a select field, among the heaviest controls to
 * render) waits until then, so the shell's first paint and the page's content do not.
 */
function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    let cancel = () => {};
    void apiReady().then(() => {
      if (!active) return;
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => setReady(true), 0);
        cancel = () => window.clearTimeout(timer);
      } else {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      }
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return ready;
}

export type RoleLayoutProps = {
  /** Content instead of the route's outlet (stories). */
  children?: ReactNode;
};

/** The signed-in shell with the sidebar of the user's role (admin, manager, or employee). */
export function RoleLayout({ children }: RoleLayoutProps) {
  const { user } = useSession();
  const logout = useLogout();
  const confirmLeave = useConfirmLeave();
  const showDevMenu = useAfterFirstContent();
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  const handleLogout = () =>
    void confirmLeave().then((leave) => {
      if (leave) void logout();
    });
  return (
    <ShellLayout
      user={user}
      nav={navForRole(user.role)}
      onLogout={handleLogout}
      headerActions={<NotificationBell userId={user.id} />}
      sidebarFooter={
        DevMenu && showDevMenu ? (
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
