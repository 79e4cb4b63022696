import { describe, expect, it } from 'vitest';
import {
  changeTotals,
  REJECTION_REASONS,
  UNDO_COMMENT,
  canSubmitRejection,
  rejectionErrors,
  compensationChangeErrors,
  editRecommendationErrors,
  percentFromValue,
  proposedSalary,
  recommendationRowState,
  valueFromPercent,
  type RecommendationRowInput,
} from './recommendations';

describe('recommendationRowState', () => {
  const steps = [
    { approverId: 'e1', decision: true },
    { approverId: 'e2', decision: null },
    { approverId: 3, decision: false },
  ];

  it.each<[string, RecommendationRowInput, string]>([
    [
      'not eligible (in progress)',
      {
        participantStatus: 'in_progress',
        approvalSteps: [steps[0]!, steps[1]!],
        currentUserEmployeeId: 'e2',
      },
      'waiting',
    ],
    [
      'rejected, back with the manager (in progress): the one who rejected can undo',
      { participantStatus: 'in_progress', approvalSteps: steps, currentUserEmployeeId: '3' },
      'can_undo',
    ],
    [
      'rejected, back with the manager (in progress): a viewer reads Rejected',
      {
        participantStatus: 'in_progress',
        approvalSteps: steps,
        currentUserEmployeeId: 'e1',
        canDecide: false,
      },
      'rejected',
    ],
    [
      'not eligible (draft)',
      { participantStatus: 'draft', approvalSteps: [], currentUserEmployeeId: 'e2' },
      'waiting',
    ],
    [
      'pending approval, own decision unset',
      { participantStatus: 'pending_approval', approvalSteps: steps, currentUserEmployeeId: 'e2' },
      'can_decide',
    ],
    [
      'pending approval, no own step',
      { participantStatus: 'Pending Approval', approvalSteps: steps, currentUserEmployeeId: 'e9' },
      'can_decide',
    ],
    [
      'completed, own approval',
      { participantStatus: 'completed', approvalSteps: steps, currentUserEmployeeId: 'e1' },
      'can_undo',
    ],
    [
      'own rejection found by numeric id',
      { participantStatus: 'completed', approvalSteps: steps, currentUserEmployeeId: '3' },
      'can_undo',
    ],
    [
      'no steps at all',
      {
        participantStatus: 'pending_approval',
        approvalSteps: undefined,
        currentUserEmployeeId: 'e1',
      },
      'can_decide',
    ],
    [
      'viewer, some approval no rejection',
      {
        participantStatus: 'completed',
        approvalSteps: [steps[0]!, steps[1]!],
        currentUserEmployeeId: 'e1',
        canDecide: false,
      },
      'approved',
    ],
    [
      'viewer, any rejection',
      {
        participantStatus: 'completed',
        approvalSteps: steps,
        currentUserEmployeeId: 'e1',
        canDecide: false,
      },
      'rejected',
    ],
    [
      'viewer, nothing decided',
      {
        participantStatus: 'pending_approval',
        approvalSteps: [steps[1]!],
        currentUserEmployeeId: 'e2',
        canDecide: false,
      },
      'waiting',
    ],
    [
      'viewer, not eligible',
      {
        participantStatus: 'not_started',
        approvalSteps: [steps[1]!],
        currentUserEmployeeId: 'e1',
        canDecide: false,
      },
      'waiting',
    ],
  ])('%s → %s', (_case, input, state) => {
    expect(recommendationRowState(input)).toBe(state);
  });
});

describe('rejection', () => {
  it('has the five spec reasons', () => {
    expect(REJECTION_REASONS).toEqual([
      { value: 'budget', label: 'Exceeds budget allocation' },
      { value: 'performance', label: "Performance doesn't justify increase" },
      { value: 'market', label: 'Above market rate' },
      { value: 'timing', label: 'Poor timing for increase' },
      { value: 'other', label: 'Other' },
    ]);
    expect(UNDO_COMMENT).toBe('Undone by admin');
  });

  it.each([
    ['budget', 'Too much this year', true],
    ['budget', '   ', false],
    ['', 'Too much this year', false],
    ['bogus', 'Too much this year', false],
    [null, null, false],
  ])('canSubmitRejection(%s, %s) → %s', (reason, comments, ready) => {
    expect(canSubmitRejection(reason, comments)).toBe(ready);
  });
});

describe('rejectionErrors', () => {
  it.each<[string | null, string | null, Record<string, string>]>([
    ['market', 'Above band for the role', {}],
    ['', 'Above band', { reason: 'Reason is required' }],
    ['bogus', 'Above band', { reason: 'Reason is required' }],
    ['timing', '  ', { comments: 'Comments are required' }],
    [null, null, { reason: 'Reason is required', comments: 'Comments are required' }],
  ])('%s / %s → %j', (reason, comments, errors) => {
    expect(rejectionErrors({ reason, comments })).toEqual(errors);
  });
});

describe('editRecommendationErrors', () => {
  const reason = 'Market adjustment';

  it.each<[string, Parameters<typeof editRecommendationErrors>[0], Record<string, string>]>([
    ['valid', { amount: 5000, currentSalary: 100000, reason }, {}],
    ['zero amount', { amount: 0, currentSalary: 100000, reason }, {}],
    ['exactly 50%', { amount: 50000, currentSalary: 100000, reason }, {}],
    [
      'above 50%',
      { amount: 50000.01, currentSalary: 100000, reason },
      { amount: 'Amount seems unusually high (>50% of current salary)' },
    ],
    [
      'negative',
      { amount: -1, currentSalary: 100000, reason },
      { amount: 'Amount cannot be negative' },
    ],
    ['string amount', { amount: '2500', currentSalary: 100000, reason }, {}],
    [
      'empty amount',
      { amount: '', currentSalary: 100000, reason },
      { amount: 'Amount is required' },
    ],
    ['unknown salary skips the cap', { amount: 999999, currentSalary: null, reason }, {}],
    [
      'reason missing',
      { amount: 10, currentSalary: 100, reason: '' },
      { reason: 'Reason for change is required' },
    ],
    [
      'reason blank',
      { amount: 10, currentSalary: 100, reason: '   ' },
      { reason: 'Reason for change is required' },
    ],
    [
      'reason 9 chars',
      { amount: 10, currentSalary: 100, reason: '123456789' },
      { reason: 'Please provide a more detailed explanation (at least 10 characters)' },
    ],
    [
      'reason 9 chars padded',
      { amount: 10, currentSalary: 100, reason: ' 123456789 ' },
      { reason: 'Please provide a more detailed explanation (at least 10 characters)' },
    ],
    ['reason 10 chars', { amount: 10, currentSalary: 100, reason: '1234567890' }, {}],
  ])('%s', (_case, input, errors) => {
    expect(editRecommendationErrors(input)).toEqual(errors);
  });

  it('computes the proposed salary as current plus increase', () => {
    expect(proposedSalary(80000, 4000.5)).toBe(84000.5);
  });
});

describe('compensationChangeErrors', () => {
  it.each<[string, Parameters<typeof compensationChangeErrors>[0], Record<string, string>]>([
    [
      'type and value',
      {
        compensationChanges: [{ type: 'salary', proposedValue: 1000 }],
        justification: 'Promotion',
      },
      {},
    ],
    [
      'type and percent',
      { compensationChanges: [{ type: 'salary', percentChange: '3' }], justification: 'Promotion' },
      {},
    ],
    [
      'no changes',
      { compensationChanges: [], justification: 'Promotion' },
      { compensationChanges: 'Please provide at least one compensation change.' },
    ],
    [
      'change without type',
      { compensationChanges: [{ type: '', proposedValue: 1000 }], justification: 'x' },
      { compensationChanges: 'Please provide at least one compensation change.' },
    ],
    [
      'change without amount',
      {
        compensationChanges: [{ type: 'bonus', proposedValue: '', percentChange: null }],
        justification: 'x',
      },
      { compensationChanges: 'Please provide at least one compensation change.' },
    ],
    [
      'one of two complete',
      {
        compensationChanges: [{ type: '' }, { type: 'bonus', proposedValue: '0' }],
        justification: 'x',
      },
      {},
    ],
    [
      'no justification',
      { compensationChanges: [{ type: 'salary', proposedValue: 1 }], justification: '  ' },
      { justification: 'Justification is required.' },
    ],
    [
      'nothing',
      {},
      {
        compensationChanges: 'Please provide at least one compensation change.',
        justification: 'Justification is required.',
      },
    ],
  ])('%s', (_case, input, errors) => {
    expect(compensationChangeErrors(input)).toEqual(errors);
  });
});

describe('percent and value', () => {
  it.each([
    [5000, 100000, 5],
    [5000, 60000, 8.33],
    [0, 60000, 0],
    [100, 0, 0],
  ])('percentFromValue(%d, %d) → %d', (value, current, expected) => {
    expect(percentFromValue(value, current)).toBe(expected);
  });

  it.each([
    [5, 100000, 5000],
    [3.5, 65432.1, 2290.12],
    [0, 50000, 0],
  ])('valueFromPercent(%d, %d) → %d', (percent, current, expected) => {
    expect(valueFromPercent(percent, current)).toBe(expected);
  });
});

describe('changeTotals: what a submission’s rows amount to', () => {
  const row = (typeName: string, proposedValue: number, currentValue: number | null = null) => ({
    typeName,
    proposedValue,
    currentValue,
  });

  it('the increase is the salary rows’ change (from the employee’s salary when a row has none); the bonus the bonus and commission rows', () => {
    expect(
      changeTotals(
        [row('Base Salary', 82000), row('Annual Bonus', 4000), row('Sales Commission', 1000)],
        80000,
      ),
    ).toEqual({ increase: 2000, bonus: 5000, hasSalary: true });
  });

  it('without a salary row there is no increase', () => {
    expect(changeTotals([row('Equity', 5000)], 80000)).toEqual({
      increase: 0,
      bonus: 0,
      hasSalary: false,
    });
  });
});
