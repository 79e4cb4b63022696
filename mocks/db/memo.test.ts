// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { memoUntilChange } from './memo';

describe('memoUntilChange', () => {
  it('computes once per key until the store changes', () => {
    const compute = vi.fn((team: { id: string }) => db.teams.find(team.id)?.name);
    const name = memoUntilChange(compute, (team) => team.id);
    const team = db.teams.all()[0];
    expect(name(team)).toBe(team.name);
    expect(name({ ...team })).toBe(team.name);
    expect(compute).toHaveBeenCalledTimes(1);

    db.teams.update(team.id, { name: 'Renamed' });
    expect(name(team)).toBe('Renamed');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
