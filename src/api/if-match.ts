import { PRECONDITION_FAILED, toEntityTag } from '@/lib/record-version';
import { ApiError } from './errors';

/**
 * The `If-Match` header of an update, for openapi-fetch's `params.header`: the version of the
 * record as the form loaded it, so no update is lost. No version (a record read before the contract had
 * versions): no header, and the server applies the write as before.
 */
export function ifMatch(version: string | null | undefined): { 'If-Match'?: string } {
  return version ? { 'If-Match': toEntityTag(version) } : {};
}

/** Whether a failed call was refused because someone else changed the record (412). */
export function isStaleRecordError(error: unknown): boolean {
  return error instanceof ApiError && error.status === PRECONDITION_FAILED;
}

/**
 * What a user reads when a decision was refused because the figures changed since they were read
 * (412): the server's sentence and the current figures it states; null for any other failure.
 */
export function staleDecisionText(error: unknown): string | null {
  if (!isStaleRecordError(error)) return null;
  const body = (error as ApiError).body;
  return [body?.error, body?.message].filter(Boolean).join('. ') || null;
}
