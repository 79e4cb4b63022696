import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { queryClient } from '@/app/query-client';
import { recordRequests } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { prefetchReviewCycle } from './prefetch-review-cycle';

const requests = recordRequests();
/** The operations of openapi.yaml the page has asked for, in the order the calls started. */
const asked = async () => (await requests.sent()).map((request) => request.operationId);

const PANELS = [
  'getTableColumnPreferences',
  'getCycleBudget',
  'getCycleGuideline',
  'getCycleBehind',
  'getReminderSchedule',
];

afterEach(() => queryClient.clear());

describe('prefetchReviewCycle', () => {
  it("asks for the cycle and its participants before the admin's panels (the mock answers one call at a time)", async () => {
    await signInAs('admin');
    requests.clear();
    prefetchReviewCycle(db.reviewCycles.all()[0]!.id, undefined);
    await expect
      .poll(async () => {
        const order = await asked();
        return PANELS.filter((id) => order.includes(id)).length;
      })
      .toBe(PANELS.length);
    const order = await asked();
    expect(order.slice(0, 2)).toEqual(['getReviewCycle', 'listCycleParticipants']);
    expect([...order.slice(2)].sort()).toEqual([...PANELS].sort());
  });

  it('asks for no panel for a manager', async () => {
    await signInAs('manager');
    requests.clear();
    prefetchReviewCycle(db.reviewCycles.all()[0]!.id, undefined);
    await expect.poll(async () => (await asked()).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await asked()).toEqual(['getReviewCycle', 'listCycleParticipants']);
  });
});
