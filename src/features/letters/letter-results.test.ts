import { describe, expect, it } from 'vitest';
import { generationSummary, releaseSummary } from './letter-results';

const names: Record<string, string> = { p1: 'Riley Chen', p2: 'Ava Brooks', l1: 'Riley Chen' };
const nameOf = (id: string) => names[id] ?? 'Unknown';

describe('generationSummary', () => {
  it('counts the letters and names the skipped participants with their reason', () => {
    expect(
      generationSummary(
        {
          generatedCount: 1,
          skippedCount: 1,
          results: [
            { participantId: 'p2', letterId: 'l2', generated: true, error: null },
            {
              participantId: 'p1',
              letterId: 'l1',
              generated: false,
              error: 'Released letters cannot be changed',
            },
          ],
        },
        nameOf,
      ),
    ).toEqual({
      text: '1 letter generated, 1 participant skipped.',
      skipped: [{ name: 'Riley Chen', reason: 'Released letters cannot be changed' }],
    });
  });
});

describe('releaseSummary', () => {
  it('says what was released, scheduled and skipped', () => {
    const summary = releaseSummary(
      {
        releasedCount: 2,
        scheduledCount: 0,
        skippedCount: 1,
        results: [
          { letterId: 'l2', status: 'released', releaseAt: '2026-11-15T12:00:00Z', error: null },
          { letterId: 'l3', status: 'released', releaseAt: '2026-11-15T12:00:00Z', error: null },
          {
            letterId: 'l1',
            status: 'released',
            releaseAt: '2025-12-08T09:00:00Z',
            error: 'Released letters cannot be changed',
          },
        ],
      },
      nameOf,
    );
    expect(summary.text).toBe('2 letters released, 1 letter skipped.');
    expect(summary.skipped).toEqual([
      { name: 'Riley Chen', reason: 'Released letters cannot be changed' },
    ]);
  });
});
