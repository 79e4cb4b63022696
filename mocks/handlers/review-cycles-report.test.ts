import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

describe('GET /api/review-cycles/{cycleId}/report: results and figures', () => {
  it('has one result row per participant, with the first recommendation’s numbers', async () => {
    const cycle = currentCycle();
    const { status, body } = await callApi('get', `/api/review-cycles/${cycle.id}/report`, {
      token: await loginAs('admin'),
    });
    expect(status).toBe(200);
    const report = body.data;
    const participants = db.participants.lookup('cycleId', cycle.id);
    expect(report.results).toHaveLength(participants.length);
    for (const rec of db.recommendations.lookup('cycleId', cycle.id)) {
      const row = report.results.find(
        (r: { participantId: string }) => r.participantId === rec.participantId,
      );
      expect(row.increase).toBe(rec.proposedIncrease);
      expect(row.newSalary).toBe(rec.proposedSalary);
      expect(row.bonus).toBe(rec.proposedBonus);
      expect(row.increasePercent).toBe(
        Math.round((rec.proposedIncrease / rec.currentSalary) * 10000) / 100,
      );
      const expected = { approved: 'approved', rejected: 'rejected', pending_approval: 'pending' };
      expect(row.decision).toBe(expected[rec.status as keyof typeof expected] ?? 'not_submitted');
    }
    // Ratings: every participant counted once.
    const rated = report.ratingDistribution.reduce(
      (a: number, r: { count: number }) => a + r.count,
      0,
    );
    expect(rated).toBe(participants.length);
    // Pending by approver: the pending approval of each recommendation awaiting a decision (its
    // first undecided step, none after a rejection), counted for that step's approver.
    const expected = new Map<string, number>();
    for (const r of db.recommendations.lookup('cycleId', cycle.id)) {
      const chain = db.approvalSteps
        .lookup('recommendationId', r.id)
        .sort((a, b) => a.order - b.order);
      if (r.status !== 'pending_approval' || chain.some((s) => s.decision === false)) continue;
      const next = chain.find((s) => s.decision === null);
      if (next)
        expected.set(next.approverEmployeeId, (expected.get(next.approverEmployeeId) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(
        report.pendingByApprover.map((r: { approverId: string; count: number }) => [
          r.approverId,
          r.count,
        ]),
      ),
    ).toEqual(Object.fromEntries(expected));
    const pending = report.pendingByApprover.reduce(
      (a: number, r: { count: number }) => a + r.count,
      0,
    );
    // The demo's in-progress cycle: 18 awaiting a decision (two of them for hires), as the dashboard says.
    expect(pending).toBe(18);
    // The pools in the report are the budget call's.
    const budget = await callApi('get', `/api/review-cycles/${cycle.id}/budget`, {
      token: await loginAs('admin'),
    });
    expect(report.pools).toEqual(budget.body.data);
  });
});
