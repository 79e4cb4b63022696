import { ConfirmProvider } from '@/components/ConfirmProvider';
import { RequireAuth } from '../guard/RequireAuth';
import { RoleLayout } from './RoleLayout';

/**
 * Every signed-in route renders inside this: the role's shell, painted at once, and the session
 * guard inside it (its spinner while the stored session is validated). It hosts the confirmation
 * dialog (`useConfirm()`), which only signed-in screens use.
 */
export default function ProtectedShell() {
  return (
    <ConfirmProvider>
      <RequireAuth frame={RoleLayout} />
    </ConfirmProvider>
  );
}
