import type { components } from '@/api/schema';
import {
  importFailedMessage,
  planCompensationImport,
  planEmployeeImport,
  type EmployeeImportPlan,
  type ImportError,
  type ImportPerson,
  type PlannedCompensation,
} from '@/lib/imports/validate';
import { recordAudit } from '@mocks/audit/record';
import { db, newId } from '@mocks/db';
import type { User } from '@mocks/db/records';
import { badRequest } from '@mocks/http/errors';
import { defineRoute, ok } from '@mocks/http/route';
import { addHistory } from '@mocks/db/compensation-history';
import { salaryTypeOf } from '@mocks/views/compensation';
import { employeeAuditView, type EmployeeAuditView } from '@mocks/views/employee-audit';
import { personName, salaryOf } from '@mocks/views/participant';
import { assignManagers } from '@mocks/db/manager-assignments';

/** The contract caps error details at 100; the message still counts every row with an error. */
const MAX_DETAILS = 100;

export function failed(errors: ImportError[]): never {
  throw badRequest(
    importFailedMessage(errors),
    errors
      .slice(0, MAX_DETAILS)
      .map((e) => ({ field: `rows[${e.row}].${e.field}`, message: e.message })),
  );
}

function peopleOf(organizationId: string): ImportPerson[] {
  return db.employees.lookup('organizationId', organizationId).map((e) => {
    const user = e.userId ? db.users.find(e.userId) : undefined;
    return {
      id: e.id,
      emails: [user?.email, e.workEmail, e.personalEmail]
        .filter((m): m is string => !!m)
        .map((m) => m.toLowerCase()),
      firstName: e.firstName,
      lastName: e.lastName,
    };
  });
}

/** What an import did, as its result reports it. */
export type Counts = Pick<
  components['schemas']['ImportResult'],
  'created' | 'updated' | 'teamsCreated' | 'managerLinks' | 'compensationEntries'
>;

/**
 * One audit entry per employee the import created or changed: every value for a new employee,
 * the changed fields before and after for an existing one (none when the row changed nothing).
 */
function auditImportedEmployees(
  user: User,
  fileName: string,
  before: Map<string, EmployeeAuditView | null>,
  now: Date,
): void {
  for (const [employeeId, previous] of before) {
    const current = employeeAuditView(employeeId);
    const changed = Object.keys(current).filter((k) => !previous || previous[k] !== current[k]);
    if (changed.length === 0) continue;
    const pick = (view: EmployeeAuditView) => Object.fromEntries(changed.map((k) => [k, view[k]]));
    const name = `${current.firstName} ${current.lastName}`;
    recordAudit({
      actor: user,
      organizationId: user.organizationId,
      action: 'import',
      entityType: 'employee',
      entityId: employeeId,
      employeeId,
      summary: previous
        ? `${name} updated by the import of ${fileName} (${changed.join(', ')})`
        : `${name} created by the import of ${fileName}`,
      before: previous ? pick(previous) : null,
      after: pick(current),
      reason: `Imported from ${fileName}`,
      at: now,
    });
  }
}

/** Applies a checked plan (every row valid): teams, employees, then manager links and salaries. */
function applyEmployeePlan(
  user: User,
  plan: EmployeeImportPlan,
  fileName: string,
  now: Date,
): Counts {
  const org = user.organizationId;
  const stamp = now.toISOString();
  const counts: Counts = {
    created: 0,
    updated: 0,
    teamsCreated: 0,
    managerLinks: 0,
    compensationEntries: 0,
  };
  for (const name of plan.newTeams) {
    const team = db.teams.insert({
      organizationId: org,
      name,
      description: '',
      isActive: true,
      managerEmployeeIds: [],
      createdAt: stamp,
      updatedAt: stamp,
    });
    recordAudit({
      actor: user,
      organizationId: org,
      action: 'import',
      entityType: 'team',
      entityId: team.id,
      summary: `Team ${name} created by the import of ${fileName}`,
      before: null,
      after: { name },
      reason: `Imported from ${fileName}`,
      at: now,
    });
    counts.teamsCreated += 1;
  }
  const teamIdByName = new Map(
    db.teams.lookup('organizationId', org).map((t) => [t.name.trim().toLowerCase(), t.id]),
  );
  const managerRows = new Set(
    plan.rows.flatMap((r) => (r.manager && 'row' in r.manager ? [r.manager.row] : [])),
  );
  // Each employee's values before the import (null: the import creates them), for the audit.
  const auditBefore = new Map<string, EmployeeAuditView | null>();
  for (const row of plan.rows)
    if (row.existingId) auditBefore.set(row.existingId, employeeAuditView(row.existingId));
  const ids = plan.rows.map((row, i) => {
    const teamIds = row.team ? [teamIdByName.get(row.team.toLowerCase())!] : null;
    const fields = {
      firstName: row.firstName,
      lastName: row.lastName,
      position: row.position,
      hireDate: row.hireDate,
      updatedAt: stamp,
    };
    if (row.existingId) {
      const existing = db.employees.find(row.existingId)!;
      db.employees.update(existing.id, {
        ...fields,
        // An account's email is the work email; the file cannot change what they sign in with.
        workEmail: existing.userId ? existing.workEmail : row.email,
        personalEmail: row.personalEmail || existing.personalEmail,
        department: row.department || existing.department,
        teamIds: teamIds ?? existing.teamIds,
        isManager: existing.isManager || managerRows.has(i),
      });
      counts.updated += 1;
      return existing.id;
    }
    counts.created += 1;
    const created = db.employees.insert({
      organizationId: org,
      userId: null,
      middleName: '',
      workEmail: row.email,
      personalEmail: row.personalEmail,
      phoneNumber: '',
      isActive: true,
      department: row.department,
      isManager: managerRows.has(i),
      teamIds: teamIds ?? [],
      levelId: null,
      zone: null,
      createdAt: stamp,
      ...fields,
    });
    auditBefore.set(created.id, null);
    return created.id;
  });
  const salaryType = salaryTypeOf(org);
  plan.rows.forEach((row, i) => {
    if (row.manager) {
      const managerId = 'row' in row.manager ? ids[row.manager.row] : row.manager.employeeId;
      const manager = db.employees.find(managerId);
      if (manager && !manager.isManager) db.employees.update(managerId, { isManager: true });
      const current = db.managerAssignments.lookup('employeeId', ids[i])[0];
      const secondary =
        current?.secondaryManagerId === managerId ? null : (current?.secondaryManagerId ?? null);
      assignManagers(ids[i], managerId, secondary, now);
      counts.managerLinks += 1;
    }
    if (row.salary !== null && salaryType && salaryOf(ids[i]).amount !== row.salary) {
      addHistory(
        org,
        {
          employeeId: ids[i],
          effectiveDate: row.effectiveDate,
          typeId: salaryType,
          amount: row.salary,
          currency: row.currency,
          changeType: row.existingId ? 'adjustment' : 'hire',
          reason: `Imported from ${fileName}`,
        },
        stamp,
      );
      counts.compensationEntries += 1;
    }
  });
  auditImportedEmployees(user, fileName, auditBefore, now);
  return counts;
}

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;

/** One audit entry per employee whose compensation history the import added to: their rows. */
function auditImportedCompensation(
  user: User,
  fileName: string,
  plan: readonly PlannedCompensation[],
  now: Date,
): void {
  const byEmployee = new Map<string, PlannedCompensation[]>();
  for (const entry of plan) {
    const list = byEmployee.get(entry.employeeId);
    if (list) list.push(entry);
    else byEmployee.set(entry.employeeId, [entry]);
  }
  const typeName = new Map(
    db.compensationTypes.lookup('organizationId', user.organizationId).map((t) => [t.id, t.name]),
  );
  for (const [employeeId, entries] of byEmployee) {
    const after: Record<string, string> = {};
    for (const e of entries) {
      const key = `${typeName.get(e.typeId) ?? e.typeId} on ${e.effectiveDate}`;
      after[key] = after[key]
        ? `${after[key]}, ${money(e.amount, e.currency)}`
        : money(e.amount, e.currency);
    }
    const n = entries.length;
    recordAudit({
      actor: user,
      organizationId: user.organizationId,
      action: 'import',
      entityType: 'compensation',
      entityId: employeeId,
      employeeId,
      summary: `Compensation history of ${personName(employeeId) ?? 'an employee'} imported from ${fileName} (${n} ${n === 1 ? 'entry' : 'entries'})`,
      before: null,
      after,
      reason: `Imported from ${fileName}`,
      at: now,
    });
  }
}

/** The one summary entry of an import (recorded after the per-employee ones: it lists first). */
export function audit(
  user: User,
  kind: string,
  fileName: string,
  rows: number,
  counts: Counts,
  now: Date,
): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const parts = [
    counts.created && `${n(counts.created)} created`,
    counts.updated && `${n(counts.updated)} updated`,
    counts.teamsCreated && `${n(counts.teamsCreated)} teams created`,
    counts.managerLinks && `${n(counts.managerLinks)} manager links`,
    counts.compensationEntries && `${n(counts.compensationEntries)} compensation entries`,
  ].filter(Boolean);
  return recordAudit({
    actor: user,
    organizationId: user.organizationId,
    action: 'import',
    entityType: 'import',
    entityId: newId('import'),
    summary: `Imported ${kind} from ${fileName} (${n(rows)} rows: ${parts.join(', ') || 'no changes'})`,
    before: null,
    after: { kind, fileName, rows, ...counts },
    at: now,
  }).id;
}

export const handlers = [
  defineRoute({
    operationId: 'importEmployees',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const org = user.organizationId;
      const outcome = planEmployeeImport(body.rows, {
        employees: peopleOf(org),
        teamNames: db.teams.lookup('organizationId', org).map((t) => t.name),
        hasSalaryType: salaryTypeOf(org) !== undefined,
      });
      if (!outcome.ok) failed(outcome.errors);
      const { plan } = outcome;
      const rows = plan.rows.length;
      if (body.dryRun) {
        const created = plan.rows.filter((r) => !r.existingId).length;
        return ok(200, {
          data: {
            dryRun: true,
            rows,
            created,
            updated: rows - created,
            teamsCreated: plan.newTeams.length,
            managerLinks: plan.rows.filter((r) => r.manager).length,
            compensationEntries: plan.rows.filter((r) => r.salary !== null).length,
            auditEntryId: null,
          },
        });
      }
      const counts = applyEmployeePlan(user, plan, body.fileName, now);
      const auditEntryId = audit(user, 'employees', body.fileName, rows, counts, now);
      return ok(200, { data: { dryRun: false, rows, ...counts, auditEntryId } });
    },
  }),

  defineRoute({
    operationId: 'importCompensationHistory',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const org = user.organizationId;
      const outcome = planCompensationImport(body.rows, {
        employees: peopleOf(org),
        types: db.compensationTypes.lookup('organizationId', org),
      });
      if (!outcome.ok) failed(outcome.errors);
      const counts: Counts = {
        created: 0,
        updated: 0,
        teamsCreated: 0,
        managerLinks: 0,
        compensationEntries: outcome.plan.length,
      };
      const rows = outcome.plan.length;
      if (body.dryRun)
        return ok(200, { data: { dryRun: true, rows, ...counts, auditEntryId: null } });
      const stamp = now.toISOString();
      for (const entry of outcome.plan) addHistory(org, entry, stamp);
      auditImportedCompensation(user, body.fileName, outcome.plan, now);
      const auditEntryId = audit(user, 'compensation history', body.fileName, rows, counts, now);
      return ok(200, { data: { dryRun: false, rows, ...counts, auditEntryId } });
    },
  }),
];
