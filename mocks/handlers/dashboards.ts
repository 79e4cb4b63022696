import { isCycleActive, isCycleOverdue } from '@/lib/cycles';
import { db } from '@mocks/db';
import { defineRoute, ok } from '@mocks/http/route';
import { pendingApprovalsOfOrganization } from '@mocks/views/pending-approvals';

/**
 * The organization's pending approvals (src/lib/pending-approvals: one per recommendation awaiting
 * a decision): the same rows GET /api/review-cycles/pending-approvals lists to an admin.
 */
export function pendingApprovalCount(organizationId: string): number {
  return pendingApprovalsOfOrganization(organizationId).length;
}

export const handlers = [
  defineRoute({
    operationId: 'getAdminSummary',
    auth: ['admin'],
    handler: ({ user, now }) => {
      const organizationId = user.organizationId;
      const users = db.users.lookup('organizationId', organizationId);
      const teams = db.teams.lookup('organizationId', organizationId);
      const cycles = db.reviewCycles
        .lookup('organizationId', organizationId)
        .map((cycle) => ({ ...cycle, status: db.reviewStatuses.find(cycle.statusId) ?? null }));
      return ok(200, {
        data: {
          totalUsers: users.length,
          activeUsers: users.filter((u) => u.isActive).length,
          totalTeams: teams.length,
          activeTeams: teams.filter((t) => t.isActive).length,
          activeCycles: cycles.filter((c) => isCycleActive(c, now)).length,
          pendingApprovals: pendingApprovalCount(organizationId),
          overdueCycles: cycles.filter((c) => isCycleOverdue(c, now)).length,
          teamsWithoutManagers: teams.filter((t) => t.isActive && t.managerEmployeeIds.length === 0)
            .length,
        },
      });
    },
  }),
];
