// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { internStrings } from './intern-strings';

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
});
