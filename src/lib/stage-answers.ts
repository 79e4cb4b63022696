import { validateMetricValue } from './metric-value';
import type { MetricLike } from './metrics';
import { canEditParticipantStage, type StageParticipantLike } from './permissions';

/** The statuses of a stage that has been submitted (a draft or an unstarted stage has not). */
export const SUBMITTED_STAGE_STATUSES: readonly string[] = ['pending_approval', 'completed'];

export function isStageSubmitted(status: string | null | undefined): boolean {
  return status != null && SUBMITTED_STAGE_STATUSES.includes(status);
}

/**
 * Who reads a stage's answers: admins and whoever writes the stage (the employee
 * their self review, the manager the manager review) at any time; the participant's other reader
 * (the manager a self review, the employee the manager review) only once it is submitted, so a
 * draft stays the writer's until they send it.
 */
export function canSeeStageAnswers(
  viewer: { role: string | null | undefined; employeeId?: string | number | null },
  participant: StageParticipantLike,
  stageType: string | null | undefined,
  stageStatus: string | null | undefined,
): boolean {
  if (viewer.role === 'admin') return true;
  if (canEditParticipantStage(viewer, participant, stageType)) return true;
  return isStageSubmitted(stageStatus);
}

/** A problem with one field of a request, as a 400's `details` name it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** One answer of a stage's save (the contract's MetricResponsesInput entry). */
export interface MetricEntryLike {
  metricId: string;
  employeeId: string;
  reviewCycleId: string;
  value: string;
}

/**
 * Problems with a stage's answers: each entry's metric must be one of the stage's (once), name the
 * participant's employee and cycle, and hold a value its metric allows; a submit also needs every
 * required metric answered.
 */
export function metricEntryProblems(
  entries: readonly MetricEntryLike[],
  metrics: readonly (MetricLike & { id: string; name: string })[],
  expected: { employeeId: string; cycleId: string },
  submit: boolean,
): FieldProblem[] {
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const details: FieldProblem[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const metric = byId.get(entry.metricId);
    if (!metric) {
      details.push({
        field: `entries[${i}].metricId`,
        message: 'Metric is not part of this stage',
      });
      return;
    }
    if (seen.has(metric.id)) {
      details.push({ field: `entries[${i}].metricId`, message: `${metric.name}: answered twice` });
    }
    seen.add(metric.id);
    if (entry.employeeId !== expected.employeeId) {
      details.push({
        field: `entries[${i}].employeeId`,
        message: 'Employee does not match the participant',
      });
    }
    if (entry.reviewCycleId !== expected.cycleId) {
      details.push({
        field: `entries[${i}].reviewCycleId`,
        message: 'Review cycle does not match the participant',
      });
    }
    const problem = validateMetricValue(metric, entry.value);
    if (problem)
      details.push({ field: `entries[${i}].value`, message: `${metric.name}: ${problem}` });
  });
  if (submit) {
    for (const metric of metrics) {
      if (seen.has(metric.id)) continue;
      const problem = validateMetricValue(metric, null);
      if (problem)
        details.push({ field: `metrics.${metric.id}`, message: `${metric.name}: ${problem}` });
    }
  }
  return details;
}

/**
 * Where a participant stands from their review stages (in workflow order) and first
 * recommendation: the current stage is the first one not yet submitted (the last one when all
 * are); with every stage submitted they wait for approval until the recommendation is approved
 * (without one: pending approval while a stage is, else completed); with some work done, in
 * progress.
 */
export function participantProgressOf(input: {
  stageIds: readonly string[];
  statusOf: (stageId: string) => string;
  recommendationStatus: string | null;
  touched: boolean;
}): {
  status: 'not_started' | 'in_progress' | 'pending_approval' | 'completed';
  currentStageId: string | undefined;
} {
  const { stageIds, statusOf, recommendationStatus } = input;
  const open = stageIds.find((id) => !isStageSubmitted(statusOf(id)));
  const currentStageId = open ?? stageIds.at(-1);
  if (stageIds.length === 0 || open) {
    return { status: input.touched ? 'in_progress' : 'not_started', currentStageId };
  }
  if (recommendationStatus !== null) {
    return {
      status: recommendationStatus === 'approved' ? 'completed' : 'pending_approval',
      currentStageId,
    };
  }
  const waiting = stageIds.some((id) => statusOf(id) === 'pending_approval');
  return { status: waiting ? 'pending_approval' : 'completed', currentStageId };
}
