/**
 * The fixed "now" of every test: the mock clock is frozen here and the demo data is seeded
 * around it, so dates, expiries and "days pending" are the same on every run.
 */
export const TEST_NOW = new Date('2026-11-15T12:00:00Z');

/** Origin that test requests use when there is no `window.location` (plain Node). */
export const TEST_ORIGIN = 'http://localhost';

/** Absolute URL of an API path for fetch in tests: `apiUrl('/api/teams')`. */
export function apiUrl(path: string): string {
  const origin =
    typeof window !== 'undefined' && window.location ? window.location.origin : TEST_ORIGIN;
  return new URL(path, origin === 'null' ? TEST_ORIGIN : origin).href;
}
