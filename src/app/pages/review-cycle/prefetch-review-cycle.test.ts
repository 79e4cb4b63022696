import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { queryClient } from '@/app/query-client';
import { signInAs } from '@/test/sign-in';
import { prefetchReviewCycle } from './prefetch-review-cycle';

const listeners: ((event: { request: Request }) => void)[] = [];

/** The paths of the calls the page makes, in the order they start. */
function recordCalls(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return paths;
}

afterEach(() => {
  listeners
    .splice(0)
    .forEach((listener) => server.events.removeListener('request:start', listener));
  queryClient.clear();
});

describe('prefetchReviewCycle', () => {
  it("asks for the cycle and its participants before the admin's panels (the mock answers one call at a time)", async () => {
    await signInAs('admin');
    const cycleId = db.reviewCycles.all()[0]!.id;
    const calls = recordCalls();
    prefetchReviewCycle(cycleId, undefined);
    const panels = [
      '/api/user/preferences/table-columns/participants',
      `/api/review-cycles/${cycleId}/budget`,
      `/api/review-cycles/${cycleId}/guidelines`,
      `/api/review-cycles/${cycleId}/behind`,
      `/api/review-cycles/${cycleId}/reminder-schedule`,
    ];
    await expect.poll(() => panels.filter((path) => calls.includes(path)).length).toBe(5);
    const participants = calls.indexOf(`/api/review-cycles/${cycleId}/participants`);
    expect(calls.indexOf(`/api/review-cycles/${cycleId}`)).toBe(0);
    expect(participants).toBe(1);
    expect(Math.min(...panels.map((path) => calls.indexOf(path)))).toBeGreaterThan(participants);
  });

  it('asks for no panel on a participant’s stage, nor for a manager', async () => {
    await signInAs('manager');
    const cycleId = db.reviewCycles.all()[0]!.id;
    const calls = recordCalls();
    prefetchReviewCycle(cycleId, undefined);
    await expect.poll(() => calls.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([
      `/api/review-cycles/${cycleId}`,
      `/api/review-cycles/${cycleId}/participants`,
    ]);
  });
});
