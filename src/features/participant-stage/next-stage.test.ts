import { describe, expect, it } from 'vitest';
import { initialStageId, nextStageAfterSubmit } from './next-stage';

const stages = [
  { stageId: 'self', type: 'self_review' },
  { stageId: 'manager', type: 'manager_review' },
];
const participant = { employeeId: 'emp_riley', managerId: 'emp_jordan' };
const admin = { role: 'admin', employeeId: 'emp_admin' };
const manager = { role: 'manager', employeeId: 'emp_jordan' };
const employee = { role: 'employee', employeeId: 'emp_riley' };

describe('nextStageAfterSubmit', () => {
  it('moves to the current stage when the user may act on it (admin after the self review)', () => {
    expect(
      nextStageAfterSubmit({
        viewer: admin,
        participant: { ...participant, currentStageId: 'manager' },
        stages,
        submittedStageId: 'self',
      }),
    ).toEqual({ kind: 'stage', stageId: 'manager' });
  });

  it('otherwise the next later stage the user may act on', () => {
    expect(
      nextStageAfterSubmit({
        viewer: manager,
        participant: { ...participant, currentStageId: 'self' },
        stages: [...stages, { stageId: 'final', type: 'manager_review' }],
        submittedStageId: 'manager',
      }),
    ).toEqual({ kind: 'stage', stageId: 'final' });
  });

  it('an employee after their self review goes to /dashboard (the manager review is not theirs)', () => {
    expect(
      nextStageAfterSubmit({
        viewer: employee,
        participant: { ...participant, currentStageId: 'manager' },
        stages,
        submittedStageId: 'self',
      }),
    ).toEqual({ kind: 'dashboard' });
  });

  it('a manager after the last stage goes to /dashboard; an admin back to the cycle', () => {
    const input = {
      participant: { ...participant, currentStageId: 'manager' },
      stages,
      submittedStageId: 'manager',
    };
    expect(nextStageAfterSubmit({ ...input, viewer: manager })).toEqual({ kind: 'dashboard' });
    expect(nextStageAfterSubmit({ ...input, viewer: admin })).toEqual({ kind: 'cycle' });
  });

  it('does not offer an earlier stage the user may act on', () => {
    expect(
      nextStageAfterSubmit({
        viewer: admin,
        participant: { ...participant, currentStageId: 'manager' },
        stages,
        submittedStageId: 'manager',
      }),
    ).toEqual({ kind: 'cycle' });
  });
});

describe('initialStageId', () => {
  const inSelfReview = { ...participant, currentStageId: 'self' };
  it('honours a requested stage of the participant', () => {
    expect(initialStageId(employee, inSelfReview, stages, 'manager')).toBe('manager');
    expect(initialStageId(employee, inSelfReview, stages, 'unknown')).toBe('self');
  });
  it('opens the current stage when the user may act on it', () => {
    expect(initialStageId(employee, inSelfReview, stages)).toBe('self');
    expect(initialStageId(admin, inSelfReview, stages)).toBe('self');
  });
  it("opens a manager's stage of a report still in self review", () => {
    expect(initialStageId(manager, inSelfReview, stages)).toBe('manager');
  });
  it('falls back to the current stage read-only, then the first', () => {
    expect(initialStageId(employee, { ...participant, currentStageId: 'manager' }, stages)).toBe(
      'self',
    );
    expect(
      initialStageId(employee, { ...participant, currentStageId: 'manager' }, [stages[1]]),
    ).toBe('manager');
    expect(
      initialStageId(
        { role: 'employee', employeeId: 'x' },
        { ...participant, currentStageId: null },
        stages,
      ),
    ).toBe('self');
    expect(initialStageId(admin, participant, [])).toBeNull();
  });
});
