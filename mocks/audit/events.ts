import { db } from '@mocks/db';
import type {
  CompensationChange,
  CompensationData,
  Participant,
  Recommendation,
  RecommendationEvent,
  RecommendationValues,
  ReviewStage,
  User,
} from '@mocks/db/records';
import { recordAudit } from './record';

const money = (value: number, currency: string) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;

function employeeLabel(employeeId: string | null | undefined): string {
  const employee = employeeId ? db.employees.find(employeeId) : undefined;
  return employee ? `${employee.firstName} ${employee.lastName}` : 'an employee';
}

/** The status the recommendation's steps give (the rule of the decision handlers' settle). */
function statusAfterSteps(recommendationId: string): string {
  const steps = db.approvalSteps.lookup('recommendationId', recommendationId);
  if (steps.some((s) => s.decision === false)) return 'rejected';
  return steps.length > 0 && steps.every((s) => s.decision === true)
    ? 'approved'
    : 'pending_approval';
}

/** An event's values as the audit trail shows them: the promotion's level by name, when there is one. */
function flatValues({ newLevel, ...values }: RecommendationValues): Record<string, unknown> {
  return newLevel ? { ...values, newLevel: newLevel.name } : values;
}

const REC_VERBS: Record<RecommendationEvent['action'], string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  undo: 'decision undone',
  edit: 'edited',
  approvals_restarted: 'sent back for approval',
};

/**
 * Audit entry of a recommendation event (submit, approve, reject, undo, edit): the event's values
 * before and after, and its reason (rejection reason and comments, or the edit's notes).
 */
export function auditRecommendationEvent(
  user: User,
  recommendation: Recommendation,
  event: Pick<RecommendationEvent, 'action' | 'actorName'> & Partial<RecommendationEvent>,
): void {
  const participant = db.participants.find(recommendation.participantId);
  const employeeId = participant?.employeeId ?? null;
  const created = event.action === 'submit' && !event.before;
  const decision =
    event.action === 'approve' || event.action === 'reject' || event.action === 'undo';
  const given = [event.reason, event.comments].filter(Boolean).join(': ');
  // A decision on another approver's step carries the admin's override and its justification.
  const override = event.onBehalfJustification ?? null;
  const reason = override ? `${given ? `${given}. ` : ''}Override: ${override}` : given || null;
  recordAudit({
    actor: user,
    organizationId: recommendation.organizationId,
    action: created ? 'create' : event.action,
    entityType: 'recommendation',
    entityId: recommendation.id,
    employeeId,
    summary: `Recommendation for ${employeeLabel(employeeId)} ${created ? 'created' : REC_VERBS[event.action]}${
      event.after
        ? ` (increase ${money(event.after.proposedIncrease, recommendation.currency)})`
        : ''
    }${event.actorName !== `${user.firstName} ${user.lastName}` ? ` by ${event.actorName}` : ''}`,
    before: event.before
      ? flatValues(event.before)
      : decision
        ? { status: recommendation.status }
        : null,
    after: event.after
      ? flatValues(event.after)
      : decision
        ? {
            status: statusAfterSteps(recommendation.id),
            ...(override ? { 'Admin override': override } : {}),
          }
        : null,
    reason,
  });
}

/** Audit entry of a stage lock change: unlock (reopen), relock or revert. */
export function auditStageChange(
  user: User,
  participant: Participant,
  stage: ReviewStage,
  action: 'unlock' | 'relock' | 'revert',
  before: { status: string; lockStatus: string },
  after: { status: string; lockStatus: string },
): void {
  const verbs = { unlock: 'reopened', relock: 'locked again', revert: 'reverted' };
  recordAudit({
    actor: user,
    organizationId: participant.organizationId,
    action,
    entityType: 'stage',
    entityId: `${participant.id}:${stage.id}`,
    employeeId: participant.employeeId,
    summary: `${stage.name} of ${employeeLabel(participant.employeeId)} ${verbs[action]}`,
    before,
    after,
  });
}

/** Audit entry of saved stage compensation (the proposed changes and their justification). */
export function auditCompensationChange(
  user: User,
  participant: Participant,
  stage: ReviewStage,
  before: Pick<CompensationData, 'changes' | 'status' | 'newLevelId'> | null,
  after: Pick<
    CompensationData,
    'changes' | 'status' | 'justification' | 'newLevelId' | 'exception'
  >,
): void {
  // A promotion is recorded with the amounts, by the new level's name.
  const promoted = Boolean(before?.newLevelId || after.newLevelId);
  const level = (id: string | null | undefined) =>
    promoted ? { 'New level': (id && db.levels.find(id)?.name) || null } : {};
  const view = (
    changes: readonly CompensationChange[],
    pick: 'currentValue' | 'proposedValue',
    newLevelId?: string | null,
  ) => ({
    ...Object.fromEntries(changes.map((c) => [c.typeName, c[pick]])),
    ...(pick === 'proposedValue' ? level(newLevelId) : {}),
  });
  recordAudit({
    actor: user,
    organizationId: participant.organizationId,
    action: before ? 'update' : 'create',
    entityType: 'compensation',
    entityId: `${participant.id}:${stage.id}`,
    employeeId: participant.employeeId,
    summary: `Compensation of ${employeeLabel(participant.employeeId)} ${
      after.status === 'pending_approval' ? 'submitted' : 'saved as draft'
    }${after.exception?.adminOverride ? ' with an admin override' : ''} in ${stage.name}`,
    before: before
      ? { ...view(before.changes, 'proposedValue', before.newLevelId), status: before.status }
      : view(after.changes, 'currentValue'),
    after: {
      ...view(after.changes, 'proposedValue', after.newLevelId),
      status: after.status,
      // An admin override lets a raise past a guardrail or the sanity limit: who and why.
      ...(after.exception?.adminOverride
        ? { 'Admin override': after.exception.justification || null }
        : {}),
    },
    reason: after.justification,
  });
}

type UserFields = Pick<User, 'firstName' | 'lastName' | 'email' | 'role' | 'isActive'>;

const USER_FIELDS: (keyof UserFields)[] = ['firstName', 'lastName', 'email', 'role', 'isActive'];

/**
 * Audit entry of a user change: only the fields that changed, before and after. The action says
 * what mattered most: a role change, then deactivate/reactivate, then a plain update. Nothing is
 * recorded when nothing changed.
 */
export function auditUserChange(
  caller: User,
  target: Pick<User, 'id' | 'organizationId' | 'employeeId'> & UserFields,
  before: UserFields | null,
  after: UserFields | null,
  action?: 'create' | 'delete',
): void {
  const changed = USER_FIELDS.filter((f) => !before || !after || before[f] !== after[f]);
  if (changed.length === 0) return;
  const pick = (fields: UserFields | null) =>
    fields ? Object.fromEntries(changed.map((f) => [f, fields[f]])) : null;
  const resolved =
    action ??
    (changed.includes('role')
      ? 'role_change'
      : changed.includes('isActive')
        ? after?.isActive
          ? 'reactivate'
          : 'deactivate'
        : 'update');
  const name = `${target.firstName} ${target.lastName}`;
  const summaries: Record<string, string> = {
    create: `User ${name} created (${after?.role ?? ''})`,
    delete: `User ${name} deleted`,
    role_change: `Role of ${name} changed from ${before?.role} to ${after?.role}`,
    reactivate: `User ${name} reactivated`,
    deactivate: `User ${name} deactivated`,
    update: `User ${name} edited (${changed.join(', ')})`,
  };
  recordAudit({
    actor: caller,
    organizationId: target.organizationId,
    action: resolved,
    entityType: 'user',
    entityId: target.id,
    employeeId:
      target.employeeId && db.employees.find(target.employeeId) ? target.employeeId : null,
    summary: summaries[resolved],
    before: pick(before),
    after: pick(after),
  });
}
