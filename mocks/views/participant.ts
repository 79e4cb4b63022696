import type { components } from '@/api/schema';
import { currentSalary } from '@/lib/compensation';
import { db } from '@mocks/db';
import { historyNewestFirst } from '@mocks/db/compensation-history';
import type {
  Participant,
  Recommendation,
  ReviewCycle,
  ReviewStage,
  StageInstance,
  User,
  WorkflowInstance,
  WorkflowStepInstance,
} from '@mocks/db/records';
import {
  approvalStepsOf,
  recommendationsOf,
  toRecommendationDto,
  type PersonCache,
} from './recommendation';
import { approvesParticipant } from './approver-access';
import { bandPositionBefore } from './band-before';
import { compareNames } from './compare-names';
import { employeeBandChange, levelIndexOf, type LevelIndex } from './band-positions';

export type ParticipantDto = components['schemas']['Participant'];
export type ParticipantRowDto = components['schemas']['ParticipantRow'];
export type WorkflowStepStatusDto = components['schemas']['WorkflowStepStatus'];
type StepStatus = WorkflowStepStatusDto['status'];

const DEFAULT_CURRENCY = 'USD';

/** A cycle's workflow instance of one kind with its steps in order; steps empty without one. */
export function workflowOf(
  cycleId: string,
  kind: WorkflowInstance['kind'],
): { instance: WorkflowInstance | undefined; steps: WorkflowStepInstance[] } {
  const instance = db.workflowInstances.lookup('cycleId', cycleId).find((i) => i.kind === kind);
  const steps = instance
    ? db.workflowStepInstances.lookup('instanceId', instance.id).sort((a, b) => a.order - b.order)
    : [];
  return { instance, steps };
}

/** A stage instance status as a workflow step status (a draft is a step in progress). */
export function stepStatusOf(instance: StageInstance | undefined): StepStatus {
  if (!instance) return 'not_started';
  return instance.status === 'draft' ? 'in_progress' : instance.status;
}

/** One step status per review workflow step, read from the participant's stage instances. */
export function workflowStepStatuses(
  reviewSteps: readonly WorkflowStepInstance[],
  stageInstances: readonly StageInstance[],
): WorkflowStepStatusDto[] {
  return reviewSteps.map((step) => {
    const instance = step.assigneeId
      ? stageInstances.find((s) => s.stageId === step.assigneeId)
      : undefined;
    return {
      workflowStepInstanceId: step.id,
      stageId: step.assigneeId,
      status: stepStatusOf(instance),
      unlockStatus: instance?.lockStatus ?? 'Unlocked',
    };
  });
}

/**
 * Salary and its currency from an employee's compensation history (latest salary component).
 * `exceptCycleId` leaves out what that cycle's approval recorded: the salary a recommendation of
 * the cycle starts from, also once it is approved (db/approved-pay.ts).
 */
export function salaryOf(
  employeeId: string,
  exceptCycleId?: string,
): { amount: number | null; currency: string } {
  const history = historyNewestFirst(employeeId);
  const kept = exceptCycleId ? history.filter((h) => h.cycleId !== exceptCycleId) : history;
  const entries = kept.map((entry) => ({
    effectiveDate: entry.effectiveDate,
    components: db.compensationComponents.lookup('historyId', entry.id).map((c) => ({
      type: db.compensationTypes.find(c.typeId)?.name ?? '',
      amount: c.amount,
      currency: c.currency,
    })),
  }));
  const amount = currentSalary(entries);
  // The newest salary's currency (entries are newest first).
  const currency =
    entries
      .flatMap((entry) => entry.components)
      .find((c) => c.type.toLowerCase().includes('salary') && c.currency)?.currency ??
    DEFAULT_CURRENCY;
  return { amount, currency };
}

function stageRef(stage: ReviewStage | undefined): ParticipantRowDto['currentStage'] {
  return stage ? { id: stage.id, name: stage.name, type: stage.type } : null;
}

/** An employee's first and last name; null without one. */
export function personName(employeeId: string | null | undefined): string | null {
  const person = employeeId ? db.employees.find(employeeId) : undefined;
  return person ? `${person.firstName} ${person.lastName}` : null;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const bucket = map.get(k);
    if (bucket) bucket.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Everything about one cycle's participants, read once and kept in Maps (10,000 rows stay fast). */
export interface CycleParticipantsIndex {
  reviewSteps: WorkflowStepInstance[];
  stageInstances: Map<string, StageInstance[]>;
  recommendations: Map<string, Recommendation[]>;
  stages: Map<string, ReviewStage>;
  /** The organization's levels by id (a row's band is a lookup, not a scan). */
  levels: LevelIndex;
}

export function indexCycleParticipants(cycle: ReviewCycle): CycleParticipantsIndex {
  const byCreated = (a: Recommendation, b: Recommendation) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  const recommendations = groupBy(
    db.recommendations.lookup('cycleId', cycle.id),
    (r) => r.participantId,
  );
  for (const list of recommendations.values()) list.sort(byCreated);
  return {
    reviewSteps: workflowOf(cycle.id, 'review').steps,
    stageInstances: groupBy(db.stageInstances.lookup('cycleId', cycle.id), (s) => s.participantId),
    recommendations,
    stages: new Map(
      db.reviewStages.lookup('organizationId', cycle.organizationId).map((s) => [s.id, s]),
    ),
    levels: levelIndexOf(cycle.organizationId),
  };
}

/** What the progress rules of src/lib/progress read about a participant. */
export function toProgressLike(participant: Participant, index: CycleParticipantsIndex) {
  const first = index.recommendations.get(participant.id)?.[0];
  return {
    status: participant.status,
    workflowStepStatuses: workflowStepStatuses(
      index.reviewSteps,
      index.stageInstances.get(participant.id) ?? [],
    ),
    recommendations: first
      ? [
          {
            approvalSteps: approvalStepsOf(first.id).map((s) => ({
              approverId: s.approverEmployeeId,
              decision: s.decision,
            })),
          },
        ]
      : [],
  };
}

/** The participants table rows, sorted by employee name; built from Maps, no nested scans. */
export function toParticipantRows(
  participants: readonly Participant[],
  index: CycleParticipantsIndex,
  flagsOf: (participantId: string) => ParticipantRowDto['flags'] = () => [],
): ParticipantRowDto[] {
  const teams = new Map<string, string>();
  const teamName = (teamId: string) => {
    let name = teams.get(teamId);
    if (name === undefined) {
      name = db.teams.find(teamId)?.name ?? '';
      teams.set(teamId, name);
    }
    return name;
  };
  const people: PersonCache = new Map();
  const managers = new Map<string, string | null>();
  const managerName = (id: string | null) => {
    if (!id) return null;
    let name = managers.get(id);
    if (name === undefined) {
      name = personName(id);
      managers.set(id, name);
    }
    return name;
  };
  const rows = participants.map((participant): ParticipantRowDto => {
    const employee = db.employees.find(participant.employeeId);
    const firstName = employee?.firstName ?? '';
    const lastName = employee?.lastName ?? '';
    const teamId = employee?.teamIds[0] ?? null;
    const recommendation = index.recommendations.get(participant.id)?.[0];
    const salary = recommendation
      ? {
          amount: recommendation.currentSalary,
          currency: recommendation.currency || DEFAULT_CURRENCY,
        }
      : salaryOf(participant.employeeId);
    const raise = recommendation?.proposedIncrease ?? null;
    const band = employeeBandChange(employee, index.levels, salary, raise, recommendation);
    return {
      id: participant.id,
      cycleId: participant.cycleId,
      employeeId: participant.employeeId,
      employeeName: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      teamId,
      teamName: teamId ? teamName(teamId) || null : null,
      managerId: participant.managerId,
      managerName: managerName(participant.managerId),
      status: participant.status,
      currentStage: stageRef(
        participant.currentStageId ? index.stages.get(participant.currentStageId) : undefined,
      ),
      workflowStepStatuses: workflowStepStatuses(
        index.reviewSteps,
        index.stageInstances.get(participant.id) ?? [],
      ),
      currentSalary: salary.amount,
      currency: salary.currency,
      recommendedRaise: raise,
      raisePercentage:
        raise !== null && salary.amount ? Math.round((raise / salary.amount) * 10000) / 100 : null,
      recommendation: recommendation ? toRecommendationDto(recommendation, people) : null,
      flags: flagsOf(participant.id),
      updatedAt: participant.updatedAt,
      level: band.level ? { id: band.level.id, name: band.level.name } : null,
      bandBefore: band.before,
      bandAfter: band.after,
    };
  });
  return rows.sort(
    (a, b) => compareNames(a.employeeName, b.employeeName) || compareNames(a.id, b.id),
  );
}

/**
 * Participants in the order of their rows (employee name, then id) without building the rows,
 * so a page of a 10,000-participant list builds only its own rows.
 */
export function sortByEmployeeName(participants: readonly Participant[]): Participant[] {
  return participants
    .map((participant) => {
      const employee = db.employees.find(participant.employeeId);
      return {
        participant,
        name: `${employee?.firstName ?? ''} ${employee?.lastName ?? ''}`.trim(),
      };
    })
    .sort(
      (a, b) => compareNames(a.name, b.name) || compareNames(a.participant.id, b.participant.id),
    )
    .map(({ participant }) => participant);
}

/** Why the caller may read a participant: see {@link participantAccess}. */
export type ParticipantAccess = 'admin' | 'self' | 'manager' | 'approver';

/**
 * Why a caller may read a participant, or null: admin all; anyone themselves; a manager their
 * direct reports; anyone named as an approver of the participant's submitted recommendation (they
 * read the recommendation and what it is judged against, not the review stages).
 */
export function participantAccess(
  user: Pick<User, 'role' | 'employeeId'>,
  participant: Participant,
): ParticipantAccess | null {
  if (user.role === 'admin') return 'admin';
  if (!user.employeeId) return null;
  if (participant.employeeId === user.employeeId) return 'self';
  if (user.role === 'manager' && participant.managerId === user.employeeId) return 'manager';
  return approvesParticipant(user.employeeId, participant.id) ? 'approver' : null;
}

/** Whether the caller may read a participant at all ({@link participantAccess}). */
export function canReadParticipant(
  user: Pick<User, 'role' | 'employeeId'>,
  participant: Participant,
): boolean {
  return participantAccess(user, participant) !== null;
}

function submission(
  instance: StageInstance | undefined,
): components['schemas']['StageSubmission'] | null {
  if (!instance || instance.status === 'not_started') return null;
  return { stageId: instance.stageId, status: instance.status, submittedAt: instance.submittedAt };
}

/** One participant with employee, manager, stage statuses, recommendations, submissions and answers. */
export function toParticipantDto(participant: Participant, cycle: ReviewCycle): ParticipantDto {
  const index = indexCycleParticipants(cycle);
  const employee = db.employees.find(participant.employeeId);
  const teams = (employee?.teamIds ?? [])
    .map((id) => db.teams.find(id))
    .filter((t) => t !== undefined)
    .map((t) => ({ id: t.id, name: t.name }));
  const manager = participant.managerId ? db.employees.find(participant.managerId) : undefined;
  const managerRef = manager
    ? { id: manager.id, firstName: manager.firstName, lastName: manager.lastName }
    : null;
  const instances = index.stageInstances.get(participant.id) ?? [];
  const instanceOfType = (type: ReviewStage['type']) =>
    instances.find((s) => index.stages.get(s.stageId)?.type === type);
  const recommendations = recommendationsOf(participant.id);
  const salary = recommendations[0]
    ? {
        amount: recommendations[0].currentSalary,
        currency: recommendations[0].currency || DEFAULT_CURRENCY,
      }
    : salaryOf(participant.employeeId);
  const metrics = new Map<string, string>();
  const performanceEntries = db.metricResponses
    .lookup('participantId', participant.id)
    .map((response) => {
      let name = metrics.get(response.metricId);
      if (name === undefined) {
        name = db.performanceMetrics.find(response.metricId)?.name ?? '';
        metrics.set(response.metricId, name);
      }
      return { metric: { id: response.metricId, name }, value: response.value };
    });
  const currentStage = participant.currentStageId
    ? index.stages.get(participant.currentStageId)
    : undefined;
  return {
    id: participant.id,
    cycleId: participant.cycleId,
    employee: {
      id: participant.employeeId,
      firstName: employee?.firstName ?? '',
      lastName: employee?.lastName ?? '',
      teams,
      team: teams[0] ?? null,
      manager: managerRef,
      hireDate: employee?.hireDate || null,
      position: employee?.position || null,
    },
    employeeId: participant.employeeId,
    managerId: participant.managerId,
    manager: managerRef,
    status: participant.status,
    currentStage: stageRef(currentStage),
    currentStageId: participant.currentStageId,
    workflowStepStatuses: workflowStepStatuses(index.reviewSteps, instances),
    recommendations: recommendations.map((r) => toRecommendationDto(r)),
    currentSalary: salary.amount,
    bandPosition: bandPositionBefore(participant.employeeId, salary),
    currency: salary.currency,
    selfReview: submission(instanceOfType('self_review')),
    managerReview: submission(instanceOfType('manager_review')),
    performanceEntries,
    updatedAt: participant.updatedAt,
  };
}
