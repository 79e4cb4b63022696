import { describe, expect, it } from 'vitest';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// A value over its limit is told so: not 'Validation failed' for a 5,000-character description,
// nor 'Comments are required' for 5,000 characters of rejection comments. The limits are the
// contract's (TeamInput.description maxLength 1000, RejectRequest.comments maxLength 2000).
describe('a value over its limit is told the limit, on its field and in the error', () => {
  it('a team description of 5,000 characters', async () => {
    const token = await loginAs('admin');
    const { status, body } = await callApi('put', '/api/teams/team_0001', {
      token,
      body: { name: 'Platform Engineering', description: 'x'.repeat(5000) },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Description: Must be at most 1000 characters',
      details: [{ field: 'description', message: 'Must be at most 1000 characters' }],
    });
  });

  it('rejection comments of 5,000 characters are not "required"', async () => {
    const token = await loginAs('admin');
    const { status, body } = await callApi(
      'patch',
      '/api/review-cycles/cycle_0004/participants/part_0111/recommendations/rec_0086/reject',
      { token, body: { reason: 'budget', comments: 'x'.repeat(5000) } },
    );
    expect(status).toBe(400);
    expect(body.details).toEqual([
      { field: 'comments', message: 'Must be at most 2000 characters' },
    ]);
    expect(body.error).toBe('Comments: Must be at most 2000 characters');
  });

  it('empty comments keep the spec message', async () => {
    const token = await loginAs('admin');
    const { body } = await callApi(
      'patch',
      '/api/review-cycles/cycle_0004/participants/part_0111/recommendations/rec_0086/reject',
      { token, body: { reason: 'budget', comments: '' } },
    );
    expect(body.error).toBe('Comments are required');
  });
});
