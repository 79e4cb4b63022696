import { ApiError } from '@/api/errors';
import type { StageLockAction } from '@/api/resources/participants';

/** Spec 02 §8 "Participants and stages" texts of the stage screen. */
export const STAGE_MESSAGES = {
  participantFailed: 'Failed to fetch participant data',
  noData: 'No participant or stage data available',
  formDataTitle: 'Error loading form data',
  tryAgain: 'Try again',
  configTitle: 'Error Loading Stage Configuration',
  configFailed: 'Failed to load stage metrics',
  noMetrics: 'No performance metrics defined. Please configure metrics in Settings.',
  loadingMetrics: 'Loading performance metrics',
  reverted: 'Stage data has been reverted successfully.',
  revertOther: 'An error occurred while reverting the stage.',
  unlocked: 'Stage unlocked.',
  relocked: 'Stage re-locked.',
  draftSaved: 'Draft saved.',
  submitted: 'Stage submitted for approval.',
} as const;

/** The alert after an admin stage action (spec 02 §8 unlock, re-lock and revert texts). */
export function stageActionMessage(
  action: StageLockAction,
  error?: unknown,
): { severity: 'success' | 'error'; message: string } {
  if (error === undefined) {
    const message =
      action === 'revert'
        ? STAGE_MESSAGES.reverted
        : action === 'unlock'
          ? STAGE_MESSAGES.unlocked
          : STAGE_MESSAGES.relocked;
    return { severity: 'success', message };
  }
  const body = error instanceof ApiError ? error.body : null;
  if (action === 'revert') {
    // "a failure reads a message field": 'Failed to revert stage: {message or Unknown error}'.
    if (error instanceof ApiError) {
      return {
        severity: 'error',
        message: `Failed to revert stage: ${body?.message || body?.error || 'Unknown error'}`,
      };
    }
    return { severity: 'error', message: STAGE_MESSAGES.revertOther };
  }
  // "A failure reads an error field": 'Error unlocking stage: {message}', else 'Failed to unlock stage'.
  const verb = action === 'unlock' ? 'unlocking' : 're-locking';
  const fallback = action === 'unlock' ? 'Failed to unlock stage' : 'Failed to re-lock stage';
  return {
    severity: 'error',
    message: body?.error ? `Error ${verb} stage: ${body.error}` : fallback,
  };
}
