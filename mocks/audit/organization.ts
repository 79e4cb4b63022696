import { db } from '@mocks/db';
import type { Organization, User } from '@mocks/db/records';
import { recordChange, settingsSummary, type AuditView } from './record-change';

/** The organization's details as the audit trail shows them: its type by name. */
export function organizationAuditView(org: Organization): AuditView {
  return {
    name: org.name,
    domain: org.domain ?? null,
    type: (org.typeId && db.organizationTypes.find(org.typeId)?.name) || null,
    contactFirstName: org.firstName ?? null,
    contactLastName: org.lastName ?? null,
  };
}

export function registrationAuditView(org: Organization): AuditView {
  return {
    allowUserRegistration: org.allowUserRegistration,
    requireEmailVerification: org.requireEmailVerification,
  };
}

/** Audit entry of an edit of the organization's details; nothing when nothing changed. */
export function auditOrganizationChange(user: User, before: AuditView, after: AuditView): void {
  recordChange({
    actor: user,
    organizationId: user.organizationId,
    entityType: 'organization',
    entityId: user.organizationId,
    before,
    after,
    summary: (action, changed) => settingsSummary('Organization', before, after, action, changed),
  });
}

/** Audit entry of a change of the registration settings; nothing when nothing changed. */
export function auditRegistrationChange(user: User, before: AuditView, after: AuditView): void {
  recordChange({
    actor: user,
    organizationId: user.organizationId,
    entityType: 'organization',
    entityId: user.organizationId,
    before,
    after,
    summary: (_action, changed) => `Registration settings changed (${changed.join(', ')})`,
  });
}
