import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registrationErrorMessage,
} from './auth-errors';

const server = (body: unknown) => new ApiError(400, body);
const bare = new ApiError(500, null);
const network = new TypeError('Failed to fetch');
const silent = new Error('');

describe('auth error messages (spec 01 §8)', () => {
  it('login: server error, else message, else own message, else the fallback', () => {
    expect(loginErrorMessage(server({ error: 'Invalid email or password' }))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(server({ message: 'Try later' }))).toBe('Try later');
    expect(loginErrorMessage(network)).toBe('Failed to fetch');
    expect(loginErrorMessage(bare)).toBe('An error occurred during login');
    expect(loginErrorMessage(silent)).toBe('An error occurred during login');
  });

  it("registration: server message, 'Registration failed', 'An error occurred during registration'", () => {
    expect(registrationErrorMessage(server({ error: 'Taken' }))).toBe('Taken');
    expect(registrationErrorMessage(bare)).toBe('Registration failed');
    expect(registrationErrorMessage(network)).toBe('Failed to fetch');
    expect(registrationErrorMessage(silent)).toBe('An error occurred during registration');
    expect(registrationErrorMessage('??')).toBe('An error occurred during registration');
  });

  it('forgot password and forced change fallbacks', () => {
    expect(forgotPasswordErrorMessage(server({ error: 'Slow down' }))).toBe('Slow down');
    expect(forgotPasswordErrorMessage(bare)).toBe('Failed to send reset password email');
    expect(forgotPasswordErrorMessage(network)).toBe(
      'An error occurred while processing your request',
    );
    expect(changePasswordErrorMessage(server({ error: 'Too weak' }))).toBe('Too weak');
    expect(changePasswordErrorMessage(bare)).toBe('Failed to change password');
    expect(changePasswordErrorMessage(network)).toBe('Failed to change password');
  });
});
