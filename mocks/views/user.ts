import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import type { User } from '@mocks/db/records';
import { ignoring, versionOf } from '@mocks/http/versions';

export type UserDto = components['schemas']['User'];

/** Fields of a stored user that change without anyone editing the user (sign-ins, password). */
const UNSEEN_USER_FIELDS = ['lastLoginAt', 'passwordHash'] as const;

/** The user's version: the account and its reporting line (the user form edits both). */
export function userVersion(user: User, assignment = assignmentOf(user)): string {
  return versionOf(ignoring(user, UNSEEN_USER_FIELDS), assignment);
}

function assignmentOf(user: User) {
  return user.employeeId
    ? db.managerAssignments.lookup('employeeId', user.employeeId)[0]
    : undefined;
}

/**
 * A stored user as the API shows it: no password hash, `name` and `employee` derived, and the
 * manager ids read from the employee's ManagerAssignment (the contract gives them as EMPLOYEE ids).
 */
export function toUserDto(user: User): UserDto {
  const assignment = assignmentOf(user);
  return {
    id: user.id,
    version: userVersion(user, assignment),
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    marketingConsent: user.marketingConsent,
    primaryManagerId: assignment?.primaryManagerId ?? null,
    secondaryManagerId: assignment?.secondaryManagerId ?? null,
    employeeId: user.employeeId,
    employee: user.employeeId ? { id: user.employeeId } : null,
    organizationId: user.organizationId,
    temporaryPasswordExpiresAt: user.isTemporaryPassword ? user.temporaryPasswordExpiresAt : null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
