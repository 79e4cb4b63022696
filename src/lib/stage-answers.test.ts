import { describe, expect, it } from 'vitest';
import { canSeeStageAnswers } from './stage-answers';

const participant = { employeeId: 'emp_1', managerId: 'emp_boss' };
const employee = { role: 'employee', employeeId: 'emp_1' };
const manager = { role: 'manager', employeeId: 'emp_boss' };
const admin = { role: 'admin', employeeId: 'emp_admin' };

describe('canSeeStageAnswers (issue 20 §10)', () => {
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
