import type { OrganizationType, User } from '@mocks/db/records';
import { recordChange, settingsSummary, type AuditView } from './record-change';

export function organizationTypeAuditView(type: OrganizationType): AuditView {
  return { name: type.name, description: type.description ?? '' };
}

/** Audit entry of an organization type created (before null), edited or deleted (after null). */
export function auditOrganizationTypeChange(
  user: User,
  type: Pick<OrganizationType, 'id'>,
  before: AuditView | null,
  after: AuditView | null,
): void {
  recordChange({
    actor: user,
    organizationId: user.organizationId,
    entityType: 'organization_type',
    entityId: type.id,
    before,
    after,
    summary: (action, changed) =>
      settingsSummary('Organization type', before, after, action, changed),
  });
}
