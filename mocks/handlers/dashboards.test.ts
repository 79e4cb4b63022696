import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const summary = async () =>
  (await callApi('get', '/api/dashboard/admin-summary', { token: await loginAs('admin') })).body
    .data;

describe('GET /api/dashboard/admin-summary', () => {
  it('manager and employee 403; no token 401', async () => {
    for (const role of ['manager', 'employee'] as const) {
      expect(
        (await callApi('get', '/api/dashboard/admin-summary', { token: await loginAs(role) }))
          .status,
      ).toBe(403);
    }
    expect((await callApi('get', '/api/dashboard/admin-summary')).status).toBe(401);
  });

  it('counts from the data of the organization', async () => {
    const data = await summary();
    const users = db.users.where((u) => u.organizationId === 'org_acme');
    const teams = db.teams.where((t) => t.organizationId === 'org_acme');
    expect(data.totalUsers).toBe(users.length);
    expect(data.activeUsers).toBe(users.filter((u) => u.isActive).length);
    expect(data.totalTeams).toBe(teams.length);
    expect(data.activeTeams).toBe(teams.filter((t) => t.isActive).length);
    // Spec 01 §4, active by status name: the demo's 2026 Annual Review (In Progress) and Mid-Year
    // Check-in (Active, though its end date has passed); not the Completed annual reviews nor the
    // Draft promotion review.
    expect(data.activeCycles).toBe(2);
    expect(data.teamsWithoutManagers).toBe(
      teams.filter((t) => t.isActive && t.managerEmployeeIds.length === 0).length,
    );
  });

  it('pending approvals: one per recommendation awaiting a decision (not 3 × cycles, not one per undecided step)', async () => {
    const before = await summary();
    // The demo: 18 recommendations awaiting a decision (two of them for hires), not one per undecided step.
    expect(before.pendingApprovals).toBe(18);
    const rec = db.recommendations.first(
      (r) =>
        r.organizationId === 'org_acme' &&
        r.status === 'pending_approval' &&
        db.approvalSteps.lookup('recommendationId', r.id).filter((s) => s.decision === null)
          .length > 1,
    )!;
    const open = db.approvalSteps
      .lookup('recommendationId', rec.id)
      .filter((s) => s.decision === null)
      .sort((a, b) => a.order - b.order);
    // A decision on its first undecided step leaves it awaiting the next one.
    db.approvalSteps.update(open[0]!.id, { decision: true });
    expect((await summary()).pendingApprovals).toBe(before.pendingApprovals);
    // A rejection stops the chain: it waits for its manager, not for an approver.
    db.approvalSteps.update(open[1]!.id, { decision: false });
    expect((await summary()).pendingApprovals).toBe(before.pendingApprovals - 1);
    db.approvalSteps.update(open[1]!.id, { decision: null });
    db.recommendations.update(rec.id, { status: 'approved' });
    expect((await summary()).pendingApprovals).toBe(before.pendingApprovals - 1);
  });

  it('follows archived users, inactive teams and teams losing their managers', async () => {
    const before = await summary();
    const user = db.users.first(
      (u) => u.organizationId === 'org_acme' && u.isActive && u.role === 'employee',
    )!;
    db.users.update(user.id, { isActive: false });
    const team = db.teams.first(
      (t) => t.organizationId === 'org_acme' && t.isActive && t.managerEmployeeIds.length > 0,
    )!;
    db.teams.update(team.id, { managerEmployeeIds: [] });
    const after = await summary();
    expect(after.activeUsers).toBe(before.activeUsers - 1);
    expect(after.teamsWithoutManagers).toBe(before.teamsWithoutManagers + 1);
  });
});
