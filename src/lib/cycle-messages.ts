/** Spec 02 §8 review cycle texts, exactly. */
export const CYCLE_MESSAGES = {
  listFailed: 'Failed to fetch review cycles',
  detailFailed: 'Failed to fetch review cycle details',
  notFound: 'No review cycle found',
  deleteConfirm: 'Are you sure you want to delete this review cycle?',
  deleteFailed: 'Failed to delete review cycle',
  noParticipants: 'No participants found.',
  noWorkflowSteps: 'No workflow steps defined',
  noApprovalWorkflow: 'No approval workflow defined',
  noApprovalActions: 'No approval actions taken yet',
  approveFailed: 'Failed to approve compensation',
  columnsLoadFailed: 'Failed to load column preferences',
  columnsSaveFailed: 'Failed to save column preferences',
} as const;

/** After a delete, on the cycles list (the spec has no text for it; Revert's names its success the same way). */
export const cycleDeletedMessage = (name: string) => `Review cycle "${name}" has been deleted.`;
