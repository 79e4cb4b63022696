import { describe, expect, it } from 'vitest';
import { cycleBudgetErrors, type CycleFormValues } from './cycles';

const valid: CycleFormValues = {
  name: 'Annual 2025',
  type: 'type-1',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  totalBudget: 100000,
  increaseBudget: 60000,
  bonusBudget: 40000,
  scope: 'company',
  teamIds: [],
  employeeIds: [],
  adminOverride: false,
  adminOverrideJustification: '',
};

describe('cycleBudgetErrors', () => {
  it('accepts a valid cycle (increase + bonus equal to total)', () => {
    expect(cycleBudgetErrors(valid)).toEqual({});
  });

  it.each<[string, CycleFormValues, string, string]>([
    ['name missing', { name: '' }, 'name', 'Name is required'],
    ['name blank', { name: '   ' }, 'name', 'Name is required'],
    ['type missing', { type: null }, 'type', 'Type is required'],
    ['start missing', { startDate: '' }, 'startDate', 'Start date is required'],
    ['end missing', { endDate: undefined }, 'endDate', 'End date is required'],
    ['end before start', { endDate: '2024-12-31' }, 'endDate', 'End date must be after start date'],
    [
      'end on the start day',
      { endDate: '2025-01-01' },
      'endDate',
      'End date must be after start date',
    ],
    ['total 0', { totalBudget: 0 }, 'totalBudget', 'Total budget must be greater than 0'],
    ['total negative', { totalBudget: -5 }, 'totalBudget', 'Total budget must be greater than 0'],
    [
      'total not a number',
      { totalBudget: 'abc' },
      'totalBudget',
      'Total budget must be greater than 0',
    ],
    [
      'increase negative',
      { increaseBudget: -0.01 },
      'increaseBudget',
      'Increase budget cannot be negative',
    ],
    ['bonus negative', { bonusBudget: '-1' }, 'bonusBudget', 'Bonus budget cannot be negative'],
    [
      'increase + bonus above total',
      { increaseBudget: 60000, bonusBudget: 40000.01 },
      'bonusBudget',
      'Total of increase and bonus budgets cannot exceed total budget',
    ],
    [
      'teams scope without teams',
      { scope: 'teams', teamIds: [] },
      'teamIds',
      'Select at least one team',
    ],
    [
      'individuals scope without employees',
      { scope: 'individuals', employeeIds: [] },
      'employeeIds',
      'Select at least one employee',
    ],
    [
      'override without justification',
      { adminOverride: true, adminOverrideJustification: ' ' },
      'adminOverrideJustification',
      'Justification is required for admin override',
    ],
  ])('%s', (_case, patch, field, message) => {
    expect(cycleBudgetErrors({ ...valid, ...patch })).toEqual({ [field]: message });
  });

  it.each<[string, CycleFormValues]>([
    ['end the day after the start', { endDate: '2025-01-02' }],
    ['budgets not given', { totalBudget: '', increaseBudget: null, bonusBudget: undefined }],
    ['sum unchecked when total missing', { totalBudget: '', increaseBudget: 5, bonusBudget: 5 }],
    ['zero increase and bonus', { increaseBudget: 0, bonusBudget: 0 }],
    ['budgets as strings', { totalBudget: '100', increaseBudget: '50', bonusBudget: '50' }],
    ['teams scope with a team', { scope: 'teams', teamIds: ['t1'] }],
    ['individuals scope with an employee', { scope: 'individuals', employeeIds: [7] }],
    [
      'override with justification',
      { adminOverride: true, adminOverrideJustification: 'CEO request' },
    ],
  ])('no error: %s', (_case, patch) => {
    expect(cycleBudgetErrors({ ...valid, ...patch })).toEqual({});
  });

  it('reports every failing field of an empty form', () => {
    expect(cycleBudgetErrors({})).toEqual({
      name: 'Name is required',
      type: 'Type is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it('does not add the sum rule on top of a negative budget', () => {
    expect(
      cycleBudgetErrors({ ...valid, totalBudget: 10, increaseBudget: -1, bonusBudget: 50 }),
    ).toEqual({
      increaseBudget: 'Increase budget cannot be negative',
    });
  });
});
