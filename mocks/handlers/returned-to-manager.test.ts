import { describe, expect, it } from 'vitest';
import { normalizeDisplayStatus } from '@/lib/status';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

type Row = {
  status: string;
  currentStage: { type: string } | null;
  recommendation: { status: string; approvalSteps: { decision: boolean | null }[] } | null;
};

/**
 * The participants table's "Pending Approval" count and the Approval Process panel's "awaiting a
 * decision" count the same recommendations: a rejected one is not pending, its review is back with
 * its manager. On every cycle of the demo data the two figures agree, and a rejected one reads
 * In Progress at the manager review.
 */
describe('a rejected recommendation is back with its manager', () => {
  it('every cycle: as many participants Pending Approval as approvals awaiting a decision', async () => {
    const token = await loginAs('admin');
    const cycles = (await callApi('get', '/api/review-cycles', { token })).body.data as {
      id: string;
    }[];
    let rejected = 0;
    let pending = 0;
    for (const cycle of cycles) {
      const rows = (await callApi('get', `/api/review-cycles/${cycle.id}/participants`, { token }))
        .body.data as Row[];
      const pendingChips = rows.filter(
        (r) => normalizeDisplayStatus(r.status) === 'Pending Approval',
      ).length;
      // Awaiting a decision: submitted for approval, a step still undecided.
      const awaiting = rows.filter(
        (r) =>
          r.recommendation?.status === 'pending_approval' &&
          r.recommendation.approvalSteps.some((s) => s.decision === null),
      ).length;
      expect(pendingChips, cycle.id).toBe(awaiting);
      pending += pendingChips;
      for (const row of rows.filter((r) => r.recommendation?.status === 'rejected')) {
        rejected += 1;
        expect(normalizeDisplayStatus(row.status)).toBe('In Progress');
        expect(row.currentStage?.type).toBe('manager_review');
      }
    }
    // The demo data holds rejections (it shows every rule), and 18 recommendations awaiting a
    // decision (the admin dashboard's figure).
    expect(rejected).toBeGreaterThan(0);
    expect(pending).toBe(18);
  });
});
