import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { stageActionMessage } from './stage-messages';

describe('stageActionMessage', () => {
  it("revert success: 'Stage data has been reverted successfully.'", () => {
    expect(stageActionMessage('revert')).toEqual({
      severity: 'success',
      message: 'Stage data has been reverted successfully.',
    });
  });
  it("revert failure: 'Failed to revert stage: {message or Unknown error}'; other failure text", () => {
    expect(
      stageActionMessage('revert', new ApiError(403, { error: 'Forbidden', message: 'Nope' }))
        .message,
    ).toBe('Failed to revert stage: Nope');
    expect(stageActionMessage('revert', new ApiError(500, null)).message).toBe(
      'Failed to revert stage: Unknown error',
    );
    expect(stageActionMessage('revert', new TypeError('Failed to fetch')).message).toBe(
      'An error occurred while reverting the stage.',
    );
  });
  it("unlock and re-lock failures use the server's error, else the fallback", () => {
    expect(
      stageActionMessage('unlock', new ApiError(404, { error: 'Stage not found' })).message,
    ).toBe('Error unlocking stage: Stage not found');
    expect(stageActionMessage('relock', new ApiError(409, { error: 'Busy' })).message).toBe(
      'Error re-locking stage: Busy',
    );
    expect(stageActionMessage('unlock', new TypeError('offline')).message).toBe(
      'Failed to unlock stage',
    );
    expect(stageActionMessage('relock', new ApiError(500, null)).message).toBe(
      'Failed to re-lock stage',
    );
  });
});
