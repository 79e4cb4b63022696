import type { components } from '@/api/schema';
import { toDateKey } from '@/lib/dates';
import { isReviewTaskOverdue } from '@/lib/review-tasks';
import { stageProgress } from '@/lib/reviews-to-do';
import { statusKey } from '@/lib/status';
import { db } from '@mocks/db';
import type {
  ApprovalStep,
  Participant,
  ReviewCycle,
  ReviewStage,
  StageInstance,
} from '@mocks/db/records';
import { stepStatusOf, workflowOf } from './participant';
import { employeeName, eventsOf } from './recommendation';

export type ReviewTaskDto = components['schemas']['ReviewTask'];

type TaskFields = Omit<ReviewTaskDto, 'overdue'>;

const isDraft = (cycle: ReviewCycle) =>
  statusKey(db.reviewStatuses.find(cycle.statusId)?.name) === 'draft';

/** The review stages of a cycle's review workflow, in step order. */
function workflowStages(cycleId: string): ReviewStage[] {
  return workflowOf(cycleId, 'review')
    .steps.filter((s) => s.assigneeType === 'reviewStage' && s.assigneeId)
    .map((s) => db.reviewStages.find(s.assigneeId as string))
    .filter((s): s is ReviewStage => s !== undefined);
}

function instanceOf(participantId: string, stageId: string): StageInstance | undefined {
  return db.stageInstances
    .lookup('participantId', participantId)
    .find((i) => i.stageId === stageId);
}

/** The rating the employee received in a cycle (their performance history entry for it). */
function cycleRating(employeeId: string, cycleId: string) {
  return db.performanceHistories
    .lookup('employeeId', employeeId)
    .find((entry) => entry.cycleId === cycleId);
}

function stageTask(
  participant: Participant,
  cycle: ReviewCycle,
  stages: ReviewStage[],
  stage: ReviewStage,
  kind: 'SELF' | 'MANAGER',
): TaskFields {
  const instance = instanceOf(participant.id, stage.id);
  const status = stepStatusOf(instance);
  const statuses = stages.map((s) =>
    s === stage ? status : stepStatusOf(instanceOf(participant.id, s.id)),
  );
  const ready = stageProgress(statuses, stages.indexOf(stage)) !== 'waiting';
  const submitted = status === 'pending_approval' || status === 'completed';
  const outcome = cycleRating(participant.employeeId, cycle.id);
  return {
    id: `task_${participant.id}_${stage.id}`,
    cycleId: cycle.id,
    cycleName: cycle.name,
    participantId: participant.id,
    employeeId: participant.employeeId,
    employeeName: employeeName(participant.employeeId),
    stageId: stage.id,
    stageName: stage.name,
    stageType: stage.type,
    kind,
    type: kind,
    status,
    dueDate: cycle.endDate,
    rating: outcome && Number.isFinite(outcome.rating) ? outcome.rating : null,
    reviewDate: submitted
      ? (toDateKey(instance?.submittedAt) ?? outcome?.reviewDate ?? null)
      : null,
    createdAt: participant.createdAt,
    recommendationId: null,
    ready,
  };
}

function approvalTask(step: ApprovalStep): TaskFields | null {
  const recommendation = db.recommendations.find(step.recommendationId);
  if (!recommendation) return null;
  const cycle = db.reviewCycles.find(recommendation.cycleId);
  const participant = db.participants.find(recommendation.participantId);
  if (!cycle || !participant || isDraft(cycle)) return null;
  let status: string;
  if (step.decision === true) status = 'approved';
  else if (step.decision === false) status = 'rejected';
  else if (recommendation.status === 'pending_approval') status = 'pending_approval';
  else return null;
  const stage = workflowStages(cycle.id).find((s) => s.type === 'manager_review');
  const submits = eventsOf(recommendation.id).filter((e) => e.action === 'submit');
  return {
    id: `task_${step.id}`,
    cycleId: cycle.id,
    cycleName: cycle.name,
    participantId: participant.id,
    employeeId: participant.employeeId,
    employeeName: employeeName(participant.employeeId),
    stageId: stage?.id ?? null,
    stageName: stage?.name ?? null,
    stageType: stage?.type ?? null,
    kind: 'APPROVAL',
    type: 'MANAGER',
    status,
    dueDate: cycle.endDate,
    rating: null,
    reviewDate: toDateKey(step.decidedAt),
    createdAt: submits.at(-1)?.at ?? recommendation.createdAt,
    recommendationId: recommendation.id,
    ready: true,
  };
}

/**
 * What an employee has to review, across cycles that are not Draft: their own self_review stages
 * (SELF), the manager_review stages of the participants they manage (MANAGER) and the approval steps
 * assigned to them (APPROVAL, undecided ones only while the recommendation awaits approval and
 * `mayDecide` says the step is theirs to decide now). `ready` says whether every earlier stage is
 * submitted (src/lib/reviews-to-do). Newest cycle first; `overdue` follows
 * {@link isReviewTaskOverdue}.
 */
export function reviewTasksOf(
  employeeId: string,
  now: Date,
  /** Whether an undecided step is the caller's to decide now (separation of duties, order). */
  mayDecide: (step: ApprovalStep) => boolean = () => true,
): ReviewTaskDto[] {
  const cycles = new Map<string, ReviewCycle | null>();
  const cycleOf = (id: string) => {
    if (!cycles.has(id)) {
      const cycle = db.reviewCycles.find(id);
      cycles.set(id, cycle && !isDraft(cycle) ? cycle : null);
    }
    return cycles.get(id) ?? null;
  };
  const stageTasks = (
    participants: Participant[],
    type: ReviewStage['type'],
    kind: 'SELF' | 'MANAGER',
  ) =>
    participants.flatMap((participant) => {
      const cycle = cycleOf(participant.cycleId);
      if (!cycle) return [];
      const stages = workflowStages(cycle.id);
      return stages
        .filter((stage) => stage.type === type)
        .map((stage) => stageTask(participant, cycle, stages, stage, kind));
    });

  const own = db.participants.lookup('employeeId', employeeId);
  const reports = db.participants
    .lookup('managerId', employeeId)
    .filter((p) => p.employeeId !== employeeId);
  const approvals = db.approvalSteps
    .lookup('approverEmployeeId', employeeId)
    .filter((step) => step.decision !== null || mayDecide(step))
    .map(approvalTask)
    .filter((task): task is TaskFields => task !== null);

  const startOf = (task: TaskFields) => cycleOf(task.cycleId)?.startDate ?? '';
  const kindOrder = { SELF: 0, MANAGER: 1, APPROVAL: 2 } as const;
  return [
    ...stageTasks(own, 'self_review', 'SELF'),
    ...stageTasks(reports, 'manager_review', 'MANAGER'),
    ...approvals,
  ]
    .sort(
      (a, b) =>
        startOf(b).localeCompare(startOf(a)) ||
        a.cycleId.localeCompare(b.cycleId) ||
        kindOrder[a.kind] - kindOrder[b.kind] ||
        a.employeeName.localeCompare(b.employeeName) ||
        a.id.localeCompare(b.id),
    )
    .map((task) => ({ ...task, overdue: isReviewTaskOverdue(task, now) }));
}
