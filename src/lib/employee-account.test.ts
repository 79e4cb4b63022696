import { describe, expect, it } from 'vitest';
import { accountLinkProblem } from './employee-account';

describe('accountLinkProblem', () => {
  it('lets an active employee without an account get one', () => {
    expect(accountLinkProblem({ hasAccount: false, isActive: true })).toBeNull();
  });
  it('refuses a second account', () => {
    expect(accountLinkProblem({ hasAccount: true, isActive: true })).toBe(
      'This employee already has an account',
    );
  });
  it('refuses an archived employee', () => {
    expect(accountLinkProblem({ hasAccount: false, isActive: false })).toBe(
      'This employee is archived; restore them before giving them an account',
    );
  });
});
