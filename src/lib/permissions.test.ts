import { describe, expect, it } from 'vitest';
import {
  canEditParticipantStage,
  stageRoleFor,
  NO_EDIT_PERMISSION_MESSAGE,
  ROLE_LABELS,
  canEdit,
  roleLabel,
} from './permissions';

describe('canEdit', () => {
  it.each([
    ['admin', 'self_review', true],
    ['admin', 'manager_review', true],
    ['admin', 'calibration', true],
    ['employee', 'self_review', true],
    ['employee', 'manager_review', false],
    ['employee', 'peer_review', false],
    ['manager', 'manager_review', true],
    ['manager', 'self_review', false],
    ['manager', 'peer_review', false],
    ['peer', 'peer_review', true],
    ['peer', 'self_review', false],
    [undefined, 'self_review', false],
    ['employee', undefined, false],
  ])('%s on %s → %s', (role, stageType, allowed) => {
    expect(canEdit(role, stageType)).toBe(allowed);
  });
});

describe('labels and messages', () => {
  it('keeps the spec wording', () => {
    expect(NO_EDIT_PERMISSION_MESSAGE).toBe("You don't have permission to edit this stage.");
    expect(ROLE_LABELS).toEqual({
      admin: 'Administrator',
      manager: 'Manager',
      employee: 'Employee',
    });
  });

  it.each([
    ['admin', 'Administrator'],
    ['manager', 'Manager'],
    ['employee', 'Employee'],
    ['auditor', 'auditor'],
    [null, ''],
  ])('roleLabel(%s) → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('stageRoleFor and canEditParticipantStage', () => {
  const participant = { employeeId: 'emp_riley', managerId: 'emp_jordan' };
  it.each([
    [{ role: 'admin', employeeId: 'emp_x' }, 'admin'],
    [{ role: 'employee', employeeId: 'emp_riley' }, 'employee'],
    [{ role: 'manager', employeeId: 'emp_riley' }, 'employee'],
    [{ role: 'manager', employeeId: 'emp_jordan' }, 'manager'],
    [{ role: 'employee', employeeId: 'emp_jordan' }, null],
    [{ role: 'manager', employeeId: 'emp_other' }, null],
    [{ role: 'employee', employeeId: null }, null],
  ] as const)('%o → %s', (user, role) => {
    expect(stageRoleFor(user, participant)).toBe(role);
  });

  it('employee edits only their own self_review; manager only the manager_review of a report; admin all', () => {
    const riley = { role: 'employee', employeeId: 'emp_riley' };
    const jordan = { role: 'manager', employeeId: 'emp_jordan' };
    expect(canEditParticipantStage(riley, participant, 'self_review')).toBe(true);
    expect(canEditParticipantStage(riley, participant, 'manager_review')).toBe(false);
    expect(canEditParticipantStage(jordan, participant, 'manager_review')).toBe(true);
    expect(canEditParticipantStage(jordan, participant, 'self_review')).toBe(false);
    expect(
      canEditParticipantStage(
        { role: 'manager', employeeId: 'emp_riley' },
        participant,
        'self_review',
      ),
    ).toBe(true);
    expect(
      canEditParticipantStage({ role: 'admin', employeeId: null }, participant, 'peer_review'),
    ).toBe(true);
    expect(
      canEditParticipantStage(
        { role: 'employee', employeeId: 'emp_other' },
        participant,
        'self_review',
      ),
    ).toBe(false);
  });
});
