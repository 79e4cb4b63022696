import { describe, expect, it } from 'vitest';
import { shownAt, type PageMarks } from './browser';

const marks = (seen: number | undefined, fcp: number): PageMarks => ({
  marks: seen === undefined ? { ready: 900 } : { ready: 900, 'ready:seen': seen },
  fcp,
  lcp: fcp,
  dcl: 0,
  resources: [],
});

describe('when the watched content showed', () => {
  it('is the first contentful paint for content in the DOM before it (prerendered HTML)', () => {
    expect(shownAt(marks(40, 150), 'ready', 900)).toBe(150);
  });

  it('is the frame after it appeared for content added after the first paint', () => {
    expect(shownAt(marks(600, 150), 'ready', 900)).toBe(900);
    expect(shownAt(marks(undefined, 150), 'ready', 900)).toBe(900);
  });
});
