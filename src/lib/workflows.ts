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
  /** A template without steps would do nothing, yet be listed as Active. */
  stepsRequired: 'A workflow needs at least one step.',
  /** A participant cannot go through one review stage twice in one cycle. */
  stageRepeated: 'This review stage is already used by another step.',
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

export interface StepProblem {
  /** The request's JSON path: `steps`, or `steps[2].assigneeId`. */
  field: string;
  message: string;
}

/**
 * What keeps a template's steps from being saved, first problem first: no step at all, a step
 * without an assignee, or (review cycles) a review stage a previous step already uses: each
 * later use is named at its own step. Empty when the steps can be saved.
 */
export function workflowStepProblems(
  type: WorkflowType,
  steps: readonly { assigneeId?: string | null }[],
): StepProblem[] {
  if (steps.length === 0) return [{ field: 'steps', message: WORKFLOW_MESSAGES.stepsRequired }];
  const problems: StepProblem[] = [];
  const seen = new Set<string>();
  steps.forEach((step, index) => {
    const field = `steps[${index}].assigneeId`;
    if (!step.assigneeId) problems.push({ field, message: WORKFLOW_MESSAGES.assigneeRequired });
    else if (type === 'reviewCycle' && seen.has(step.assigneeId))
      problems.push({ field, message: WORKFLOW_MESSAGES.stageRepeated });
    if (step.assigneeId) seen.add(step.assigneeId);
  });
  return problems;
}
