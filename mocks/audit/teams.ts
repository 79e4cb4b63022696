import { db } from '@mocks/db';
import type { Team, User } from '@mocks/db/records';
import { teamMembers } from '@mocks/views/team';
import { recordChange, settingsSummary, type AuditView } from './record-change';

/** A team as the audit trail shows it: managers by name, members counted. */
export function teamAuditView(team: Team): AuditView {
  const managers = team.managerEmployeeIds
    .map((id) => db.employees.find(id))
    .filter((e) => e !== undefined)
    .map((e) => `${e.firstName} ${e.lastName}`)
    .sort((a, b) => a.localeCompare(b));
  return {
    name: team.name,
    description: team.description,
    active: team.isActive,
    managers: managers.join(', '),
    members: teamMembers(team).length,
  };
}

/** Audit entry of a team created (before null), edited or deleted (after null). */
export function auditTeamChange(
  user: User,
  team: Pick<Team, 'id' | 'organizationId'>,
  before: AuditView | null,
  after: AuditView | null,
): void {
  recordChange({
    actor: user,
    organizationId: team.organizationId,
    entityType: 'team',
    entityId: team.id,
    before,
    after,
    summary: (action, changed) => settingsSummary('Team', before, after, action, changed),
  });
}
