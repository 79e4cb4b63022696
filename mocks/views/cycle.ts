import type { components } from '@/api/schema';
import {
  adminOverallStatus,
  approverProgress,
  completionPercent,
  processStatus,
  progressStatus,
  stepProgress,
} from '@/lib/progress';
import type { DisplayStatus } from '@/lib/status';
import { db } from '@mocks/db';
import type {
  Participant,
  ReviewCycle,
  WorkflowInstance,
  WorkflowStepInstance,
} from '@mocks/db/records';
import { employeeName } from './recommendation';
import { indexCycleParticipants, toProgressLike, workflowOf } from './participant';
import { versionOf } from '@mocks/http/versions';

export type ReviewCycleDto = components['schemas']['ReviewCycle'];
type WorkflowInstanceDto = components['schemas']['WorkflowInstance'];
type StepStatus = components['schemas']['WorkflowStepInstance']['status'];
type ProgressLike = ReturnType<typeof toProgressLike>;

const STATUS_OF_DISPLAY: Record<DisplayStatus, StepStatus> = {
  'Not Started': 'not_started',
  'In Progress': 'in_progress',
  'Pending Approval': 'pending_approval',
  Completed: 'completed',
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Employee id of an approval step's user (approval chains assign users; approvals are by employee). */
export function approverEmployeeId(step: WorkflowStepInstance): string | null {
  if (step.assigneeType !== 'user' || !step.assigneeId) return null;
  return db.users.find(step.assigneeId)?.employeeId ?? null;
}

function assigneeName(step: WorkflowStepInstance): string | null {
  if (!step.assigneeId) return null;
  if (step.assigneeType === 'reviewStage')
    return db.reviewStages.find(step.assigneeId)?.name ?? null;
  const user = db.users.find(step.assigneeId);
  return user ? `${user.firstName} ${user.lastName}` : null;
}

function toInstanceDto(
  instance: WorkflowInstance | undefined,
  steps: WorkflowStepInstance[],
  statusOf: (step: WorkflowStepInstance) => StepStatus,
): WorkflowInstanceDto | null {
  if (!instance) return null;
  return {
    id: instance.id,
    templateId: instance.templateId,
    type: instance.kind === 'review' ? 'reviewCycle' : 'approvalChain',
    steps: steps.map((step) => ({
      id: step.id,
      name: step.name,
      order: step.order,
      stepType: step.stepType,
      assigneeType: step.assigneeType,
      assigneeId: step.assigneeId,
      assigneeName: assigneeName(step),
      status: statusOf(step),
      workflowStepTemplate: { name: step.name, description: step.description || null },
    })),
  };
}

export interface CycleDtoOptions {
  /** The participants the caller may see (counts and progress are computed over them). */
  participants: readonly Participant[];
  /** Adds `progress` (the admin dashboard's panels). */
  withProgress?: boolean;
}

/**
 * A cycle as the API returns it. Step statuses, counts, completion and progress are computed from
 * the participants' data (spec 02 §4 Progress), never stored.
 */
export function toCycleDto(
  cycle: ReviewCycle,
  { participants, withProgress }: CycleDtoOptions,
): ReviewCycleDto {
  const index = indexCycleParticipants(cycle);
  const review = workflowOf(cycle.id, 'review');
  const approval = workflowOf(cycle.id, 'approval');
  const progressLike: ProgressLike[] = participants.map((p) => toProgressLike(p, index));
  const reviewPercent = new Map(review.steps.map((s) => [s.id, stepProgress(s.id, progressLike)]));
  const approverPercent = new Map<string, number>();
  for (const step of approval.steps) {
    const employeeId = approverEmployeeId(step);
    if (employeeId && !approverPercent.has(employeeId))
      approverPercent.set(employeeId, approverProgress(employeeId, progressLike));
  }
  const type = db.reviewTypes.find(cycle.typeId);
  const status = db.reviewStatuses.find(cycle.statusId);
  const completed = participants.filter((p) => p.status === 'completed').length;

  const dto: Omit<ReviewCycleDto, 'progress'> = {
    id: cycle.id,
    version: versionOf(cycle),
    name: cycle.name,
    type: { id: cycle.typeId, name: type?.name ?? '' },
    typeId: cycle.typeId,
    status: { id: cycle.statusId, name: status?.name ?? '' },
    statusId: cycle.statusId,
    startDate: cycle.startDate,
    endDate: cycle.endDate,
    totalBudget: cycle.totalBudget,
    increaseBudget: cycle.increaseBudget,
    bonusBudget: cycle.bonusBudget,
    scope: cycle.scope,
    teamIds: [...cycle.teamIds],
    employeeIds: [...cycle.employeeIds],
    teamBudgets: cycle.teamBudgets.map((b) => ({ ...b })),
    adminOverride: cycle.adminOverride,
    adminOverrideJustification: cycle.adminOverrideJustification || null,
    reviewWorkflowTemplateId: cycle.reviewWorkflowTemplateId,
    approvalWorkflowTemplateId: cycle.approvalWorkflowTemplateId,
    organizationId: cycle.organizationId,
    reviewWorkflowInstance: toInstanceDto(
      review.instance,
      review.steps,
      (step) => STATUS_OF_DISPLAY[progressStatus(reviewPercent.get(step.id) ?? 0)],
    ),
    approvalWorkflowInstance: toInstanceDto(approval.instance, approval.steps, (step) => {
      const employeeId = approverEmployeeId(step);
      return STATUS_OF_DISPLAY[
        progressStatus(employeeId ? (approverPercent.get(employeeId) ?? 0) : 0)
      ];
    }),
    participantCount: participants.length,
    completedCount: completed,
    completionPercent: completionPercent(participants),
    createdAt: cycle.createdAt,
    updatedAt: cycle.updatedAt,
  };
  if (!withProgress) return dto;
  const assigned = progressLike.filter((p) => p.recommendations.length > 0).length;
  const reviewSteps = review.steps.map((step) => {
    const percent = reviewPercent.get(step.id) ?? 0;
    return {
      stepId: step.id,
      name: step.name,
      completedCount: Math.round((percent / 100) * participants.length),
      totalCount: participants.length,
      percent: round1(percent),
      status: STATUS_OF_DISPLAY[progressStatus(percent)],
    };
  });
  const approvers = [...approverPercent].map(([approverId, percent]) => ({
    approverId,
    approverName: employeeName(approverId),
    approvedCount: Math.round((percent / 100) * assigned),
    assignedCount: assigned,
    percent: round1(percent),
  }));
  return {
    ...dto,
    progress: {
      reviewStatus:
        STATUS_OF_DISPLAY[processStatus(reviewSteps.map((s) => reviewPercent.get(s.stepId) ?? 0))],
      approvalStatus: STATUS_OF_DISPLAY[processStatus([...approverPercent.values()])],
      overallStatus:
        STATUS_OF_DISPLAY[
          adminOverallStatus(
            progressLike,
            review.steps.map((s) => s.id),
          )
        ],
      reviewSteps,
      approvers,
    },
  };
}
