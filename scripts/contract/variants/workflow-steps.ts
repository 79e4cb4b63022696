import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { toWorkflowTemplateDto } from '@mocks/views/workflow';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for workflow steps; see broken-variants.ts. */

const TEMPLATES = '*/api/workflows/workflow-templates';

type StepBody = { assigneeId?: unknown; stepType?: unknown; assigneeType?: unknown };

const stepsOf = (body: Record<string, unknown>): StepBody[] =>
  Array.isArray(body.steps) ? (body.steps as StepBody[]) : [];

const repeatsAStage = (steps: StepBody[]) =>
  new Set(steps.map((s) => String(s.assigneeId))).size < steps.length;

/** Stores the steps as sent, with no rule (what a server that skips the checks does). */
function storeSteps(templateId: string, steps: StepBody[]): void {
  db.workflowStepTemplates.removeWhere((s) => s.templateId === templateId);
  steps.forEach((step, index) =>
    db.workflowStepTemplates.insert({
      templateId,
      name: 'Step',
      description: '',
      stepType: step.stepType === 'approval' ? 'approval' : 'review',
      assigneeType: step.assigneeType === 'user' ? 'user' : 'reviewStage',
      assigneeId: String(step.assigneeId),
      dynamicAssignee: null,
      order: index + 1,
    }),
  );
}

/** A POST that stores the template when `accept` says so, else falls through to the mock. */
function lenientCreate(accept: (steps: StepBody[]) => boolean) {
  return http.post(TEMPLATES, async ({ request }) => {
    const auth = caller(request);
    const body = await jsonOf(request);
    if (!auth || !body || !accept(stepsOf(body))) return undefined;
    const stamp = now().toISOString();
    const template = db.workflowTemplates.insert({
      organizationId: auth.user.organizationId,
      name: String(body.name),
      description: '',
      type: body.type === 'approvalChain' ? 'approvalChain' : 'reviewCycle',
      status: 'active',
      createdAt: stamp,
      updatedAt: stamp,
    });
    storeSteps(template.id, stepsOf(body));
    return HttpResponse.json({ data: toWorkflowTemplateDto(template) }, { status: 201 });
  });
}

export const WORKFLOW_STEP_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a workflow template without steps is stored',
    only: ['createWorkflowTemplate'],
    caught: { operationId: 'createWorkflowTemplate', category: 'state' },
    handlers: [lenientCreate((steps) => steps.length === 0)],
  },
  {
    name: 'a review-cycle template may use one review stage in two steps',
    only: ['createWorkflowTemplate'],
    caught: { operationId: 'createWorkflowTemplate', category: 'state' },
    handlers: [lenientCreate((steps) => steps.length > 1 && repeatsAStage(steps))],
  },
  {
    name: 'an update may repeat a review stage',
    only: ['updateWorkflowTemplate'],
    caught: { operationId: 'updateWorkflowTemplate', category: 'state' },
    handlers: [
      http.put(`${TEMPLATES}/:id`, async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const template = db.workflowTemplates.find(param(params.id));
        if (!auth || !body || !template || template.organizationId !== auth.user.organizationId)
          return undefined;
        const steps = stepsOf(body);
        if (steps.length < 2 || !repeatsAStage(steps)) return undefined;
        storeSteps(template.id, steps);
        return HttpResponse.json({ data: toWorkflowTemplateDto(template) });
      }),
    ],
  },
];
