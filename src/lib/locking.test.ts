import { describe, expect, it } from 'vitest';
import { isStageLocked, type StageLockInput } from './locking';

describe('isStageLocked', () => {
  it.each<[StageLockInput, boolean]>([
    [{ role: 'manager', cycleStatusName: 'Active', participantStatus: 'in_progress' }, false],
    [{ role: 'manager', cycleStatusName: 'Completed', participantStatus: 'in_progress' }, true],
    [{ role: 'manager', cycleStatusName: 'completed', participantStatus: 'in_progress' }, true],
    [{ role: 'employee', cycleStatusName: 'Closed', participantStatus: 'not_started' }, true],
    [{ role: 'employee', cycleStatusName: 'Active', participantStatus: 'completed' }, true],
    [{ role: 'employee', cycleStatusName: 'Active', participantStatus: 'approved' }, true],
    [{ role: 'employee', cycleStatusName: 'Active', participantStatus: 'pending_approval' }, false],
    [{ role: 'admin', cycleStatusName: 'Completed', participantStatus: 'completed' }, false],
    [
      {
        role: 'admin',
        cycleStatusName: 'Closed',
        participantStatus: 'completed',
        unlockStatus: 'Locked',
      },
      false,
    ],
    [
      {
        role: 'manager',
        cycleStatusName: 'Completed',
        participantStatus: 'completed',
        unlockStatus: 'Reopened',
      },
      false,
    ],
    [{ role: 'manager', cycleStatusName: 'Completed', unlockStatus: 'reopened' }, false],
    [{ role: 'manager', cycleStatusName: 'Completed', unlockStatus: 'Locked' }, true],
    [{ role: 'manager', cycleStatusName: 'Active', unlockStatus: 'Locked' }, false],
    [{ role: undefined, cycleStatusName: 'Closed' }, true],
  ])('%j → %s', (input, locked) => {
    expect(isStageLocked(input)).toBe(locked);
  });
});
