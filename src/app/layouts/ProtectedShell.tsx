import { ConfirmProvider } from '@/components/ConfirmProvider';
import { RequireAuth } from '../guard/RequireAuth';
import { RoleLayout } from './RoleLayout';

/**
 * Every signed-in route renders inside this: the session guard, then the role's shell. It hosts
 * the confirmation dialog (`useConfirm()`), which only signed-in screens use.
 */
export default function ProtectedShell() {
  return (
    <ConfirmProvider>
      <RequireAuth>
        <RoleLayout />
      </RequireAuth>
    </ConfirmProvider>
  );
}
