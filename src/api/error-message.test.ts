import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './error-message';
import { ApiError } from './errors';

describe('getErrorMessage', () => {
  it("uses the server's error, else its message", () => {
    expect(getErrorMessage(new ApiError(400, { error: 'Team name is required' }))).toBe(
      'Team name is required',
    );
    expect(getErrorMessage(new ApiError(400, { message: 'Cycle is locked' }), 'x')).toBe(
      'Cycle is locked',
    );
  });

  it('falls back to the screen text when the server said nothing useful', () => {
    expect(getErrorMessage(new ApiError(500, null), 'Failed to fetch teams')).toBe(
      'Failed to fetch teams',
    );
    expect(getErrorMessage(new ApiError(500, null))).toBe('Request failed');
  });

  it('uses a plain error message, else the fallback', () => {
    expect(getErrorMessage(new Error('Network down'), 'Failed')).toBe('Network down');
    expect(getErrorMessage('weird', 'Failed to save')).toBe('Failed to save');
  });
});
