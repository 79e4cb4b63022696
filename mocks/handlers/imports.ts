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
import { salaryOf } from '@mocks/views/participant';
import { assignManagers } from './employees';
import { isSalaryTypeName } from './stage-compensation';

/** The contract caps error details at 100; the message still counts every row with an error. */
const MAX_DETAILS = 100;

function failed(errors: ImportError[]): never {
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
      emails: [user?.email, e.personalEmail]
        .filter((m): m is string => !!m)
        .map((m) => m.toLowerCase()),
      firstName: e.firstName,
      lastName: e.lastName,
    };
  });
}

function salaryTypeOf(organizationId: string): string | undefined {
  return db.compensationTypes
    .lookup('organizationId', organizationId)
    .sort((a, b) => a.order - b.order)
    .find((t) => isSalaryTypeName(t.name))?.id;
}

interface Counts {
  created: number;
  updated: number;
  teamsCreated: number;
  managerLinks: number;
  compensationEntries: number;
}

function addHistory(
  organizationId: string,
  entry: Omit<PlannedCompensation, 'reason'> & { reason: string },
  stamp: string,
): void {
  const history = db.compensationHistories.insert({
    organizationId,
    employeeId: entry.employeeId,
    effectiveDate: entry.effectiveDate,
    changeType: entry.changeType,
    changeReason: entry.reason,
    cycleId: null,
    createdAt: stamp,
  });
  db.compensationComponents.insert({
    historyId: history.id,
    typeId: entry.typeId,
    amount: entry.amount,
    currency: entry.currency,
  });
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
    db.teams.insert({
      organizationId: org,
      name,
      description: '',
      isActive: true,
      managerEmployeeIds: [],
      createdAt: stamp,
      updatedAt: stamp,
    });
    counts.teamsCreated += 1;
  }
  const teamIdByName = new Map(
    db.teams.lookup('organizationId', org).map((t) => [t.name.trim().toLowerCase(), t.id]),
  );
  const managerRows = new Set(
    plan.rows.flatMap((r) => (r.manager && 'row' in r.manager ? [r.manager.row] : [])),
  );
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
        department: row.department || existing.department,
        teamIds: teamIds ?? existing.teamIds,
        isManager: existing.isManager || managerRows.has(i),
      });
      counts.updated += 1;
      return existing.id;
    }
    counts.created += 1;
    return db.employees.insert({
      organizationId: org,
      userId: null,
      middleName: '',
      personalEmail: row.email,
      phoneNumber: '',
      isActive: true,
      department: row.department,
      isManager: managerRows.has(i),
      teamIds: teamIds ?? [],
      createdAt: stamp,
      ...fields,
    }).id;
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
  return counts;
}

function audit(user: User, kind: string, fileName: string, rows: number, counts: Counts): string {
  const parts = [
    counts.created && `${counts.created} created`,
    counts.updated && `${counts.updated} updated`,
    counts.teamsCreated && `${counts.teamsCreated} teams created`,
    counts.managerLinks && `${counts.managerLinks} manager links`,
    counts.compensationEntries && `${counts.compensationEntries} compensation entries`,
  ].filter(Boolean);
  return recordAudit({
    actor: user,
    organizationId: user.organizationId,
    action: 'import',
    entityType: 'import',
    entityId: newId('import'),
    summary: `Imported ${kind} from ${fileName} (${rows} rows: ${parts.join(', ') || 'no changes'})`,
    before: null,
    after: { kind, fileName, rows, ...counts },
  }).id;
}

export const handlers = [
  defineRoute({
    method: 'post',
    path: '/api/imports/employees',
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
      const auditEntryId = audit(user, 'employees', body.fileName, rows, counts);
      return ok(200, { data: { dryRun: false, rows, ...counts, auditEntryId } });
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/imports/compensation',
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
      const auditEntryId = audit(user, 'compensation history', body.fileName, rows, counts);
      return ok(200, { data: { dryRun: false, rows, ...counts, auditEntryId } });
    },
  }),
];
