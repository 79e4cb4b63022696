import { FLAG_LABELS } from '@/lib/guidelines';
import type { ParticipantRow } from '@/api/resources/participants';
import { rowApproval, type ApprovalViewer } from './row-approval';

/**
 * Whether a row can go into a bulk approve: the viewer can decide on its recommendation now (the
 * shared approval rule: not their submission, not about them, their step next) and it carries no
 * guardrail flag. `reason` says why not (for the disabled checkbox's label).
 */
export function bulkEligibility(
  row: ParticipantRow,
  viewer: ApprovalViewer,
): { eligible: boolean; reason: string | null } {
  const view = rowApproval(row, viewer);
  if (!view?.decide.ok) return { eligible: false, reason: view?.notice ?? 'Nothing to approve' };
  if (row.flags.length > 0) {
    return {
      eligible: false,
      reason: `Flagged: ${row.flags.map((f) => FLAG_LABELS[f]).join(', ')}`,
    };
  }
  return { eligible: true, reason: null };
}
