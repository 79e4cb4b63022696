// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cycleFormSchema, poolErrors, toTeamBudgets, type CycleFormValues } from './cycle-form';

const values = (over: Partial<CycleFormValues>): CycleFormValues => ({
  ...(cycleFormSchema.getDefault() as CycleFormValues),
  increaseBudget: '1000',
  bonusBudget: '300',
  splitTeams: true,
  poolMethod: 'manual',
  teamBudgets: [
    { teamId: 't1', teamName: 'Platform', increaseBudget: '600', bonusBudget: '100' },
    { teamId: 't2', teamName: 'Sales', increaseBudget: '400', bonusBudget: '200' },
  ],
  ...over,
});

describe('team pools in the cycle form', () => {
  it('sends no pools while the split is off', () => {
    expect(toTeamBudgets(values({ splitTeams: false }))).toEqual([]);
    expect(poolErrors(values({ splitTeams: false, increaseBudget: '5' }))).toBeNull();
  });

  it('sends the pools as numbers, blanks as null', () => {
    const pools = toTeamBudgets(
      values({
        teamBudgets: [
          { teamId: 't1', teamName: 'Platform', increaseBudget: '1000', bonusBudget: '' },
        ],
      }),
    );
    expect(pools).toEqual([{ teamId: 't1', increaseBudget: 1000, bonusBudget: null }]);
  });

  it('accepts pools that sum to the budgets to the cent', () => {
    expect(poolErrors(values({}))).toBeNull();
    expect(
      poolErrors(
        values({
          increaseBudget: '0.3',
          teamBudgets: [
            { teamId: 't1', teamName: 'A', increaseBudget: '0.1', bonusBudget: '150' },
            { teamId: 't2', teamName: 'B', increaseBudget: '0.2', bonusBudget: '150' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('says by how much each kind differs', () => {
    expect(poolErrors(values({ increaseBudget: '900' }))).toBe(
      'Team increase pools are $100.00 over the increase budget',
    );
    expect(poolErrors(values({ increaseBudget: '1000.5', bonusBudget: '350' }))).toBe(
      'Team increase pools are $0.50 under the increase budget. ' +
        'Team bonus pools are $50.00 under the bonus budget',
    );
  });

  it('refuses a negative pool, and the form schema reports it on teamBudgets', async () => {
    const negative = values({
      increaseBudget: '200',
      teamBudgets: [
        { teamId: 't1', teamName: 'A', increaseBudget: '-100', bonusBudget: '100' },
        { teamId: 't2', teamName: 'B', increaseBudget: '300', bonusBudget: '200' },
      ],
    });
    expect(poolErrors(negative)).toBe('A team pool cannot be negative');
    const error = await cycleFormSchema
      .validate({ ...negative, name: 'Cycle', type: 'annual' }, { abortEarly: false })
      .catch((e: { inner: { path: string; message: string }[] }) => e);
    expect(
      (error as { inner: { path: string; message: string }[] }).inner.find(
        (e) => e.path === 'teamBudgets',
      )?.message,
    ).toBe('A team pool cannot be negative');
  });

  it('refuses budgets and pools above 1,000,000,000,000 on their fields', async () => {
    const huge = values({
      totalBudget: '1e308',
      increaseBudget: '2000000000000',
      teamBudgets: [
        { teamId: 't1', teamName: 'A', increaseBudget: '2000000000000', bonusBudget: '100' },
      ],
    });
    const error = (await cycleFormSchema
      .validate({ ...huge, name: 'Cycle', type: 'annual' }, { abortEarly: false })
      .catch((e: unknown) => e)) as { inner: { path: string; message: string }[] };
    const at = (path: string) => error.inner.find((e) => e.path === path)?.message;
    expect(at('totalBudget')).toBe('Must be at most 1,000,000,000,000');
    expect(at('increaseBudget')).toBe('Must be at most 1,000,000,000,000');
    expect(at('teamBudgets')).toBe('Team pools: Must be at most 1,000,000,000,000');
  });
});
