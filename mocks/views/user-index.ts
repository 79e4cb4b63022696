import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { User } from '@mocks/db/records';
import { toUserDto, type UserDto } from './user';

/**
 * An organization's users by last then first name (the users list's order), sorted once per change
 * of the users table instead of on every call. Read-only.
 */
export const usersByName: (organizationId: string) => readonly User[] = cached(
  'users by name',
  (organizationId: string) =>
    db.users
      .lookup('organizationId', organizationId)
      .sort(
        (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
      ),
  (organizationId: string) => organizationId,
);

const userRow = cached(
  'user row',
  (id: string) => toUserDto(db.users.find(id)!),
  (id: string) => id,
);

/** A user as the API shows it, built once per change of the data it is made of. Read-only. */
export function userDtoOf(user: User): UserDto {
  return userRow(user.id);
}
