import { describe, expect, it } from 'vitest';
import { canSeeStageAnswers, metricEntryProblems, participantProgressOf } from './stage-answers';

const participant = { employeeId: 'emp_1', managerId: 'emp_boss' };
const employee = { role: 'employee', employeeId: 'emp_1' };
const manager = { role: 'manager', employeeId: 'emp_boss' };
const admin = { role: 'admin', employeeId: 'emp_admin' };

describe('canSeeStageAnswers', () => {
  it.each([null, 'not_started', 'draft'])(
    'the manager sees nothing of a self review that is %s',
    (status) => {
      expect(canSeeStageAnswers(manager, participant, 'self_review', status)).toBe(false);
    },
  );

  it.each(['pending_approval', 'completed'])(
    'the manager sees a self review once it is %s',
    (status) => {
      expect(canSeeStageAnswers(manager, participant, 'self_review', status)).toBe(true);
    },
  );

  it('the writer and admins see a draft', () => {
    expect(canSeeStageAnswers(employee, participant, 'self_review', 'draft')).toBe(true);
    expect(canSeeStageAnswers(manager, participant, 'manager_review', 'draft')).toBe(true);
    expect(canSeeStageAnswers(admin, participant, 'self_review', 'draft')).toBe(true);
  });

  it("the employee sees the manager's review only once submitted", () => {
    expect(canSeeStageAnswers(employee, participant, 'manager_review', 'draft')).toBe(false);
    expect(canSeeStageAnswers(employee, participant, 'manager_review', 'completed')).toBe(true);
  });
});

describe('participantProgressOf: where a participant stands', () => {
  const stageIds = ['self', 'manager'];
  const of = (statuses: Record<string, string>) => (id: string) => statuses[id] ?? 'not_started';

  it('nothing done: not started, on the first stage', () => {
    expect(
      participantProgressOf({
        stageIds,
        statusOf: of({}),
        recommendationStatus: null,
        touched: false,
      }),
    ).toEqual({ status: 'not_started', currentStageId: 'self' });
  });

  it('some work done: in progress, on the first stage not yet submitted', () => {
    expect(
      participantProgressOf({
        stageIds,
        statusOf: of({ self: 'completed', manager: 'draft' }),
        recommendationStatus: null,
        touched: true,
      }),
    ).toEqual({ status: 'in_progress', currentStageId: 'manager' });
  });

  it('every stage submitted: pending approval until the recommendation is approved', () => {
    const submitted = of({ self: 'completed', manager: 'pending_approval' });
    const progress = (recommendationStatus: string | null) =>
      participantProgressOf({ stageIds, statusOf: submitted, recommendationStatus, touched: true });
    expect(progress('pending_approval')).toEqual({
      status: 'pending_approval',
      currentStageId: 'manager',
    });
    expect(progress('approved')).toEqual({ status: 'completed', currentStageId: 'manager' });
    expect(progress(null)).toEqual({ status: 'pending_approval', currentStageId: 'manager' });
  });

  it('every stage completed without a recommendation: completed', () => {
    expect(
      participantProgressOf({
        stageIds,
        statusOf: of({ self: 'completed', manager: 'completed' }),
        recommendationStatus: null,
        touched: true,
      }),
    ).toEqual({ status: 'completed', currentStageId: 'manager' });
  });
});

describe('metricEntryProblems: a stage save checked against its metrics', () => {
  const rating = {
    id: 'm1',
    name: 'Rating',
    scaleType: 'numeric',
    minValue: 1,
    maxValue: 5,
    validationRules: { required: true },
  };
  const expected = { employeeId: 'emp_1', cycleId: 'cyc_1' };
  const entry = (over: Partial<{ metricId: string; value: string; employeeId: string }> = {}) => ({
    metricId: 'm1',
    employeeId: 'emp_1',
    reviewCycleId: 'cyc_1',
    value: '4',
    ...over,
  });

  it('accepts an answer of the stage, for the participant, within its scale', () => {
    expect(metricEntryProblems([entry()], [rating], expected, true)).toEqual([]);
  });

  it('names the entry: a metric of another stage, twice the same metric, another employee', () => {
    expect(
      metricEntryProblems(
        [entry({ metricId: 'm9' }), entry(), entry({ employeeId: 'emp_2' })],
        [rating],
        expected,
        false,
      ),
    ).toEqual([
      { field: 'entries[0].metricId', message: 'Metric is not part of this stage' },
      { field: 'entries[2].metricId', message: 'Rating: answered twice' },
      { field: 'entries[2].employeeId', message: 'Employee does not match the participant' },
    ]);
  });

  it('a value outside the scale, and on submit an unanswered required metric, are problems', () => {
    expect(metricEntryProblems([entry({ value: '9' })], [rating], expected, false)).toEqual([
      { field: 'entries[0].value', message: 'Rating: Value must be at most 5' },
    ]);
    expect(metricEntryProblems([], [rating], expected, true)).toEqual([
      { field: 'metrics.m1', message: 'Rating: This field is required' },
    ]);
    expect(metricEntryProblems([], [rating], expected, false)).toEqual([]);
  });
});
