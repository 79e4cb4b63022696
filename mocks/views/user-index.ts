import { db } from '@mocks/db';
import { memoUntilTablesChange } from '@mocks/db/memo-by-table';
import type { User } from '@mocks/db/records';
import { toUserDto, type UserDto } from './user';

/**
 * An organization's users by last then first name (the users list's order), sorted once per change
 * of the users table instead of on every call. Read-only.
 */
export const usersByName: (organizationId: string) => readonly User[] = memoUntilTablesChange(
  ['users'],
  (organizationId: string) =>
    db.users
      .lookup('organizationId', organizationId)
      .sort(
        (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
      ),
  (organizationId: string) => organizationId,
);

/**
 * A user as the API shows it, built once per change of the users or manager assignments (its
 * version hashes both). Read-only.
 */
export const userDtoOf: (user: User) => UserDto = memoUntilTablesChange(
  ['users', 'managerAssignments'],
  toUserDto,
  (user: User) => user.id,
);
