// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { internStrings, newInternPool } from './intern-strings';

describe('internStrings', () => {
  it('keeps the data equal, nested objects and arrays included', () => {
    const text = JSON.stringify({
      data: [
        { id: 'a', status: 'draft', tags: ['x', 'y'], rec: { steps: [{ by: 'emp_1' }] }, n: 1 },
        { id: 'b', status: 'draft', tags: ['x'], rec: null, n: 2, ok: true },
      ],
      total: 2,
    });
    const parsed = JSON.parse(text) as unknown;
    expect(internStrings(parsed)).toBe(parsed);
    expect(parsed).toEqual(JSON.parse(text));
  });

  it('returns primitives and null unchanged', () => {
    expect(internStrings('a')).toBe('a');
    expect(internStrings(3)).toBe(3);
    expect(internStrings(null)).toBeNull();
  });

  it('shares equal flat records and arrays, and freezes what it shares', () => {
    const parsed = JSON.parse(
      JSON.stringify([
        { stage: { id: 's1', name: 'Self' }, flags: ['a', 'b'], by: { id: 'e1', n: 1 } },
        { stage: { id: 's1', name: 'Self' }, flags: ['a', 'b'], by: { id: 'e1', n: '1' } },
        { stage: { name: 'Self', id: 's1' }, flags: ['b', 'a'], by: { id: 'e1', n: 1, x: null } },
      ]),
    ) as { stage: object; flags: string[]; by: object }[];
    const [a, b, c] = internStrings(parsed);
    expect(b!.stage).toBe(a!.stage);
    expect(b!.flags).toBe(a!.flags);
    expect(Object.isFrozen(a!.stage)).toBe(true);
    // A value of another type, another key order, another order of items, one more key: apart.
    expect(b!.by).not.toBe(a!.by);
    expect(c!.stage).not.toBe(a!.stage);
    expect(c!.flags).not.toBe(a!.flags);
    expect(c!.by).not.toBe(a!.by);
    expect(Object.isFrozen(c!.by)).toBe(false);
    // Records holding other records are never shared.
    expect(b).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(false);
  });

  it('shares across the pages of one list through one pool', () => {
    const pool = newInternPool();
    const page = () => JSON.parse('[{"level":{"id":"l1","name":"L1"}}]') as { level: object }[];
    const first = internStrings(page(), pool);
    const second = internStrings(page(), pool);
    expect(second[0]!.level).toBe(first[0]!.level);
    expect(internStrings(page())[0]!.level).not.toBe(first[0]!.level);
  });
});
