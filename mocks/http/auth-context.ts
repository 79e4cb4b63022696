import { db } from '@mocks/db';
import type { Employee, Organization, Session, User } from '@mocks/db/records';
import { now } from './clock';

/** Spec: a session lasts 12 hours from login. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Who is calling: resolved from the bearer token of a request. */
export interface AuthContext {
  session: Session;
  user: User;
  org: Organization;
  /** The caller's employee record, when the user has one. */
  employee: Employee | null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * Resolves a token to its session, user, organization and employee. Returns null (→ 401) when
 * the token is unknown, revoked or expired, or the user or organization is gone. A user who was
 * archived (isActive false) is signed out: the session is revoked and null returned.
 */
export function resolveAuth(token: string | null): AuthContext | null {
  if (!token) return null;
  const session = db.sessions.lookup('token', token)[0];
  if (!session || session.revokedAt) return null;
  if (Date.parse(session.expiresAt) <= now().getTime()) return null;
  const user = db.users.find(session.userId);
  if (!user) return null;
  if (!user.isActive) {
    revokeSession(token);
    return null;
  }
  const org = db.organizations.find(user.organizationId);
  if (!org) return null;
  const employee = user.employeeId ? (db.employees.find(user.employeeId) ?? null) : null;
  return { session, user, org, employee };
}

function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Creates a session for `user`: an opaque random token (32 bytes, hex) valid for 12 hours. */
export function issueSession(user: User): Session {
  const createdAt = now();
  // No crypto.randomUUID here: it is missing on insecure origins, where the demo must still work.
  return db.sessions.insert({
    token: randomHex(32),
    userId: user.id,
    organizationId: user.organizationId,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS).toISOString(),
    revokedAt: null,
  });
}

/** Revokes the session of `token`; returns false when there was no live session for it. */
export function revokeSession(token: string): boolean {
  const session = db.sessions.lookup('token', token)[0];
  if (!session || session.revokedAt) return false;
  db.sessions.update(session.id, { revokedAt: now().toISOString() });
  return true;
}

/**
 * Revokes every live session of a user (archive, delete, password reset), but the one of
 * `exceptToken` (a password change keeps the session that made it).
 */
export function revokeUserSessions(userId: string, exceptToken?: string): void {
  const stamp = now().toISOString();
  const live = db.sessions.lookup('userId', userId).filter((s) => !s.revokedAt);
  for (const session of live.filter((s) => s.token !== exceptToken)) {
    db.sessions.update(session.id, { revokedAt: stamp });
  }
}
