// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from './table';

describe('newId', () => {
  it('prefix_ and 32 hex digits, all different (across several refills of the random pool)', () => {
    const ids = Array.from({ length: 1000 }, () => newId('emp'));
    for (const id of ids) expect(id).toMatch(/^emp_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});
