import type { components } from '@/api/schema';
import { bandPosition } from '@/lib/pay-bands';
import { levelAfter } from '@/lib/promotions';
import { db } from '@mocks/db';
import type {
  ApprovalStep,
  Level,
  Recommendation,
  RecommendationEvent,
  RecommendationValues,
  User,
} from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type RecommendationDto = components['schemas']['Recommendation'];
export type ApprovalStepDto = components['schemas']['ApprovalStep'];
export type RecommendationEventDto = components['schemas']['RecommendationEvent'];

/** Approval steps of a recommendation in approval order. */
export function approvalStepsOf(recommendationId: string): ApprovalStep[] {
  return db.approvalSteps
    .lookup('recommendationId', recommendationId)
    .sort((a, b) => a.order - b.order);
}

/** The approval history of a recommendation, oldest first. */
export function eventsOf(recommendationId: string): RecommendationEvent[] {
  return (
    db.recommendationEvents
      .lookup('recommendationId', recommendationId)
      // Stable sort: events of the same instant keep the order they were recorded in.
      .sort((a, b) => a.at.localeCompare(b.at))
  );
}

/** The caller's display name, from their employee record when they have one. */
export function actorName(user: Pick<User, 'firstName' | 'lastName' | 'employeeId'>): string {
  const employee = user.employeeId ? db.employees.find(user.employeeId) : undefined;
  return employee
    ? `${employee.firstName} ${employee.lastName}`
    : `${user.firstName} ${user.lastName}`.trim();
}

/** An employee's display name; '' when the employee is gone. */
export function employeeName(employeeId: string | null | undefined): string {
  const employee = employeeId ? db.employees.find(employeeId) : undefined;
  return employee ? `${employee.firstName} ${employee.lastName}` : '';
}

type PersonRef = ApprovalStepDto['approver'];

/** Person refs by employee id; pass one Map to many calls so a list of 10,000 rows reads each approver once. */
export type PersonCache = Map<string, PersonRef>;

function personRef(employeeId: string, cache: PersonCache): PersonRef {
  let ref = cache.get(employeeId);
  if (ref === undefined) {
    const person = db.employees.find(employeeId);
    ref = person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null;
    cache.set(employeeId, ref);
  }
  return ref ? { ...ref } : null;
}

/**
 * Who decided a step, named as the history names actors (employee id, else user id): the admin of
 * an override, else its approver; null while undecided.
 */
export function deciderOf(step: ApprovalStep): string | null {
  if (step.decision === null || step.decision === undefined) return null;
  if (!step.decidedByUserId) return step.approverEmployeeId;
  return db.users.find(step.decidedByUserId)?.employeeId ?? step.decidedByUserId;
}

function toStepDto(step: ApprovalStep, people: PersonCache): ApprovalStepDto {
  return {
    id: step.id,
    approverId: step.approverEmployeeId,
    approver: personRef(step.approverEmployeeId, people),
    order: step.order,
    decision: step.decision,
    reason: step.reason,
    comments: step.comments,
    decidedAt: step.decidedAt,
    decidedById: deciderOf(step),
  };
}

function toEventDto(event: RecommendationEvent): RecommendationEventDto {
  const user = db.users.find(event.actorUserId);
  return {
    id: event.id,
    action: event.action,
    // The contract names people by employee id where they have one (approverId is one too).
    actorId: user?.employeeId ?? event.actorUserId,
    actorName: event.actorName,
    reason: event.reason,
    comments: event.comments,
    at: event.at,
    before: event.before,
    after: event.after,
    onBehalfJustification: event.onBehalfJustification ?? null,
  };
}

/** A level of the recommendation's organization; undefined for an id that is none (or deleted). */
function levelIn(organizationId: string, levelId: string | null | undefined): Level | undefined {
  const level = levelId ? db.levels.find(levelId) : undefined;
  return level && level.organizationId === organizationId ? level : undefined;
}

function levelRef(organizationId: string, levelId: string | null | undefined) {
  const level = levelIn(organizationId, levelId);
  return level ? { id: level.id, name: level.name } : null;
}

/** The values an event records before and after: amounts, notes and the promotion's level. */
export function recommendationValuesOf(r: Recommendation): RecommendationValues {
  return {
    proposedIncrease: r.proposedIncrease,
    proposedSalary: r.proposedSalary,
    notes: r.notes || null,
    newLevel: levelRef(r.organizationId, r.newLevelId),
  };
}

/**
 * The promotion of a recommendation as the API shows it: the new level, the level it
 * was submitted from (recommendations from before promotions: the employee's level), and where
 * the proposed salary sits in the band of the level after it.
 */
function promotionOf(recommendation: Recommendation) {
  const { organizationId } = recommendation;
  const participant = db.participants.find(recommendation.participantId);
  const employee = participant ? db.employees.find(participant.employeeId) : undefined;
  const employeeLevelId = employee?.levelId ?? null;
  const after = levelIn(organizationId, levelAfter(recommendation, employeeLevelId));
  // A promotion keeps the level it was submitted from (none included); otherwise it is theirs.
  const from = recommendation.newLevelId
    ? recommendation.currentLevelId
    : (recommendation.currentLevelId ?? employeeLevelId);
  return {
    newLevelId: recommendation.newLevelId ?? null,
    newLevel: levelRef(organizationId, recommendation.newLevelId),
    currentLevel: levelRef(organizationId, from),
    promotionJustification: recommendation.promotionJustification ?? null,
    bandAfter: bandPosition(
      after,
      employee?.zone,
      recommendation.proposedSalary,
      recommendation.currency || 'USD',
    ),
  };
}

/** A recommendation as the API returns it: approval steps in order and the full history. */
export function toRecommendationDto(
  recommendation: Recommendation,
  people: PersonCache = new Map(),
): RecommendationDto {
  const steps = approvalStepsOf(recommendation.id);
  return {
    id: recommendation.id,
    version: versionOf(recommendation, steps),
    participantId: recommendation.participantId,
    currentSalary: recommendation.currentSalary,
    proposedIncrease: recommendation.proposedIncrease,
    proposedSalary: recommendation.proposedSalary,
    proposedBonus: recommendation.proposedBonus,
    currency: recommendation.currency || 'USD',
    notes: recommendation.notes || null,
    ...promotionOf(recommendation),
    status: recommendation.status,
    approvalSteps: steps.map((step) => toStepDto(step, people)),
    history: eventsOf(recommendation.id).map(toEventDto),
    createdAt: recommendation.createdAt,
    updatedAt: recommendation.updatedAt,
  };
}

/** Recommendations of a participant, oldest first (the first one is what the table and progress read). */
export function recommendationsOf(participantId: string): Recommendation[] {
  return db.recommendations
    .lookup('participantId', participantId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
