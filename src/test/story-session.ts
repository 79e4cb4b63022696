import { startSession } from '@/api/session';
import { db } from '@mocks/db';
import { issueSession } from '@mocks/http/auth-context';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { toUserDto } from '@mocks/views/user';

const ACCOUNTS = { admin: DEMO_ADMIN, manager: DEMO_MANAGER, employee: DEMO_EMPLOYEE };

/**
 * Signs a demo account in without a network call (a session straight in the mock store, the token
 * and user in browser storage), for stories: `beforeEach: () => storySession('admin')`. Run it
 * after the store was seeded (the preview's beforeEach does that first).
 */
export function storySession(role: keyof typeof ACCOUNTS): () => void {
  const user = db.users.find(ACCOUNTS[role].userId);
  if (!user) throw new Error(`storySession: no demo ${role} in the seeded store`);
  const session = issueSession(user);
  startSession({
    token: session.token,
    user: toUserDto(user),
    requiresPasswordChange: false,
    isTemporaryPassword: false,
  });
  return () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  };
}
