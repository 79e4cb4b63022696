import { describe, expect, it } from 'vitest';
import {
  averageIncreaseBy,
  bucketOf,
  completionTimeline,
  increaseByRating,
  increasePercent,
  pendingByApprover,
  ratingDistribution,
  type ResultRowLike,
} from './cycle-report';

const row = (over: Partial<ResultRowLike>): ResultRowLike => ({
  teamName: 'Eng',
  position: 'Engineer',
  currentSalary: 100000,
  rating: 3,
  increase: 3000,
  increasePercent: 3,
  bonus: 0,
  decision: 'approved',
  reviewCompletedAt: null,
  decidedAt: null,
  ...over,
});

describe('increasePercent and buckets', () => {
  it('is increase over salary with 2 decimals', () => {
    expect(increasePercent(2500, 75000)).toBe(3.33);
    expect(increasePercent(null, 75000)).toBeNull();
    expect(increasePercent(100, 0)).toBeNull();
  });
  it('puts bucket edges in the upper bucket', () => {
    expect(bucketOf(0)).toBe('0-2%');
    expect(bucketOf(1.99)).toBe('0-2%');
    expect(bucketOf(2)).toBe('2-4%');
    expect(bucketOf(10)).toBe('10%+');
    expect(bucketOf(25)).toBe('10%+');
  });
});

const rows: ResultRowLike[] = [
  row({ rating: 5, increase: 6000, increasePercent: 6, teamName: 'Eng', position: 'Lead' }),
  row({ rating: 5, increase: 4000, increasePercent: 5, currentSalary: 80000, teamName: 'Sales' }),
  row({ rating: 3, increase: 3000, increasePercent: 3, decision: 'pending' }),
  row({ rating: 3, increase: 9000, increasePercent: 9, decision: 'rejected' }),
  row({ rating: null, increase: null, increasePercent: null, decision: 'not_submitted' }),
];

describe('ratingDistribution', () => {
  it('counts every participant per rating, highest first, No Rating last', () => {
    expect(ratingDistribution(rows)).toEqual([
      { rating: 5, label: '5', count: 2 },
      { rating: 3, label: '3', count: 2 },
      { rating: null, label: 'No Rating', count: 1 },
    ]);
  });
});

describe('increaseByRating', () => {
  it('buckets the increase percents of recommendations that were not rejected', () => {
    expect(increaseByRating(rows)).toEqual([
      // 6% and 5% → both in 4-6%? 6 is the lower edge of 6-8%: one each.
      { rating: 5, label: '5', count: 2, averagePercent: 5.5, buckets: [0, 0, 1, 1, 0, 0] },
      // the rejected 9% does not count; the pending 3% does
      { rating: 3, label: '3', count: 1, averagePercent: 3, buckets: [0, 1, 0, 0, 0, 0] },
    ]);
  });
});

describe('averageIncreaseBy', () => {
  it('averages percent and amount per team, rejected and unsubmitted left out', () => {
    expect(averageIncreaseBy(rows, 'team')).toEqual([
      // Eng: 6% (6000) and the pending 3% (3000) → 4.5%, 4,500
      { label: 'Eng', count: 2, averagePercent: 4.5, averageIncrease: 4500 },
      { label: 'Sales', count: 1, averagePercent: 5, averageIncrease: 4000 },
    ]);
  });
  it('groups by position', () => {
    expect(averageIncreaseBy(rows, 'position').map((g) => [g.label, g.count])).toEqual([
      ['Engineer', 2],
      ['Lead', 1],
    ]);
  });
});

describe('completionTimeline', () => {
  it('is cumulative per day across the days with events, gaps filled', () => {
    const timeline = completionTimeline([
      row({ reviewCompletedAt: '2026-11-01T10:00:00Z', decidedAt: '2026-11-03T09:00:00Z' }),
      row({ reviewCompletedAt: '2026-11-03T23:00:00Z', decision: 'pending', decidedAt: null }),
      row({ reviewCompletedAt: null, decision: 'not_submitted' }),
    ]);
    expect(timeline).toEqual([
      { date: '2026-11-01', reviewsCompleted: 1, decisions: 0 },
      { date: '2026-11-02', reviewsCompleted: 1, decisions: 0 },
      { date: '2026-11-03', reviewsCompleted: 2, decisions: 1 },
    ]);
  });
  it('is empty before anything happened', () => {
    expect(completionTimeline([row({ decision: 'not_submitted' })])).toEqual([]);
  });
});

describe('pendingByApprover', () => {
  it('counts undecided steps per approver, most first then by name', () => {
    expect(
      pendingByApprover([
        { approverId: 'b', approverName: 'Bea' },
        { approverId: 'a', approverName: 'Al' },
        { approverId: 'b', approverName: 'Bea' },
        { approverId: 'c', approverName: 'Cy' },
      ]),
    ).toEqual([
      { approverId: 'b', approverName: 'Bea', count: 2 },
      { approverId: 'a', approverName: 'Al', count: 1 },
      { approverId: 'c', approverName: 'Cy', count: 1 },
    ]);
  });
});
