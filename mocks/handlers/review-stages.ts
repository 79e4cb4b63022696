import type { components } from '@/api/schema';
import { FINISHED_CYCLE_STATUS_NAMES } from '@/lib/cycles';
import { renumberOrder } from '@/lib/reorder';
import { peerRuleErrors, REVIEW_STAGE_MESSAGES, withStageDefaults } from '@/lib/review-stages';
import { statusKey } from '@/lib/status';
import { db } from '@mocks/db';
import type { ReviewCycle, ReviewStage, SelectedMetric } from '@mocks/db/records';
import { badRequest, conflict } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { toReviewStageDto } from '@mocks/views/stage';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

type ReviewStageInput = components['schemas']['ReviewStageInput'];

export const REVIEW_STAGE_ERRORS = {
  inactiveMetric: 'Selected metrics must be active performance metrics of your organization',
  usedByTemplate: (names: string[]) => `Stage is used by a workflow template (${names.join(', ')})`,
  usedByCycle: (names: string[]) =>
    `Stage is used by a review cycle in progress (${names.join(', ')})`,
} as const;

const byUpdatedDesc = (a: ReviewStage, b: ReviewStage) => b.updatedAt.localeCompare(a.updatedAt);

/** The stored stage fields of a request body: defaults applied, peer rules and metric references checked. */
function stageFields(body: ReviewStageInput, organizationId: string) {
  const name = body.name.trim();
  if (!name)
    throw badRequest(REVIEW_STAGE_MESSAGES.nameRequired, [
      { field: 'name', message: REVIEW_STAGE_MESSAGES.nameRequired },
    ]);
  const settings = withStageDefaults(body.settings);
  const peerErrors = Object.entries(peerRuleErrors(body.type, settings));
  if (peerErrors.length > 0) {
    throw badRequest(
      peerErrors[0][1],
      peerErrors.map(([field, message]) => ({ field: `settings.${field}`, message })),
    );
  }
  const seen = new Set<string>();
  const chosen: SelectedMetric[] = [];
  for (const ref of [...settings.selectedMetrics].sort((a, b) => a.order - b.order)) {
    if (seen.has(ref.id)) continue;
    seen.add(ref.id);
    const metric = db.performanceMetrics.find(ref.id);
    if (!metric || metric.organizationId !== organizationId || !metric.isActive) {
      throw badRequest(REVIEW_STAGE_ERRORS.inactiveMetric, [
        { field: 'settings.selectedMetrics', message: REVIEW_STAGE_ERRORS.inactiveMetric },
      ]);
    }
    chosen.push({ id: metric.id, name: metric.name, order: 0 });
  }
  return {
    name,
    description: body.description ?? '',
    type: body.type,
    order: body.order ?? 0,
    requiresManagerApproval: body.requiresManagerApproval ?? false,
    settings: { ...settings, selectedMetrics: renumberOrder(chosen) },
  };
}

function isFinished(cycle: ReviewCycle): boolean {
  const status = db.reviewStatuses.find(cycle.statusId);
  return (FINISHED_CYCLE_STATUS_NAMES as readonly string[]).includes(statusKey(status?.name));
}

/** Cycles not completed or closed whose review workflow or participants use the stage. */
function cyclesInProgressUsing(stage: ReviewStage): ReviewCycle[] {
  return db.reviewCycles
    .lookup('organizationId', stage.organizationId)
    .filter((cycle) => !isFinished(cycle))
    .filter((cycle) => {
      const inWorkflow = db.workflowInstances
        .lookup('cycleId', cycle.id)
        .some((instance) =>
          db.workflowStepInstances
            .lookup('instanceId', instance.id)
            .some((step) => step.assigneeType === 'reviewStage' && step.assigneeId === stage.id),
        );
      return (
        inWorkflow ||
        db.participants.lookup('cycleId', cycle.id).some((p) => p.currentStageId === stage.id)
      );
    });
}

function templatesUsing(stage: ReviewStage): string[] {
  const templateIds = new Set(
    db.workflowStepTemplates
      .where((step) => step.assigneeType === 'reviewStage' && step.assigneeId === stage.id)
      .map((step) => step.templateId),
  );
  return [...templateIds].map((id) => db.workflowTemplates.find(id)?.name ?? id);
}

export const handlers = [
  defineRoute({
    operationId: 'listReviewStages',
    auth: ANY_ROLE,
    handler: ({ user }) =>
      ok(200, {
        data: db.reviewStages
          .lookup('organizationId', user.organizationId)
          .sort(byUpdatedDesc)
          .map(toReviewStageDto),
      }),
  }),

  defineRoute({
    operationId: 'createReviewStage',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const at = now.toISOString();
      const stage = db.reviewStages.insert({
        organizationId: user.organizationId,
        ...stageFields(body, user.organizationId),
        createdAt: at,
        updatedAt: at,
      });
      return okVersioned(201, { data: toReviewStageDto(stage) });
    },
  }),

  defineRoute({
    operationId: 'updateReviewStage',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const stage = scopeToOrg(db.reviewStages.find(params.id), user, 'Review stage');
      assertVersion(request, versionOf(stage));
      const updated = db.reviewStages.update(stage.id, {
        ...stageFields(body, user.organizationId),
        updatedAt: now.toISOString(),
      });
      return okVersioned(200, { data: toReviewStageDto(updated ?? stage) });
    },
  }),

  defineRoute({
    operationId: 'deleteReviewStage',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const stage = scopeToOrg(db.reviewStages.find(params.id), user, 'Review stage');
      const templates = templatesUsing(stage);
      if (templates.length > 0) throw conflict(REVIEW_STAGE_ERRORS.usedByTemplate(templates));
      const cycles = cyclesInProgressUsing(stage);
      if (cycles.length > 0)
        throw conflict(REVIEW_STAGE_ERRORS.usedByCycle(cycles.map((c) => c.name)));
      db.reviewStages.remove(stage.id);
      return noContent();
    },
  }),
];
