import { RequireAuth } from '../guard/RequireAuth';
import { RoleLayout } from './RoleLayout';

/** Every signed-in route renders inside this: the session guard, then the role's shell. */
export default function ProtectedShell() {
  return (
    <RequireAuth>
      <RoleLayout />
    </RequireAuth>
  );
}
