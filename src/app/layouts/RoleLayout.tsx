import { Navigate } from 'react-router';
import { USE_MOCK_API } from '@/config/env';
import { paths } from '@/config/paths';
import { useLogout, useSession } from '@/hooks/useSession';
import { DevMenu } from '../DevMenu';
import { navForRole } from './nav-items';
import { ShellLayout } from './ShellLayout';

/** The signed-in shell with the sidebar of the user's role (admin, manager, or employee). */
export function RoleLayout() {
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
    />
  );
}
