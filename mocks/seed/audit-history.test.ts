// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACME_ORG_ID, DEMO_ADMIN } from './accounts';
import { seed } from './index';

const NOW = new Date('2026-03-15T10:00:00Z');
const tables = seed('demo', NOW);
const trail = tables.auditEntries.filter((e) => e.organizationId === ACME_ORG_ID);
const statusName = (id: string) => tables.reviewStatuses.find((s) => s.id === id)?.name;

describe('the demo organization’s audit trail after a reset', () => {
  it('holds years of history, none of it after now, each entry by a user of the organization', () => {
    const users = new Set(
      tables.users.filter((u) => u.organizationId === ACME_ORG_ID).map((u) => u.id),
    );
    expect(trail.length).toBeGreaterThan(100);
    expect(trail.every((e) => e.at <= NOW.toISOString())).toBe(true);
    expect(trail.every((e) => e.actorUserId !== null && users.has(e.actorUserId))).toBe(true);
    const years = new Set(trail.map((e) => e.at.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it('has a launch by the demo admin on the first day of each cycle run in Meritly and started', () => {
    const launched = tables.reviewCycles.filter(
      (c) =>
        c.organizationId === ACME_ORG_ID &&
        c.reviewWorkflowTemplateId &&
        statusName(c.statusId) !== 'Draft' &&
        c.startDate <= '2026-03-15',
    );
    expect(launched.length).toBeGreaterThanOrEqual(2);
    for (const cycle of launched) {
      const launch = trail.find((e) => e.action === 'launch' && e.entityId === cycle.id);
      expect(launch, cycle.name).toMatchObject({
        entityType: 'cycle',
        actorUserId: DEMO_ADMIN.userId,
        after: { status: 'Active' },
      });
      expect(launch!.at.slice(0, 10)).toBe(cycle.startDate);
      expect(launch!.summary).toMatch(new RegExp(`^${cycle.name} launched: \\d+ people notified$`));
    }
  });

  it("has every approval of last year's completed cycle, by its approvers, within the cycle", () => {
    const last = tables.reviewCycles.find(
      (c) =>
        c.organizationId === ACME_ORG_ID && c.name === `${NOW.getUTCFullYear() - 1} Annual Review`,
    )!;
    const recs = new Set(
      tables.recommendations.filter((r) => r.cycleId === last.id).map((r) => r.id),
    );
    const approvals = trail.filter((e) => e.action === 'approve' && recs.has(e.entityId));
    const approverUsers = new Set(approvals.map((e) => e.actorUserId));
    expect(approvals.length).toBeGreaterThanOrEqual(recs.size);
    // Managers and the department head decide too, not only the admin.
    expect(approverUsers.size).toBeGreaterThan(1);
    for (const entry of approvals) {
      expect(entry.at.slice(0, 10) >= last.startDate).toBe(true);
      expect(entry.summary).toMatch(/^Recommendation for .+ approved/);
    }
    // Each approved recommendation set the pay: old → new.
    const pay = trail.filter(
      (e) =>
        e.entityType === 'compensation' &&
        e.reason &&
        recs.has(e.reason.replace('Recommendation ', '')),
    );
    expect(pay).toHaveLength(recs.size);
    expect(pay[0]).toMatchObject({ action: 'update', before: { salary: expect.any(Number) } });
    expect(pay[0]!.summary).toMatch(/^Pay of .+ changed to .+ \(recommendation approved\)$/);
  });

  it('has the teams set up and the accounts created by the admin', () => {
    const teams = tables.teams.filter((t) => t.organizationId === ACME_ORG_ID);
    for (const team of teams) {
      expect(trail).toContainEqual(
        expect.objectContaining({
          action: 'create',
          entityType: 'team',
          entityId: team.id,
          summary: `Team ${team.name} created`,
          at: team.createdAt,
        }),
      );
    }
    expect(trail.some((e) => e.action === 'import' && e.entityType === 'import')).toBe(true);
    expect(
      trail.filter((e) => e.entityType === 'user' && e.action === 'create').length,
    ).toBeGreaterThan(5);
  });
});

describe('other scenarios', () => {
  it('a new organization (empty) starts with an empty trail', () => {
    expect(seed('empty', NOW).auditEntries).toEqual([]);
  });
});
