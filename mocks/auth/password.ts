import { compareSync, hashSync } from 'bcryptjs';

/** Cost of new hashes: low enough that sign-up and password changes stay quick in the browser. */
export const PASSWORD_HASH_COST = 8;

/** bcrypt hash of `password` (synchronous; about 40 ms at cost 8). */
export function hashPassword(password: string): string {
  return hashSync(password, PASSWORD_HASH_COST);
}

/** Whether `password` matches `hash`; false (not an exception) for a malformed or empty hash. */
export function verifyPassword(password: string, hash: string): boolean {
  if (!hash) return false;
  try {
    return compareSync(password, hash);
  } catch {
    return false;
  }
}

/**
 * A bcrypt hash (cost {@link PASSWORD_HASH_COST}) of a random secret nobody knows. Sign-in checks
 * the password of an unknown email against it, so that answer takes as long as a wrong password's.
 */
export const DUMMY_PASSWORD_HASH = '$2b$08$guxAZUrlpwY8PbS/nXj.fe4EY/Rcl1kGadFvdnq1aLZ.FF9fo21T6';
