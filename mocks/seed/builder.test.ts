import { describe, expect, it } from 'vitest';
import { SeedBuilder } from './builder';
import { createRng } from './random';

describe('SeedBuilder dates', () => {
  const now = new Date('2026-03-15T10:20:30.456Z');
  const b = new SeedBuilder(now, createRng(1));

  it('formats instants like toISOString, in whole minutes from now and never after now for a past offset', () => {
    const rng = createRng(9);
    for (let i = 0; i < 500; i += 1) {
      const offset = rng.float(-4000, 400);
      const minutes = Math.floor((offset * 86_400_000) / 60_000);
      expect(b.at(offset)).toBe(new Date(now.getTime() + minutes * 60_000).toISOString());
    }
    expect(b.at(0)).toBe('2026-03-15T10:20:30.456Z');
    expect(b.at(-0.0001)).toBe('2026-03-15T10:19:30.456Z');
    expect(b.at(-1)).toBe('2026-03-14T10:20:30.456Z');
  });

  it('counts calendar days in UTC, across month and year ends', () => {
    expect(b.day(0)).toBe('2026-03-15');
    expect(b.day(-15)).toBe('2026-02-28');
    expect(b.day(-74)).toBe('2025-12-31');
    expect(b.offsetOf('2025-12-31')).toBe(-74);
    expect(b.offsetOf('2026-03-15T23:59:00.000Z')).toBe(0);
    expect(b.atDay('2026-03-01')).toBe('2026-03-01T09:00:00.000Z');
  });

  it('numbers ids per table', () => {
    const fresh = new SeedBuilder(now, createRng(1));
    expect([fresh.nextId('employees'), fresh.nextId('employees'), fresh.nextId('users')]).toEqual([
      'emp_0001',
      'emp_0002',
      'usr_0001',
    ]);
  });
});
