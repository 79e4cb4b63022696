import { describe, expect, it } from 'vitest';
import { defaultReleaseInput, releaseAtOf, releaseDateError, toLocalInput } from './release-form';

const now = new Date(2026, 10, 15, 12, 0);

describe('the release time', () => {
  it('offers tomorrow at 09:00 local time', () => {
    expect(defaultReleaseInput(now)).toBe('2026-11-16T09:00');
  });

  it('needs a date in the future, unless released now', () => {
    expect(releaseDateError('now', '', now)).toBeNull();
    expect(releaseDateError('date', '', now)).toBe('Choose a release date');
    expect(releaseDateError('date', '2026-11-15T12:00', now)).toBe('Choose a time in the future');
    expect(releaseDateError('date', '2026-11-15T12:01', now)).toBeNull();
  });

  it('sends null for now and the local time as an instant for a date', () => {
    expect(releaseAtOf('now', '2026-11-16T09:00')).toBeNull();
    const local = toLocalInput(new Date(2026, 11, 1, 9, 30));
    expect(releaseAtOf('date', local)).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
  });
});
