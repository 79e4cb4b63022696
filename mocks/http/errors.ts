/**
 * Errors a mock handler can throw. Every error body has the contract's `Error` shape:
 * `{ error, message?, details?: [{ field, message }] }`. `error` is the text a user reads
 * (the client shows `error`, else `message`), so it carries the spec's exact message.
 */

import type { components } from '@/api/schema';
import { STALE_RECORD } from '@/lib/record-version';

/** One problem with one request field; `field` is a JSON path such as `email` or `teamIds[0]`. */
export type ErrorDetail = components['schemas']['ErrorDetail'];

/** The contract's `Error` schema; `code` only where a client tells one error from another. */
export type ErrorBody = components['schemas']['Error'];

/**
 * An HTTP error response. Throw it from a handler (`throw notFound('Team')`); the route wrapper
 * turns it into a JSON response with `status` and {@link ErrorBody}.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly error: string;
  readonly details?: ErrorDetail[];
  readonly detailMessage?: string;

  constructor(status: number, error: string, message?: string, details?: ErrorDetail[]) {
    super(message ? `${error}: ${message}` : error);
    this.name = 'HttpError';
    this.status = status;
    this.error = error;
    this.detailMessage = message;
    this.details = details;
  }

  /** The response body, without keys that are undefined. */
  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.error };
    if (this.detailMessage !== undefined) body.message = this.detailMessage;
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

/** 400 with the given message, e.g. a business rule: `throw badRequest('End date must be after start date')`. */
export function badRequest(error: string, details?: ErrorDetail[]): HttpError {
  return new HttpError(400, error, undefined, details);
}

/** 400 naming the first problem and listing every one, when there is any. */
export function throwIfInvalid(details: ErrorDetail[]): void {
  if (details.length > 0) throw badRequest(details[0]!.message, details);
}

/** The contract's Error schema lists at most this many details. */
export const MAX_ERROR_DETAILS = 100;

/** `firstName` → 'First name', `rows[2].email` → 'Email', `body` → 'Request body'. */
export function fieldLabel(field: string): string {
  const last =
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() || field;
  if (last === 'body') return 'Request body';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * 400 `{ error, details }`: what the wrapper sends when the contract rejects a request. `error` is
 * the first spec message among the details when the contract gives one (`x-error-messages`),
 * else the first detail with its field named ('Description: Must be at most 2000 characters'),
 * so a screen that shows only `error` still says what to fix. At most {@link MAX_ERROR_DETAILS}
 * details (a list of 201 bad items would otherwise answer outside the Error schema).
 */
export function validationFailed(details: Array<ErrorDetail & { custom?: boolean }>): HttpError {
  const named = details[0] ? `${fieldLabel(details[0].field)}: ${details[0].message}` : undefined;
  const first = details.find((d) => d.custom)?.message ?? named ?? 'Validation failed';
  return new HttpError(
    400,
    first,
    undefined,
    details.slice(0, MAX_ERROR_DETAILS).map(({ field, message }) => ({ field, message })),
  );
}

/** 401; `error` defaults to 'Unauthorized' (login passes its own, e.g. 'Invalid email or password'). */
export function unauthorized(error = 'Unauthorized'): HttpError {
  return new HttpError(401, error);
}

/** 403 `{ error: 'Forbidden', message: 'You do not have permission to perform this action' }`. */
export function forbidden(): HttpError {
  return new HttpError(403, 'Forbidden', 'You do not have permission to perform this action');
}

/** 404 `{ error: '<what> not found' }`, e.g. `notFound('Employee')` → 'Employee not found'; without `what`: 'Not found'. */
export function notFound(what?: string): HttpError {
  return new HttpError(404, what ? `${what} not found` : 'Not found');
}

/**
 * 409 with the given message, e.g. 'An account with this email already exists'. With `field` (a
 * value taken, such as a team's name) the message is also that field's detail, for a form to show
 * it there.
 */
export function conflict(error: string, field?: string): HttpError {
  return new HttpError(409, error, undefined, field ? [{ field, message: error }] : undefined);
}

/** 500 `{ error: 'Internal error' }`: an unexpected exception inside a handler. */
export function internalError(): HttpError {
  return new HttpError(500, 'Internal error');
}

/**
 * 412 `{ error: 'This record was changed by someone else', message: 'Review the current values and
 * apply your change again.' }`: the update's `If-Match` names a version that is no longer current.
 */
export function preconditionFailed(): HttpError {
  return new HttpError(412, STALE_RECORD.error, STALE_RECORD.message);
}
