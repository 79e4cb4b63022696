import { db } from '@mocks/db';

/**
 * Whether `employeeId` is named in the approval chain of a submitted recommendation of the
 * participant: an approver reads what their decision needs (src/lib/pay-visibility).
 */
export function approvesParticipant(
  employeeId: string | null | undefined,
  participantId: string,
): boolean {
  if (!employeeId) return false;
  return db.recommendations
    .lookup('participantId', participantId)
    .some(
      (r) =>
        r.status !== 'draft' &&
        db.approvalSteps
          .lookup('recommendationId', r.id)
          .some((s) => s.approverEmployeeId === employeeId),
    );
}

/** The participants (by id) whose submitted recommendation names `employeeId` as an approver. */
export function approvedParticipantIds(employeeId: string | null | undefined): Set<string> {
  const ids = new Set<string>();
  if (!employeeId) return ids;
  for (const step of db.approvalSteps.lookup('approverEmployeeId', employeeId)) {
    const recommendation = db.recommendations.find(step.recommendationId);
    if (recommendation && recommendation.status !== 'draft') ids.add(recommendation.participantId);
  }
  return ids;
}
