import { describe, expect, it } from 'vitest';
import { parseStageUser, STAGE_USER_MESSAGES } from './stage-user';

describe('parseStageUser', () => {
  it("missing → 'Please log in to access this page.'", () => {
    expect(parseStageUser(null)).toEqual({ error: 'Please log in to access this page.' });
    expect(STAGE_USER_MESSAGES.missing).toBe('Please log in to access this page.');
  });
  it("unparseable → 'Error loading user data. Please log in again.'", () => {
    expect(parseStageUser('{not json')).toEqual({
      error: 'Error loading user data. Please log in again.',
    });
    expect(parseStageUser('"text"').error).toBe(STAGE_USER_MESSAGES.unreadable);
  });
  it("no organisation → 'User organization not found. Please log in again.'", () => {
    expect(parseStageUser(JSON.stringify({ id: 'u1', role: 'admin', organizationId: '' }))).toEqual(
      { error: 'User organization not found. Please log in again.' },
    );
  });
  it('reads id, role, employee id and organisation', () => {
    expect(
      parseStageUser(
        JSON.stringify({ id: 'u1', role: 'manager', employeeId: 'e1', organizationId: 'o1' }),
      ),
    ).toEqual({ user: { id: 'u1', role: 'manager', employeeId: 'e1', organizationId: 'o1' } });
  });
});
