// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { memoUntilTablesChange } from './memo-by-table';

describe('memoUntilTablesChange', () => {
  it('keeps an answer through writes to other tables and drops it on a write to its own', () => {
    const compute = vi.fn((id: string) => db.teams.find(id)?.name);
    const name = memoUntilTablesChange(['teams'], compute, (id: string) => id);
    const team = db.teams.all()[0]!;
    expect(name(team.id)).toBe(team.name);
    const user = db.users.all()[0]!;
    db.users.update(user.id, { lastLoginAt: '2026-01-01T00:00:00.000Z' });
    expect(name(team.id)).toBe(team.name);
    expect(compute).toHaveBeenCalledTimes(1);

    db.teams.update(team.id, { name: 'Renamed' });
    expect(name(team.id)).toBe('Renamed');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops every answer when the store is reset', () => {
    const compute = vi.fn(() => db.teams.count());
    const count = memoUntilTablesChange(['teams'], compute, () => 'all');
    count(undefined);
    resetDb('empty');
    expect(count(undefined)).toBe(0);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
