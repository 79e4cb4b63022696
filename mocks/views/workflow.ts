import type { components } from '@/api/schema';
import { db } from '@mocks/db/store';
import type { WorkflowStepTemplate, WorkflowTemplate } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type WorkflowTemplateDto = components['schemas']['WorkflowTemplate'];
export type WorkflowStepTemplateDto = components['schemas']['WorkflowStepTemplate'];

/** The steps of a template in order. */
export function templateSteps(templateId: string): WorkflowStepTemplate[] {
  return db.workflowStepTemplates
    .lookup('templateId', templateId)
    .sort((a, b) => a.order - b.order);
}

function toStepDto(step: WorkflowStepTemplate): WorkflowStepTemplateDto {
  return {
    id: step.id,
    name: step.name,
    description: step.description || null,
    stepType: step.stepType,
    assigneeType: step.assigneeType,
    // The contract requires an assignee; stored steps always have one (the handlers refuse others).
    assigneeId: step.assigneeId ?? '',
    dynamicAssignee: step.dynamicAssignee,
    order: step.order,
  };
}

/** A stored template with its ordered steps, as the API shows it. */
export function toWorkflowTemplateDto(template: WorkflowTemplate): WorkflowTemplateDto {
  const steps = templateSteps(template.id);
  return {
    id: template.id,
    version: versionOf(template, steps),
    name: template.name,
    description: template.description || null,
    type: template.type,
    status: template.status,
    steps: steps.map(toStepDto),
    organizationId: template.organizationId,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}
