import { ApiError } from '@/api/errors';

function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  const { error: text, message } = error.body;
  return (
    (typeof text === 'string' && text) || (typeof message === 'string' && message) || undefined
  );
}

/** Spec 01 §8 Sign-in: the server message, else the error's own message, else the fallback. */
export function loginErrorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (!(error instanceof ApiError) && error instanceof Error && error.message) return error.message;
  return 'An error occurred during login';
}

/** Spec 01 §8 Registration: the server message; 'Registration failed' for a bare server error. */
export function registrationErrorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError) return 'Registration failed';
  if (error instanceof Error && error.message) return error.message;
  return 'An error occurred during registration';
}

/** Spec 01 §8 Password: forgot-password failures. */
export function forgotPasswordErrorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError) return 'Failed to send reset password email';
  return 'An error occurred while processing your request';
}

/** Spec 01 §8 Password: forced-change failures. */
export function changePasswordErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'Failed to change password';
}
