import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { SIGN_IN_LIMITS } from './sign-in-limits';

describe('SIGN_IN_LIMITS', () => {
  it("are the contract's LoginRequest limits", () => {
    expect(SIGN_IN_LIMITS).toEqual({
      email: INPUT_LIMITS.LoginRequest.email.maxLength,
      password: INPUT_LIMITS.LoginRequest.password.maxLength,
    });
  });
});
