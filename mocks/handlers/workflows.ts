import type { components } from '@/api/schema';
import { stepKindFor, WORKFLOW_MESSAGES, workflowStepProblems } from '@/lib/workflows';
import { db } from '@mocks/db';
import type { WorkflowStepTemplate, WorkflowTemplate } from '@mocks/db/records';
import { badRequest, conflict } from '@mocks/http/errors';
import { defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { templateSteps, toWorkflowTemplateDto } from '@mocks/views/workflow';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

type WorkflowTemplateInput = components['schemas']['WorkflowTemplateInput'];

export const WORKFLOW_ERRORS = {
  stageAssignee: 'Assignee must be a review stage of your organization',
  userAssignee: 'Assignee must be a user with an employee record',
  usedByCycle: (names: string[]) =>
    `Workflow template is used by a review cycle (${names.join(', ')})`,
} as const;

type StepFields = Omit<WorkflowStepTemplate, 'id' | 'templateId'> & { id?: string };

const byUpdatedDesc = (a: WorkflowTemplate, b: WorkflowTemplate) =>
  b.updatedAt.localeCompare(a.updatedAt);

/**
 * The stored steps of a request body, in the order sent, renumbered from 1. Review-cycle steps
 * take the stage's name; approval steps keep the given name or get the assignee's name.
 */
function stepFields(body: WorkflowTemplateInput, organizationId: string): StepFields[] {
  const problems = workflowStepProblems(body.type, body.steps);
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  const kind = stepKindFor(body.type);
  return body.steps.map((step, index) => {
    const field = `steps[${index}].assigneeId`;
    let name = step.name?.trim() ?? '';
    if (kind.assigneeType === 'reviewStage') {
      const stage = db.reviewStages.find(step.assigneeId);
      if (!stage || stage.organizationId !== organizationId) {
        throw badRequest(WORKFLOW_ERRORS.stageAssignee, [
          { field, message: WORKFLOW_ERRORS.stageAssignee },
        ]);
      }
      name = stage.name;
    } else {
      const user = db.users.find(step.assigneeId);
      if (!user || user.organizationId !== organizationId || !user.employeeId) {
        throw badRequest(WORKFLOW_ERRORS.userAssignee, [
          { field, message: WORKFLOW_ERRORS.userAssignee },
        ]);
      }
      name ||= `${user.firstName} ${user.lastName}`.trim();
    }
    return {
      id: step.id,
      name,
      description: step.description ?? '',
      ...kind,
      assigneeId: step.assigneeId,
      dynamicAssignee: step.dynamicAssignee ?? null,
      order: index + 1,
    };
  });
}

function templateFields(body: WorkflowTemplateInput) {
  const name = body.name.trim();
  if (!name)
    throw badRequest(WORKFLOW_MESSAGES.nameRequired, [
      { field: 'name', message: WORKFLOW_MESSAGES.nameRequired },
    ]);
  return { name, description: body.description ?? '', type: body.type };
}

/** Replaces the template's steps; a step sent with the id of one of its steps keeps that id. */
function saveSteps(templateId: string, steps: StepFields[]): void {
  const existing = new Set(templateSteps(templateId).map((s) => s.id));
  const kept = new Set(
    steps.map((s) => s.id).filter((id): id is string => !!id && existing.has(id)),
  );
  db.workflowStepTemplates.removeWhere((s) => s.templateId === templateId && !kept.has(s.id));
  for (const { id, ...fields } of steps) {
    if (id && kept.has(id)) db.workflowStepTemplates.update(id, fields);
    else db.workflowStepTemplates.insert({ templateId, ...fields });
  }
}

export const handlers = [
  defineRoute({
    operationId: 'listWorkflowTemplates',
    auth: ['admin'],
    handler: ({ user, query }) =>
      ok(200, {
        data: db.workflowTemplates
          .lookup('organizationId', user.organizationId)
          .filter((t) => !query.type || t.type === query.type)
          .sort(byUpdatedDesc)
          .map(toWorkflowTemplateDto),
      }),
  }),

  defineRoute({
    operationId: 'createWorkflowTemplate',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const fields = templateFields(body);
      const steps = stepFields(body, user.organizationId);
      const at = now.toISOString();
      const template = db.workflowTemplates.insert({
        organizationId: user.organizationId,
        ...fields,
        status: 'active',
        createdAt: at,
        updatedAt: at,
      });
      saveSteps(
        template.id,
        steps.map((s) => ({ ...s, id: undefined })),
      );
      return ok(201, { data: toWorkflowTemplateDto(template) });
    },
  }),

  defineRoute({
    operationId: 'getWorkflowTemplate',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const template = scopeToOrg(db.workflowTemplates.find(params.id), user, 'Workflow template');
      return okVersioned(200, { data: toWorkflowTemplateDto(template) });
    },
  }),

  defineRoute({
    operationId: 'updateWorkflowTemplate',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const template = scopeToOrg(db.workflowTemplates.find(params.id), user, 'Workflow template');
      assertVersion(request, versionOf(template, templateSteps(template.id)));
      const fields = templateFields(body);
      const steps = stepFields(body, user.organizationId);
      const updated = db.workflowTemplates.update(template.id, {
        ...fields,
        updatedAt: now.toISOString(),
      });
      saveSteps(template.id, steps);
      return okVersioned(200, { data: toWorkflowTemplateDto(updated ?? template) });
    },
  }),

  defineRoute({
    operationId: 'deleteWorkflowTemplate',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const template = scopeToOrg(db.workflowTemplates.find(params.id), user, 'Workflow template');
      const cycles = db.reviewCycles
        .lookup('organizationId', user.organizationId)
        .filter(
          (c) =>
            c.reviewWorkflowTemplateId === template.id ||
            c.approvalWorkflowTemplateId === template.id,
        );
      if (cycles.length > 0) throw conflict(WORKFLOW_ERRORS.usedByCycle(cycles.map((c) => c.name)));
      db.workflowStepTemplates.removeWhere((s) => s.templateId === template.id);
      db.workflowTemplates.remove(template.id);
      return noContent();
    },
  }),
];
