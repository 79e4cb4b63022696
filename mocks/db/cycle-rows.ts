import type {
  Participant,
  ProgressStatus,
  ReviewCycle,
  StageInstance,
  WorkflowInstanceKind,
  WorkflowStepInstance,
  WorkflowStepTemplate,
} from './records';
import { db } from './store';

/**
 * Who takes part in a cycle (spec 02 §2 scope choices): company → every active employee of the
 * organization; teams → active members of those teams; individuals → the chosen employees.
 */
export function scopeEmployeeIds(
  cycle: Pick<ReviewCycle, 'organizationId' | 'scope' | 'teamIds' | 'employeeIds'>,
): string[] {
  const employees = db.employees.lookup('organizationId', cycle.organizationId);
  if (cycle.scope === 'individuals') {
    const chosen = new Set(cycle.employeeIds);
    return employees.filter((e) => chosen.has(e.id)).map((e) => e.id);
  }
  if (cycle.scope === 'teams') {
    const teams = new Set(cycle.teamIds);
    return employees
      .filter((e) => e.isActive && e.teamIds.some((t) => teams.has(t)))
      .map((e) => e.id);
  }
  return employees.filter((e) => e.isActive).map((e) => e.id);
}

/** Copies a workflow template's steps into a new instance of the cycle (every step not started). */
export function createWorkflowInstance(
  cycle: ReviewCycle,
  templateId: string | null,
  kind: WorkflowInstanceKind,
  now: string,
): void {
  if (!templateId) return;
  const instance = db.workflowInstances.insert({
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    templateId,
    kind,
    createdAt: now,
  });
  const steps = db.workflowStepTemplates
    .lookup('templateId', templateId)
    .sort((a, b) => a.order - b.order);
  for (const step of steps) {
    db.workflowStepInstances.insert(stepInstanceOf(step, instance.id, 'not_started'));
  }
}

/** A workflow instance's copy of one of its template's steps. */
export function stepInstanceOf(
  step: WorkflowStepTemplate,
  instanceId: string,
  status: ProgressStatus,
): Omit<WorkflowStepInstance, 'id'> {
  return {
    instanceId,
    stepTemplateId: step.id,
    name: step.name,
    description: step.description,
    order: step.order,
    stepType: step.stepType,
    assigneeType: step.assigneeType,
    assigneeId: step.assigneeId,
    status,
  };
}

/** Removes a cycle's workflow instance of one kind (or both) with its steps. */
export function removeWorkflowInstances(cycleId: string, kind?: WorkflowInstanceKind): void {
  for (const instance of db.workflowInstances.lookup('cycleId', cycleId)) {
    if (kind && instance.kind !== kind) continue;
    db.workflowStepInstances.removeWhere((s) => s.instanceId === instance.id);
    db.workflowInstances.remove(instance.id);
  }
}

/** The stage ids of the cycle's review workflow, in step order. */
export function reviewStageIdsOf(cycleId: string): string[] {
  const instance = db.workflowInstances.lookup('cycleId', cycleId).find((i) => i.kind === 'review');
  if (!instance) return [];
  return db.workflowStepInstances
    .lookup('instanceId', instance.id)
    .sort((a, b) => a.order - b.order)
    .filter((s) => s.assigneeType === 'reviewStage' && s.assigneeId)
    .map((s) => s.assigneeId as string);
}

/** Deletes what participants produced: stage instances, answers, compensation data, recommendations and their history. */
export function removeParticipantData(participantIds: ReadonlySet<string>): void {
  if (participantIds.size === 0) return;
  const recommendationIds = new Set(
    db.recommendations.where((r) => participantIds.has(r.participantId)).map((r) => r.id),
  );
  db.approvalSteps.removeWhere((s) => recommendationIds.has(s.recommendationId));
  db.recommendationEvents.removeWhere((e) => recommendationIds.has(e.recommendationId));
  db.recommendations.removeWhere((r) => recommendationIds.has(r.id));
  db.compensationData.removeWhere((c) => participantIds.has(c.participantId));
  db.metricResponses.removeWhere((m) => participantIds.has(m.participantId));
  db.stageInstances.removeWhere((s) => participantIds.has(s.participantId));
}

/** A participant's instance of a stage, not started and unlocked. */
export function insertStageInstance(
  participant: Pick<Participant, 'id' | 'cycleId'>,
  stageId: string,
  now: string,
): StageInstance {
  return db.stageInstances.insert({
    participantId: participant.id,
    cycleId: participant.cycleId,
    stageId,
    status: 'not_started',
    lockStatus: 'Unlocked',
    submittedAt: null,
    updatedAt: now,
  });
}

/** A fresh start in every stage of the review workflow; the participant is on the first stage. */
function startStages(participant: Participant, stageIds: readonly string[], now: string): void {
  for (const stageId of stageIds) insertStageInstance(participant, stageId, now);
}

/** Adds participants for employees of the cycle, each with their primary manager and fresh stages. */
export function addParticipants(
  cycle: ReviewCycle,
  employeeIds: readonly string[],
  now: string,
): void {
  const stageIds = reviewStageIdsOf(cycle.id);
  for (const employeeId of employeeIds) {
    const assignment = db.managerAssignments.lookup('employeeId', employeeId)[0];
    const participant = db.participants.insert({
      organizationId: cycle.organizationId,
      cycleId: cycle.id,
      employeeId,
      managerId: assignment?.primaryManagerId ?? null,
      status: 'not_started',
      currentStageId: stageIds[0] ?? null,
      createdAt: now,
      updatedAt: now,
    });
    startStages(participant, stageIds, now);
  }
}

/** Resets participants to the start of the review workflow (scope or workflow change). */
export function resetParticipants(
  cycle: ReviewCycle,
  participants: readonly Participant[],
  now: string,
): void {
  removeParticipantData(new Set(participants.map((p) => p.id)));
  const stageIds = reviewStageIdsOf(cycle.id);
  for (const participant of participants) {
    const reset = db.participants.update(participant.id, {
      status: 'not_started',
      currentStageId: stageIds[0] ?? null,
      updatedAt: now,
    });
    if (reset) startStages(reset, stageIds, now);
  }
}

/** Deletes a cycle and everything hanging off it; pay and performance history keep their rows, unlinked. */
export function deleteCycleCascade(cycle: ReviewCycle): void {
  const participantIds = new Set(db.participants.lookup('cycleId', cycle.id).map((p) => p.id));
  removeParticipantData(participantIds);
  db.participants.removeWhere((p) => participantIds.has(p.id));
  removeWorkflowInstances(cycle.id);
  for (const entry of db.compensationHistories.lookup('cycleId', cycle.id)) {
    db.compensationHistories.update(entry.id, { cycleId: null });
  }
  for (const entry of db.performanceHistories.lookup('cycleId', cycle.id)) {
    db.performanceHistories.update(entry.id, { cycleId: null });
  }
  db.calibrationSettings.removeWhere((c) => c.cycleId === cycle.id);
  db.calibrationEvents.removeWhere((e) => e.cycleId === cycle.id);
  db.letters.removeWhere((l) => l.cycleId === cycle.id);
  db.letterTemplates.removeWhere((t) => t.cycleId === cycle.id);
  db.reviewCycles.remove(cycle.id);
}
