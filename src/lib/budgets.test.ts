import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGES,
  budgetLine,
  percentOfPayroll,
  poolOverrun,
  poolsDifference,
  splitBudgets,
  splitByShare,
  summarisePool,
  teamPoolErrors,
  type PoolMember,
} from './budgets';

describe('splitByShare, equal shares', () => {
  it('splits 100.00 in three to the cent, the extra cent to the first team', () => {
    expect(splitByShare(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
  });
  it('splits a round amount exactly', () => {
    expect(splitByShare(90000, [1, 1, 1])).toEqual([30000, 30000, 30000]);
  });
  it('has no parts for no teams', () => {
    expect(splitByShare(1000, [])).toEqual([]);
  });
});

describe('splitByShare', () => {
  it('splits 10,000 by payrolls 100k / 300k: 2,500 and 7,500', () => {
    expect(splitByShare(10000, [100000, 300000])).toEqual([2500, 7500]);
  });
  it('gives leftover cents to the largest fractions: 100 over 1:1:1:1:1:1:1 (7 teams)', () => {
    // 10000 cents / 7 = 1428.57…; 4 cents left over go to the first four (equal fractions).
    const parts = splitByShare(100, [1, 1, 1, 1, 1, 1, 1]);
    expect(parts).toEqual([14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });
  it('splits 1,000 by 1:2 as 333.33 and 666.67 (the larger fraction gets the cent)', () => {
    expect(splitByShare(1000, [1, 2])).toEqual([333.33, 666.67]);
  });
  it('splits evenly when every weight is zero', () => {
    expect(splitByShare(10, [0, 0])).toEqual([5, 5]);
  });
});

describe('splitBudgets', () => {
  it('splits both budgets by payroll share and keeps a missing budget null', () => {
    const teams = [
      { teamId: 'a', payroll: 200000 },
      { teamId: 'b', payroll: 600000 },
    ];
    expect(splitBudgets({ increaseBudget: 24000, bonusBudget: null }, teams, 'payroll')).toEqual([
      { teamId: 'a', increaseBudget: 6000, bonusBudget: null },
      { teamId: 'b', increaseBudget: 18000, bonusBudget: null },
    ]);
    expect(splitBudgets({ increaseBudget: 24000, bonusBudget: 1000 }, teams, 'even')).toEqual([
      { teamId: 'a', increaseBudget: 12000, bonusBudget: 500 },
      { teamId: 'b', increaseBudget: 12000, bonusBudget: 500 },
    ]);
  });
});

describe('summarisePool', () => {
  const members: PoolMember[] = [
    {
      teamId: 't',
      currentSalary: 100000,
      recommendation: { status: 'approved', proposedIncrease: 3000, proposedBonus: 1000 },
    },
    {
      teamId: 't',
      currentSalary: 80000,
      recommendation: { status: 'pending_approval', proposedIncrease: 2400, proposedBonus: 0 },
    },
    {
      teamId: 't',
      currentSalary: 70000,
      recommendation: { status: 'rejected', proposedIncrease: 9999, proposedBonus: 9999 },
    },
    {
      teamId: 't',
      currentSalary: 50000,
      recommendation: { status: 'draft', proposedIncrease: 500, proposedBonus: 500 },
    },
    { teamId: 't', currentSalary: null, recommendation: null },
  ];

  it('counts approved as spent, submitted as pending, ignores drafts and rejections', () => {
    const pool = summarisePool(members, { increase: 12000, bonus: 3000 });
    // payroll 100k + 80k + 70k + 50k = 300,000
    expect(pool.payroll).toBe(300000);
    expect(pool.participantCount).toBe(5);
    expect(pool.increase).toEqual({
      allocated: 12000,
      spent: 3000,
      pending: 2400,
      remaining: 6600, // 12000 - 3000 - 2400
      allocatedPercent: 4, // 12000 / 300000
      spentPercent: 1,
      pendingPercent: 0.8,
      remainingPercent: 2.2,
    });
    expect(pool.bonus.spent).toBe(1000);
    expect(pool.bonus.pending).toBe(0);
    expect(pool.bonus.remaining).toBe(2000);
    expect(pool.bonus.remainingPercent).toBe(0.67); // 2000 / 300000 = 0.666…
  });

  it('has no remaining without an allocation, and goes negative when over', () => {
    expect(summarisePool(members, { increase: null, bonus: 500 }).increase.remaining).toBeNull();
    expect(summarisePool(members, { increase: null, bonus: 500 }).bonus.remaining).toBe(-500);
  });
});

describe('percentOfPayroll and budgetLine', () => {
  it('is null without payroll', () => {
    expect(percentOfPayroll(100, 0)).toBeNull();
    expect(budgetLine(100, 10, 20, 0).remainingPercent).toBeNull();
  });
  it('rounds float sums to cents', () => {
    expect(budgetLine(0.3, 0.1, 0.1, 100).remaining).toBe(0.1);
  });
});

describe('teamPoolErrors', () => {
  it('accepts no pools at all', () => {
    expect(teamPoolErrors({ increaseBudget: 1000, bonusBudget: 100, teamBudgets: [] })).toEqual({});
  });
  it('accepts pools that sum to the budgets to the cent', () => {
    expect(
      teamPoolErrors({
        increaseBudget: 100,
        bonusBudget: null,
        teamBudgets: [
          { teamId: 'a', increaseBudget: 33.34, bonusBudget: null },
          { teamId: 'b', increaseBudget: 33.33 },
          { teamId: 'c', increaseBudget: 33.33 },
        ],
      }),
    ).toEqual({});
  });
  it('says by how much the pools differ from each budget', () => {
    const errors = teamPoolErrors({
      increaseBudget: 10000,
      bonusBudget: 2000,
      teamBudgets: [
        { teamId: 'a', increaseBudget: 6000, bonusBudget: 500 },
        { teamId: 'b', increaseBudget: 5000, bonusBudget: 1000 },
      ],
    });
    expect(errors.increase).toBe('Team increase pools are $1,000.00 over the increase budget');
    expect(errors.bonus).toBe('Team bonus pools are $500.00 under the bonus budget');
  });
  it('refuses negative pools and teams outside the cycle', () => {
    expect(
      teamPoolErrors({
        increaseBudget: 0,
        teamBudgets: [
          { teamId: 'a', increaseBudget: -5 },
          { teamId: 'b', increaseBudget: 5 },
        ],
      }).teamBudgets,
    ).toBe(BUDGET_MESSAGES.poolNegative);
    expect(
      teamPoolErrors(
        { increaseBudget: 5, teamBudgets: [{ teamId: 'x', increaseBudget: 5 }] },
        new Set(['a']),
      ).teamBudgets,
    ).toBe('Team pools must belong to teams in the cycle');
  });
  it('poolsDifference treats a missing budget or pool as 0', () => {
    expect(poolsDifference(null, [{ teamId: 'a', bonusBudget: 12.5 }], 'bonus')).toBe(12.5);
  });
});

describe('poolOverrun', () => {
  it('is the amount past what is left, counting what the participant already holds', () => {
    // 1,000 left; the participant already holds 500 pending; a new 2,000 needs 1,500 more: 500 over.
    expect(poolOverrun({ remaining: 1000 }, 500, 2000)).toBe(500);
    expect(poolOverrun({ remaining: 1000 }, 0, 800)).toBe(0);
    expect(poolOverrun({ remaining: null }, 0, 800)).toBe(0);
  });
});
