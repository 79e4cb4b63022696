import { sessionStore, STORAGE_KEYS } from '@/api/storage';

/** Spec 02 §6: the stage page's messages about the stored user. */
export const STAGE_USER_MESSAGES = {
  missing: 'Please log in to access this page.',
  unreadable: 'Error loading user data. Please log in again.',
  noOrganization: 'User organization not found. Please log in again.',
} as const;

export interface StageUser {
  id: string;
  role: string;
  employeeId: string | null;
  organizationId: string;
}

export type StageUserResult =
  { user: StageUser; error?: undefined } | { user?: undefined; error: string };

/**
 * Spec 02 §6: "If the user record is missing, the stage page shows 'Please log in to access this page.'.
 * If it cannot be parsed, it shows 'Error loading user data. Please log in again.'. If it has no
 * organisation, it shows 'User organization not found. Please log in again.'."
 */
export function parseStageUser(raw: string | null): StageUserResult {
  if (!raw) return { error: STAGE_USER_MESSAGES.missing };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: STAGE_USER_MESSAGES.unreadable };
  }
  if (!parsed || typeof parsed !== 'object') return { error: STAGE_USER_MESSAGES.unreadable };
  const record = parsed as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.role !== 'string') {
    return { error: STAGE_USER_MESSAGES.unreadable };
  }
  if (typeof record.organizationId !== 'string' || !record.organizationId) {
    return { error: STAGE_USER_MESSAGES.noOrganization };
  }
  return {
    user: {
      id: record.id,
      role: record.role,
      employeeId: typeof record.employeeId === 'string' ? record.employeeId : null,
      organizationId: record.organizationId,
    },
  };
}

/** The stored user as the stage page reads it. */
export function readStageUser(): StageUserResult {
  return parseStageUser(sessionStore().getItem(STORAGE_KEYS.user));
}
