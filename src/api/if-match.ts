import { PRECONDITION_FAILED, toEntityTag } from '@/lib/record-version';
import { ApiError } from './errors';

/**
 * The `If-Match` header of an update, for openapi-fetch's `params.header`: the version of the
 * record as the form loaded it (issue 17 §4). No version (a record read before the contract had
 * versions): no header, and the server applies the write as before.
 */
export function ifMatch(version: string | null | undefined): { 'If-Match'?: string } {
  return version ? { 'If-Match': toEntityTag(version) } : {};
}

/** Whether a failed call was refused because someone else changed the record (412). */
export function isStaleRecordError(error: unknown): boolean {
  return error instanceof ApiError && error.status === PRECONDITION_FAILED;
}
