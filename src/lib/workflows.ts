/** Spec 02 §3 workflow template types. */
export type WorkflowType = 'reviewCycle' | 'approvalChain';

export const WORKFLOW_TYPE_LABELS: Record<WorkflowType, string> = {
  reviewCycle: 'Review Cycle',
  approvalChain: 'Approval Chain',
};

/** Spec 02 §9: "Default workflow type is reviewCycle." */
export const DEFAULT_WORKFLOW_TYPE: WorkflowType = 'reviewCycle';

export function workflowTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return WORKFLOW_TYPE_LABELS[type as WorkflowType] ?? type;
}

/** Spec 02 §5 workflow details panel and template save messages. */
export const WORKFLOW_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  assigneeRequired: 'All steps must have an assignee selected.',
} as const;

export interface StepKind {
  stepType: 'review' | 'approval';
  assigneeType: 'reviewStage' | 'user';
}

/**
 * Spec 02 §3/§4: review-cycle steps are review steps assigned to a review stage; approval-chain
 * steps are approval steps assigned to a user. "Step assignment changes the step's assigneeType
 * and type according to the workflow type."
 */
export function stepKindFor(type: WorkflowType): StepKind {
  return type === 'approvalChain'
    ? { stepType: 'approval', assigneeType: 'user' }
    : { stepType: 'review', assigneeType: 'reviewStage' };
}

/** True when some step has no assignee (the save is refused with 'All steps must have an assignee selected.'). */
export function hasStepWithoutAssignee(steps: readonly { assigneeId?: string | null }[]): boolean {
  return steps.some((step) => !step.assigneeId);
}
