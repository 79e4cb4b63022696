/**
 * The forced password change (openapi.yaml, "Forced password change"): while a user must replace
 * a temporary password, the server answers every other call 403 with this code, and the app
 * sends the user to the change-password screen.
 */

/** `code` of the 403 while a forced change is pending. */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';

export const PASSWORD_CHANGE_REQUIRED = {
  error: 'Password change required',
  message: 'Change your temporary password to continue.',
  code: PASSWORD_CHANGE_REQUIRED_CODE,
} as const;

/**
 * The calls a user with a pending forced change may make: the change itself (with newPassword),
 * reading the session (the app shows the change screen from it) and signing out.
 */
export const ALLOWED_WHILE_PASSWORD_CHANGE_PENDING: ReadonlySet<string> = new Set([
  'updateProfile',
  'validateSession',
  'logout',
]);

/** 400 on `newPassword` when it equals the password it replaces. */
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';
