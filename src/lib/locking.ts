import { normalizeDisplayStatus, statusKey } from './status';

/** Cycle status names that lock every stage (spec 02 §4 Locking). */
export const LOCKING_CYCLE_STATUS_NAMES = ['completed', 'closed'] as const;

export interface StageLockInput {
  role: string | null | undefined;
  cycleStatusName?: string | null;
  participantStatus?: string | null;
  unlockStatus?: string | null;
}

/** "The value Reopened means unlocked." */
export function isReopened(unlockStatus: string | null | undefined): boolean {
  return statusKey(unlockStatus) === 'reopened';
}

/**
 * Spec 02 §4 Locking: "A stage is shown as locked for editing when the cycle status is Completed or Closed,
 * or the participant is Completed. Admin is always unlocked. A stage that has been reopened is also
 * unlocked." The participant status is compared after display normalisation (approved, done → Completed).
 */
export function isStageLocked({
  role,
  cycleStatusName,
  participantStatus,
  unlockStatus,
}: StageLockInput): boolean {
  if (role === 'admin' || isReopened(unlockStatus)) return false;
  if ((LOCKING_CYCLE_STATUS_NAMES as readonly string[]).includes(statusKey(cycleStatusName)))
    return true;
  return normalizeDisplayStatus(participantStatus) === 'Completed';
}
