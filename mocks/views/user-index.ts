import { db } from '@mocks/db';
import { memoUntilTablesChange } from '@mocks/db/memo-by-table';
import type { User } from '@mocks/db/records';
import { mockSettings } from '@mocks/http/settings';
import { toUserDto, type UserDto } from './user';
import { keptRow } from '@mocks/http/row-json';

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

const cachedUserDto = memoUntilTablesChange(
  ['users', 'managerAssignments'],
  (user: User) => keptRow(toUserDto(user)),
  (user: User) => user.id,
);

/**
 * A user as the API shows it, built once per change of the users or manager assignments (its
 * version hashes both) where rows are kept (`keepBuiltRows`). Read-only.
 */
export function userDtoOf(user: User): UserDto {
  return mockSettings.keepBuiltRows ? cachedUserDto(user) : toUserDto(user);
}
