// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCheckSampler } from './check-sampler';

describe('createCheckSampler', () => {
  it('checks the first answer of each key, then one per interval', () => {
    let now = 0;
    const shouldCheck = createCheckSampler(5000, () => now);
    expect(shouldCheck('listUsers 200')).toBe(true);
    expect(shouldCheck('listUsers 200')).toBe(false);
    expect(shouldCheck('listUsers 400')).toBe(true);
    expect(shouldCheck('listTeams 200')).toBe(true);
    now = 4999;
    expect(shouldCheck('listUsers 200')).toBe(false);
    now = 5000;
    expect(shouldCheck('listUsers 200')).toBe(true);
    now = 9000;
    expect(shouldCheck('listUsers 200')).toBe(false);
  });
});
