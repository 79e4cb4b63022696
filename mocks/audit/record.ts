import { db } from '@mocks/db';
import type { AuditEntry, User } from '@mocks/db/records';
import { now as clockNow } from '@mocks/http/clock';

/** Who made a change: a user (name from the record) or the system (automatic jobs). */
export type AuditActor = Pick<User, 'id' | 'firstName' | 'lastName'> | { system: string };

/**
 * An entry to record: `action` a verb ('create', 'update', 'approve', 'reject', 'undo', 'unlock',
 * 'relock', 'revert', 'import'...); `employeeId` the employee the change concerns (shown on the
 * employee page), null or absent when none; `summary` one readable line, built from the action
 * and entity when omitted; `at` defaults to the mock clock.
 */
export type RecordAuditInput = Pick<
  AuditEntry,
  'organizationId' | 'action' | 'entityType' | 'entityId'
> &
  Partial<Pick<AuditEntry, 'employeeId' | 'summary' | 'before' | 'after' | 'reason'>> & {
    actor: AuditActor;
    at?: Date;
  };

function actorFields(actor: AuditActor): Pick<AuditEntry, 'actorUserId' | 'actorName'> {
  if ('system' in actor) return { actorUserId: null, actorName: actor.system };
  return { actorUserId: actor.id, actorName: `${actor.firstName} ${actor.lastName}`.trim() };
}

/** Plain JSON copy, so a later change of the source object never changes the entry. */
function snapshot(
  value: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * Appends one audit entry (who, when, what before and after, why). Call it from a handler after
 * the change succeeded, in the same synchronous run (the store has no transactions). Entries are
 * never updated or removed: the API offers no call for it.
 */
export function recordAudit(input: RecordAuditInput): AuditEntry {
  return db.auditEntries.insert({
    organizationId: input.organizationId,
    ...actorFields(input.actor),
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    employeeId: input.employeeId ?? null,
    summary: input.summary ?? `${input.entityType} ${input.action}`,
    before: snapshot(input.before),
    after: snapshot(input.after),
    reason: input.reason?.trim() ? input.reason.trim() : null,
    at: (input.at ?? clockNow()).toISOString(),
  });
}
