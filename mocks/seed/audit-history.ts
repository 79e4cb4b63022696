import { formatMoney } from '@/lib/money';
import type { AuditEntry, RecommendationValues, User } from '@mocks/db/records';
import type { SeedBuilder } from './builder';

type Entry = Omit<AuditEntry, 'id'>;

const DAY_MS = 86_400_000;

const REC_VERBS: Record<string, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  edit: 'edited',
};

const flat = (values: RecommendationValues | null): Record<string, unknown> | null =>
  values && { proposedIncrease: values.proposedIncrease, proposedSalary: values.proposedSalary };

/**
 * The trail an organization's years in Meritly left, as the handlers record it: the first import
 * of its people, teams set up, accounts created and managers promoted, each launched cycle, every
 * recommendation event (submits, edits, decisions) and the pay each approval set. Dated along the
 * seeded rows' own dates, by the admin, managers and approvers who made them; nothing dated after
 * `now`. Runs after every other seed of the organization: it only reads their rows.
 * `recentAccounts` keeps the account entries to the newest hires (`large` hires thousands, and
 * each entry is a row its start-up loads).
 */
export function seedAuditHistory(
  b: SeedBuilder,
  organizationId: string,
  adminUserId: string,
  { recentAccounts = Infinity }: { recentAccounts?: number } = {},
): void {
  const t = b.tables;
  const org = t.organizations.find((o) => o.id === organizationId);
  const users = new Map(
    t.users.filter((u) => u.organizationId === organizationId).map((u) => [u.id, u]),
  );
  const admin = users.get(adminUserId);
  if (!org || !admin) return;
  const nameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;
  const entries: Entry[] = [];
  const add = (
    actor: User,
    row: Omit<Entry, 'organizationId' | 'actorUserId' | 'actorName' | 'reason' | 'employeeId'> &
      Partial<Pick<Entry, 'reason' | 'employeeId' | 'actorName'>>,
  ) =>
    entries.push({
      organizationId,
      actorUserId: actor.id,
      actorName: row.actorName ?? nameOf(actor),
      employeeId: row.employeeId ?? null,
      reason: row.reason ?? null,
      ...row,
    });
  const after = (stamp: string, days: number) =>
    new Date(Date.parse(stamp) + days * DAY_MS).toISOString();

  // People there when the organization started came in one import.
  const founders = [...users.values()].filter((u) => u.createdAt <= org.createdAt);
  const teams = t.teams.filter((team) => team.organizationId === organizationId);
  add(admin, {
    action: 'import',
    entityType: 'import',
    entityId: `import_${organizationId}_first`,
    summary: `Imported employees from hris-export.csv (${founders.length} rows: ${founders.length} created)`,
    before: null,
    after: {
      kind: 'employees',
      fileName: 'hris-export.csv',
      rows: founders.length,
      created: founders.length,
    },
    at: after(org.createdAt, 0.1),
  });
  for (const team of teams) {
    const managers = team.managerEmployeeIds
      .map((id) => t.employees.find((e) => e.id === id))
      .filter((e) => e !== undefined)
      .map(nameOf)
      .sort((a, b2) => a.localeCompare(b2))
      .join(', ');
    add(admin, {
      action: 'create',
      entityType: 'team',
      entityId: team.id,
      summary: `Team ${team.name} created`,
      before: null,
      after: { name: team.name, description: team.description, active: true, managers, members: 0 },
      at: team.createdAt,
    });
  }

  // Later hires got their account on their first day; people managers were promoted a year in,
  // at least a month ago.
  let promoted = 0;
  const promotedBy = b.at(-395);
  const hires = [...users.values()]
    .filter((u) => u.id !== admin.id && u.createdAt > org.createdAt)
    .sort((x, y) => (x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : 0))
    .slice(0, recentAccounts);
  for (const user of hires) {
    const managesLater = user.role === 'manager' && user.createdAt < promotedBy;
    const firstRole = managesLater ? 'employee' : user.role;
    add(admin, {
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      employeeId: user.employeeId,
      summary: `User ${nameOf(user)} created (${firstRole})`,
      before: null,
      after: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: firstRole,
        isActive: true,
      },
      at: user.createdAt,
    });
    if (managesLater) {
      promoted += 1;
      add(admin, {
        action: 'role_change',
        entityType: 'user',
        entityId: user.id,
        employeeId: user.employeeId,
        summary: `Role of ${nameOf(user)} changed from employee to manager`,
        before: { role: 'employee' },
        after: { role: 'manager' },
        at: after(user.createdAt, 365 + (promoted % 5) * 7),
      });
    }
    if (!user.isActive) {
      add(admin, {
        action: 'deactivate',
        entityType: 'user',
        entityId: user.id,
        employeeId: user.employeeId,
        summary: `User ${nameOf(user)} deactivated`,
        before: { isActive: true },
        after: { isActive: false },
        at: user.updatedAt > user.createdAt ? user.updatedAt : after(user.createdAt, 200),
      });
    }
  }

  // Cycles run in Meritly (the imported ones have no workflow): launched on their first day.
  const statusName = new Map(t.reviewStatuses.map((s) => [s.id, s.name]));
  const participantsOf = new Map<string, { employeeId: string; managerId: string | null }[]>();
  for (const p of t.participants) {
    if (p.organizationId !== organizationId) continue;
    const list = participantsOf.get(p.cycleId) ?? [];
    list.push(p);
    participantsOf.set(p.cycleId, list);
  }
  const resultsOf = new Map<string, number>();
  for (const h of t.performanceHistories)
    if (h.cycleId) resultsOf.set(h.cycleId, (resultsOf.get(h.cycleId) ?? 0) + 1);
  for (const cycle of t.reviewCycles) {
    if (cycle.organizationId !== organizationId) continue;
    if (!cycle.reviewWorkflowTemplateId) {
      // Run before Meritly: its results came in as a file a fortnight after it closed.
      const rows = resultsOf.get(cycle.id) ?? 0;
      const fileName = `${cycle.name.toLowerCase().replace(/\s+/g, '-')}.csv`;
      if (rows > 0)
        add(admin, {
          action: 'import',
          entityType: 'import',
          entityId: `import_${cycle.id}`,
          summary: `Imported compensation from ${fileName} (${rows} rows: ${rows} compensation entries)`,
          before: null,
          after: { kind: 'compensation', fileName, rows, compensationEntries: rows },
          at: b.atDay(b.day(b.offsetOf(cycle.endDate) + 14), 10),
        });
      continue;
    }
    if (statusName.get(cycle.statusId) === 'Draft') continue;
    const participants = participantsOf.get(cycle.id) ?? [];
    const managers = new Set(participants.map((p) => p.managerId).filter(Boolean)).size;
    const at = b.atDay(cycle.startDate, 8);
    if (at > b.now.toISOString()) continue;
    const notified = participants.length + managers;
    add(admin, {
      action: 'launch',
      entityType: 'cycle',
      entityId: cycle.id,
      summary: `${cycle.name} launched: ${notified} people notified`,
      before: { status: 'Draft' },
      after: {
        status: 'Active',
        participantsNotified: participants.length,
        managersNotified: managers,
      },
      at,
    });
  }

  // Every recommendation event, and the pay the last approval set.
  if (t.recommendationEvents.length === 0) {
    finish(b, entries);
    return;
  }
  const participantById = new Map(t.participants.map((p) => [p.id, p]));
  const employeeName = new Map(t.employees.map((e) => [e.id, nameOf(e)]));
  const recommendations = new Map(
    t.recommendations.filter((r) => r.organizationId === organizationId).map((r) => [r.id, r]),
  );
  const lastApproval = new Map<string, (typeof t.recommendationEvents)[number]>();
  for (const event of t.recommendationEvents)
    if (event.action === 'approve' && recommendations.has(event.recommendationId))
      lastApproval.set(event.recommendationId, event);
  for (const event of t.recommendationEvents) {
    const rec = recommendations.get(event.recommendationId);
    const actor = users.get(event.actorUserId);
    if (!rec || !actor) continue;
    const employeeId = participantById.get(rec.participantId)?.employeeId ?? null;
    const created = event.action === 'submit' && !event.before;
    const decision = event.action === 'approve' || event.action === 'reject';
    const increase = event.after
      ? ` (increase ${event.after.proposedIncrease.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${rec.currency})`
      : '';
    const by = event.actorName !== nameOf(actor) ? ` by ${event.actorName}` : '';
    add(actor, {
      action: created ? 'create' : event.action,
      entityType: 'recommendation',
      entityId: rec.id,
      employeeId,
      actorName: nameOf(actor),
      summary: `Recommendation for ${employeeName.get(employeeId ?? '') ?? 'an employee'} ${created ? 'created' : REC_VERBS[event.action]}${increase}${by}`,
      before: event.before ? flat(event.before) : decision ? { status: 'pending_approval' } : null,
      after: event.after
        ? flat(event.after)
        : decision
          ? {
              status:
                event.action === 'reject'
                  ? 'rejected'
                  : rec.status === 'approved' && lastApproval.get(rec.id) === event
                    ? 'approved'
                    : 'pending_approval',
            }
          : null,
      reason: [event.reason, event.comments].filter(Boolean).join(': ') || null,
      at: event.at,
    });
  }
  for (const [recId, event] of lastApproval) {
    const rec = recommendations.get(recId)!;
    const actor = users.get(event.actorUserId)!;
    if (rec.status !== 'approved') continue;
    const employeeId = participantById.get(rec.participantId)?.employeeId ?? null;
    if (!employeeId) continue;
    add(actor, {
      action: 'update',
      entityType: 'compensation',
      entityId: employeeId,
      employeeId,
      summary: `Pay of ${employeeName.get(employeeId)} changed to ${formatMoney(rec.proposedSalary, rec.currency)} (recommendation approved)`,
      before: { salary: rec.currentSalary },
      after: { salary: rec.proposedSalary, bonus: rec.proposedBonus ?? null },
      reason: `Recommendation ${rec.id}`,
      at: event.at,
    });
  }

  finish(b, entries);
}

/** Adds the entries up to now, oldest first. */
function finish(b: SeedBuilder, entries: Entry[]): void {
  const now = b.now.toISOString();
  entries
    .filter((e) => e.at <= now)
    .sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0))
    .forEach((entry) => b.add('auditEntries', entry));
}
