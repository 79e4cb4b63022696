import { ConfirmProvider } from '@/components/ConfirmProvider';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { RequireAuth } from '../guard/RequireAuth';
import { RoleLayout } from './RoleLayout';

/**
 * Every signed-in route renders inside this: the role's shell, painted at once, and the session
 * guard inside it (its spinner while the stored session is validated). It hosts the confirmation
 * dialog (`useConfirm()`), which only signed-in screens use, and asks before a screen with unsaved
 * typed input is left.
 */
export default function ProtectedShell() {
  return (
    <ConfirmProvider>
      <UnsavedChangesGuard>
        <RequireAuth frame={RoleLayout} />
      </UnsavedChangesGuard>
    </ConfirmProvider>
  );
}
