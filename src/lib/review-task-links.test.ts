// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reminderHref, reviewTaskHref, type ReviewTaskLinks } from './review-task-links';

// The app's pages, as src/config/paths builds them.
const links: ReviewTaskLinks = {
  selfReview: (cycleId) => `/reviews/self-review/${cycleId}`,
  cycle: (cycleId) => `/review-cycles/${cycleId}`,
  participant: (cycleId, participantId) =>
    `/review-cycles/${cycleId}/participants/${participantId}`,
};

const task = (
  kind: 'SELF' | 'MANAGER' | 'APPROVAL',
  over: Partial<{
    cycleId: string;
    participantId: string;
    stageId: string | null;
    status: string;
  }> = {},
) => ({
  kind,
  cycleId: 'cycle_1',
  participantId: 'part_1',
  stageId: 'stage_1',
  status: 'not_started',
  ...over,
});

describe('reviewTaskHref', () => {
  it('self review page, the cycle for approvals, else the participant stage screen', () => {
    expect(reviewTaskHref(task('SELF'), links)).toBe('/reviews/self-review/cycle_1');
    expect(reviewTaskHref(task('APPROVAL'), links)).toBe('/review-cycles/cycle_1');
    expect(reviewTaskHref(task('MANAGER'), links)).toBe(
      '/review-cycles/cycle_1/participants/part_1?stage=stage_1',
    );
  });
});

describe('reminderHref', () => {
  it('no cycle: no link', () => {
    expect(reminderHref(null, [task('MANAGER')], links)).toBeNull();
  });

  it("the one open task in the reminder's cycle (tasks of other cycles and done ones ignored)", () => {
    const tasks = [
      task('MANAGER', { participantId: 'part_2' }),
      task('MANAGER', { participantId: 'part_3', status: 'completed' }),
      task('MANAGER', { cycleId: 'cycle_2' }),
    ];
    expect(reminderHref('cycle_1', tasks, links)).toBe(
      '/review-cycles/cycle_1/participants/part_2?stage=stage_1',
    );
    expect(reminderHref('cycle_1', [task('SELF')], links)).toBe('/reviews/self-review/cycle_1');
  });

  it('only approvals: the approval table; several reviews, none known or all done: the cycle page', () => {
    const cycle = '/review-cycles/cycle_1';
    expect(
      reminderHref('cycle_1', [task('APPROVAL'), task('APPROVAL', { participantId: 'p2' })], links),
    ).toBe(cycle);
    expect(
      reminderHref('cycle_1', [task('MANAGER'), task('MANAGER', { participantId: 'p2' })], links),
    ).toBe(cycle);
    expect(reminderHref('cycle_1', undefined, links)).toBe(cycle);
    expect(reminderHref('cycle_1', [task('SELF', { status: 'pending_approval' })], links)).toBe(
      cycle,
    );
  });
});
