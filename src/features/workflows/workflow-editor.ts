import * as yup from 'yup';
import { lineText, multilineText } from '@/lib/form-schemas';
import {
  DEFAULT_WORKFLOW_TYPE,
  stepKindFor,
  WORKFLOW_MESSAGES,
  type WorkflowType,
} from '@/lib/workflows';
import type { WorkflowTemplate, WorkflowTemplateInput } from '@/api/resources/workflows';

/** Spec 02 §5 "Workflow details panel": name and type required. */
export const workflowDetailsSchema = yup.object({
  name: lineText().trim().required(WORKFLOW_MESSAGES.nameRequired),
  description: multilineText(),
  type: yup
    .string()
    .oneOf(['reviewCycle', 'approvalChain'], WORKFLOW_MESSAGES.typeRequired)
    .required(WORKFLOW_MESSAGES.typeRequired),
});

export interface WorkflowDetails {
  name: string;
  description: string;
  type: WorkflowType;
}

export const EMPTY_DETAILS: WorkflowDetails = {
  name: '',
  description: '',
  type: DEFAULT_WORKFLOW_TYPE,
};

/** What the list passes to /new in the navigation state. */
export interface NewWorkflowState {
  details: WorkflowDetails;
}

export function isNewWorkflowState(state: unknown): state is NewWorkflowState {
  const details = (state as NewWorkflowState | null)?.details;
  return Boolean(
    details && typeof details.name === 'string' && details.name.trim() && details.type,
  );
}

/** One row of the editor; `key` identifies it while dragging, `id` is the stored step's id. */
export interface EditorStep {
  key: string;
  id?: string;
  name: string;
  description: string;
  assigneeId: string;
}

let lastKey = 0;
const newKey = () => `step-${(lastKey += 1)}`;

export function newStep(): EditorStep {
  return { key: newKey(), name: '', description: '', assigneeId: '' };
}

export function detailsOf(template: WorkflowTemplate): WorkflowDetails {
  return {
    name: template.name,
    description: template.description ?? '',
    type: template.type ?? DEFAULT_WORKFLOW_TYPE,
  };
}

export function stepsOf(template: WorkflowTemplate): EditorStep[] {
  return [...template.steps]
    .sort((a, b) => a.order - b.order)
    .map((step) => ({
      key: newKey(),
      id: step.id,
      name: step.name,
      description: step.description ?? '',
      assigneeId: step.assigneeId,
    }));
}

/** Choosing an assignee names the step after it (the stage's name, or the approver's name). */
export function assignStep(step: EditorStep, assigneeId: string, label: string): EditorStep {
  return { ...step, assigneeId, name: label };
}

/** A changed workflow type makes the chosen assignees meaningless (stages vs users): they are cleared. */
export function changeType(
  steps: EditorStep[],
  from: WorkflowType,
  to: WorkflowType,
): EditorStep[] {
  return from === to ? steps : steps.map((step) => ({ ...step, assigneeId: '', name: '' }));
}

/**
 * The request body: steps in the order shown, numbered from 1, of the kind the workflow type needs.
 * The status is only displayed, so the stored one is sent back as it was.
 */
export function toTemplateInput(
  details: WorkflowDetails,
  steps: EditorStep[],
  status: WorkflowTemplateInput['status'] = 'active',
): WorkflowTemplateInput {
  const kind = stepKindFor(details.type);
  return {
    name: details.name.trim(),
    description: details.description,
    type: details.type,
    status,
    steps: steps.map((step, index) => ({
      ...(step.id ? { id: step.id } : {}),
      name: step.name,
      description: step.description || null,
      ...kind,
      assigneeId: step.assigneeId,
      order: index + 1,
    })),
  };
}
