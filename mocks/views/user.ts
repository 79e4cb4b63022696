import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import type { User } from '@mocks/db/records';

/** The contract's `User` as the API returns it. */
export type UserDto = components['schemas']['User'];

/**
 * A stored user as the API shows it: no password hash, `name` and `employee` derived, and the
 * manager ids read from the employee's ManagerAssignment (the contract gives them as EMPLOYEE ids).
 */
export function toUserDto(user: User): UserDto {
  const assignment = user.employeeId
    ? db.managerAssignments.lookup('employeeId', user.employeeId)[0]
    : undefined;
  return {
    id: user.id,
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
