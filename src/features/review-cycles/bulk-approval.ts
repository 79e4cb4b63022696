import { FLAG_LABELS } from '@/lib/guidelines';
import { recommendationRowState } from '@/lib/recommendations';
import type { ParticipantRow } from './api/participants';

/**
 * Whether a row can go into a bulk approve: the viewer can decide on its recommendation now and it
 * carries no guardrail flag. `reason` says why not (for the disabled checkbox's label).
 */
export function bulkEligibility(
  row: ParticipantRow,
  viewer: { currentEmployeeId: string | null | undefined; isAdmin: boolean },
): { eligible: boolean; reason: string | null } {
  const steps = row.recommendation?.approvalSteps ?? [];
  const state = row.recommendation
    ? recommendationRowState({
        participantStatus: row.status,
        approvalSteps: steps,
        currentUserEmployeeId: viewer.currentEmployeeId,
        canDecide: viewer.isAdmin || steps.some((s) => s.approverId === viewer.currentEmployeeId),
      })
    : 'waiting';
  if (state !== 'can_decide') return { eligible: false, reason: 'Nothing to approve' };
  if (row.flags.length > 0) {
    return {
      eligible: false,
      reason: `Flagged: ${row.flags.map((f) => FLAG_LABELS[f]).join(', ')}`,
    };
  }
  return { eligible: true, reason: null };
}
