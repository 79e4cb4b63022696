// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetLine } from '@/lib/budgets';
import type { BulkApproveResult } from '@/api/resources/recommendations';
import type { BudgetPool } from '@/api/resources/review-cycles';
import type { ParticipantRow } from '@/api/resources/participants';
import { approvalCheck, bulkApproveSummary } from './approval-confirmation';

const row = (over: Partial<ParticipantRow> = {}, increase = 4_000): ParticipantRow =>
  ({
    id: 'p1',
    teamId: 't1',
    employeeName: 'Bella Sato',
    flags: [],
    recommendation: {
      id: 'r1',
      currentSalary: 80_000,
      proposedIncrease: increase,
      proposedBonus: 0,
      currency: 'USD',
    },
    ...over,
  }) as unknown as ParticipantRow;
// A pool of 10,000 with `pending` held by submitted recommendations (this one's included).
const pool = (pending: number): BudgetPool => ({
  teamId: 't1',
  teamName: 'Core',
  participantCount: 4,
  payroll: 320_000,
  increase: budgetLine(10_000, 0, pending, 320_000),
  bonus: budgetLine(null, 0, 0, 320_000),
});

describe('approvalCheck', () => {
  it('asks before a promotion, naming both levels and the compa-ratio after', () => {
    const promoted = row();
    Object.assign(promoted.recommendation!, {
      newLevel: { id: 'l4', name: 'L4 Lead' },
      currentLevel: { id: 'l3', name: 'L3 Senior' },
      bandAfter: { compaRatio: 0.8333, status: 'in_range' },
    });
    expect(approvalCheck(promoted, { teams: [pool(6_000)] })).toMatchObject({
      reasons: ['Promotion to L4 Lead'],
      promotion: 'Promotion: L3 Senior → L4 Lead',
      compaAfter: '0.83',
    });
  });
  it('asks nothing for an unflagged recommendation within its pool', () => {
    const check = approvalCheck(row(), { teams: [pool(6_000)] });
    expect(check?.reasons).toEqual([]);
    expect(check?.pool?.increase).toEqual({ allocated: 10_000, remaining: 4_000, over: 0 });
  });
  it('asks for a flagged one, with the amount, its percent and the pool after approval', () => {
    const check = approvalCheck(row({ flags: ['large_change', 'no_rating'] }, 720_000), {
      teams: [pool(724_000)],
    });
    expect(check).toMatchObject({
      // Over its pool but not flagged over budget yet (the flags are the server's, as last read).
      reasons: ['Large change', 'No rating yet', 'Over the team pool'],
      increase: 720_000,
      increasePercent: 900,
      pool: { teamName: 'Core', increase: { remaining: -714_000, over: 714_000 } },
    });
  });
  it('asks when the pool is over even before the server flagged it', () => {
    expect(approvalCheck(row(), { teams: [pool(12_000)] })?.reasons).toEqual([
      'Over the team pool',
    ]);
    // Flagged over budget already: said once.
    expect(
      approvalCheck(row({ flags: ['over_budget'] }), { teams: [pool(12_000)] })?.reasons,
    ).toEqual(['Over budget']);
  });
  it('without a pool the viewer can read, only the flags decide', () => {
    expect(approvalCheck(row(), null)).toMatchObject({ reasons: [], pool: null });
  });
});

describe('bulkApproveSummary', () => {
  const result: BulkApproveResult = {
    approvedCount: 1,
    refusedCount: 3,
    results: [
      { recommendationId: 'r1', participantId: 'p1', approved: true, error: null },
      {
        recommendationId: 'r2',
        participantId: 'p2',
        approved: false,
        error: 'Flagged recommendations cannot be bulk approved (Large change)',
      },
      {
        recommendationId: 'r3',
        participantId: 'p3',
        approved: false,
        error: 'An earlier approval step is still awaiting a decision',
      },
      {
        recommendationId: 'r4',
        participantId: 'p4',
        approved: false,
        error: 'Flagged recommendations cannot be bulk approved (Large change)',
      },
    ],
  };
  it('says how many it skipped, grouped by reason with the names', () => {
    const names: Record<string, string> = { p2: 'Bo', p3: 'Cy', p4: 'Di' };
    expect(bulkApproveSummary(result, (id) => names[id ?? ''] ?? '?')).toEqual({
      title: 'Approved 1 of 4; skipped 3:',
      skipped: [
        {
          reason: 'Flagged recommendations cannot be bulk approved (Large change)',
          names: ['Bo', 'Di'],
        },
        { reason: 'An earlier approval step is still awaiting a decision', names: ['Cy'] },
      ],
    });
  });
  it('says only the count when nothing was skipped', () => {
    const all = { approvedCount: 1, refusedCount: 0, results: [result.results[0]!] };
    expect(bulkApproveSummary(all, () => '').title).toBe('Approved 1 of 1.');
  });
});
