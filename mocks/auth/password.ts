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
