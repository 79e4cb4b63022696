import {
  ALLOWED_WHILE_PASSWORD_CHANGE_PENDING,
  PASSWORD_CHANGE_REQUIRED,
} from '@/lib/password-change';
import type { User } from '@mocks/db/records';
import { HttpError, type ErrorBody } from '@mocks/http/errors';

/** The 403 `{ error, message, code: 'password_change_required' }` of a pending forced change. */
class PasswordChangeRequired extends HttpError {
  constructor() {
    super(403, PASSWORD_CHANGE_REQUIRED.error, PASSWORD_CHANGE_REQUIRED.message);
  }

  override toBody(): ErrorBody & { code: string } {
    return { ...super.toBody(), code: PASSWORD_CHANGE_REQUIRED.code };
  }
}

export function passwordChangeRequired(): HttpError {
  return new PasswordChangeRequired();
}

/** Whether `user` must change a temporary password before anything else. */
export const passwordChangePending = (user: Pick<User, 'mustChangePassword'>) =>
  user.mustChangePassword;

/**
 * Throws the 403 when `user` must change their password first and `operationId` is not one of
 * the calls allowed meanwhile (the route wrapper calls it for every signed-in call).
 */
export function assertNoPendingPasswordChange(
  user: Pick<User, 'mustChangePassword'>,
  operationId: string,
): void {
  if (passwordChangePending(user) && !ALLOWED_WHILE_PASSWORD_CHANGE_PENDING.has(operationId)) {
    throw passwordChangeRequired();
  }
}
