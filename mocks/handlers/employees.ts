import { matchesAccount, matchesStatus } from '@/lib/employee-directory';
import { normalizeZone } from '@/lib/levels';
import { MANAGER_CHOICE_MESSAGES, managersAfterUpdate } from '@/lib/manager-choice';
import { isValidEmail } from '@/lib/passwords';
import { hireDateProblem } from '@/lib/hire-date';
import { searchWords } from '@/lib/name-search';
import { workEmailEditProblem } from '@/lib/employee-account';
import { EMPLOYEE_FIELD_MESSAGES } from '@/lib/employee-fields';
import { employeeEmailTaken } from '@mocks/db/employee-emails';
import { db } from '@mocks/db';
import { assignManagers, managerProblems } from '@mocks/db/manager-assignments';
import type { Employee } from '@mocks/db/records';
import { revokeUserSessions } from '@mocks/http/auth-context';
import {
  badRequest,
  conflict,
  type ErrorDetail,
  notFound,
  throwIfInvalid,
} from '@mocks/http/errors';
import { pageBounds } from '@mocks/http/paging';
import { ANY_ROLE, type BodyFor, defineRoute, noContent, ok } from '@mocks/http/route';
import {
  canReadEmployee,
  compensationHistoryOf,
  directReportIds,
  hasAccount,
  isManagerEmployee,
  managerAssignmentOf,
  performanceHistoryOf,
  toEmployeeDto,
  toManagerAssignmentDto,
  type EmployeeReader,
} from '@mocks/views/employee';
import { employeeDtoOf, employeeMatches, employeesByName } from '@mocks/views/employee-index';
import { employeesInOrder, orderForViewer } from '@mocks/views/employee-directory';
import { payViewerOf, shapeEmployee } from '@mocks/views/pay-shaping';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';
import { employeeAuditView } from '@mocks/views/employee-audit';
import { auditEmployeeUpdate } from '@mocks/audit/employee-update';
import { levelIdProblems } from '@mocks/views/level';

/** The texts of the employees calls (spec 01 §5 and the contract). */
export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email',
  ...MANAGER_CHOICE_MESSAGES,
  unknownTeam: 'Team not found',
  assignmentExists: 'Manager assignment already exists',
  ownStatus: 'You cannot change your own role or status',
  otherOrganization: 'Organization ID does not match your organization',
} as const;

function readableEmployee(caller: EmployeeReader, id: string): Employee {
  const employee = db.employees.find(id);
  if (!employee || !canReadEmployee(caller, employee)) throw notFound('Employee');
  return employee;
}

/** The managers a request names, once they pass the manager-choice rules (else 400). */
function validManagers(
  ctx: EmployeeReader & { body: BodyFor<'createEmployeeManagers'> },
  employeeId: string,
): { primary: string; secondary: string | null } {
  const primary = ctx.body.primaryManagerId;
  const secondary = ctx.body.secondaryManagerId ?? null;
  throwIfInvalid(managerProblems(ctx.user.organizationId, employeeId, primary, secondary));
  return { primary, secondary };
}

/** Assigns validated managers; the new assignment as the contract shows it. */
function assigned(employeeId: string, managers: ReturnType<typeof validManagers>, now: Date) {
  return toManagerAssignmentDto(
    assignManagers(employeeId, managers.primary, managers.secondary, now)!,
  );
}

/** The employee whose manager assignment the path names (404 when it is not theirs). */
function assignmentOwner(caller: EmployeeReader, ids: { id: string; assignmentId: string }) {
  const employee = adminEmployee(caller, ids.id);
  const existing = db.managerAssignments.find(ids.assignmentId);
  if (!existing || existing.employeeId !== employee.id) throw notFound('Manager assignment');
  return employee;
}

function adminEmployee(caller: EmployeeReader, id: string): Employee {
  const employee = db.employees.find(id);
  if (!employee || employee.organizationId !== caller.user.organizationId)
    throw notFound('Employee');
  return employee;
}

/** The employees the caller may list, in the list's order (last name, then first name). */
function visibleEmployees(caller: EmployeeReader): readonly Employee[] {
  const { user } = caller;
  const all = employeesByName(user.organizationId);
  if (user.role === 'admin') return all;
  const visible = new Set<string>(user.employeeId ? [user.employeeId] : []);
  if (user.role === 'manager' && user.employeeId) {
    for (const id of directReportIds(user.employeeId)) visible.add(id);
  }
  return all.filter((e) => visible.has(e.id));
}

export const handlers = [
  defineRoute({
    operationId: 'listEmployees',
    auth: ANY_ROLE,
    handler: (ctx) => {
      const { search, teamId, managerId, levelId, isManager, status, account } = ctx.query;
      const sort = ctx.query.sort ?? 'name';
      const order = ctx.query.order ?? 'asc';
      const words = searchWords(search);
      const viewer = payViewerOf(ctx.user);
      // The admin's rows come in the kept order; other callers' few rows are sorted here, by
      // what they may see.
      let matches =
        ctx.user.role === 'admin'
          ? employeesInOrder({ organizationId: ctx.user.organizationId, sort, order })
          : orderForViewer(visibleEmployees(ctx), sort, order, viewer);
      if (status) matches = matches.filter((e) => matchesStatus(e.isActive, status));
      if (account) matches = matches.filter((e) => matchesAccount(hasAccount(e), account));
      if (isManager !== undefined) {
        matches = matches.filter((e) => isManagerEmployee(e) === isManager);
      }
      if (teamId) matches = matches.filter((e) => e.teamIds.includes(teamId));
      if (levelId) matches = matches.filter((e) => e.levelId === levelId);
      if (managerId) {
        const reports = directReportIds(managerId);
        matches = matches.filter((e) => reports.has(e.id));
      }
      if (words.length > 0) matches = matches.filter((e) => employeeMatches(e, words));
      const { start, end } = pageBounds(ctx.query);
      return ok(200, {
        data: matches.slice(start, end).map((e) => shapeEmployee(employeeDtoOf(e), viewer)),
        total: matches.length,
      });
    },
  }),

  defineRoute({
    operationId: 'getEmployee',
    auth: ANY_ROLE,
    handler: (ctx) =>
      okVersioned(200, {
        data: shapeEmployee(
          toEmployeeDto(readableEmployee(ctx, ctx.params.id)),
          payViewerOf(ctx.user),
        ),
      }),
  }),

  defineRoute({
    operationId: 'updateEmployee',
    auth: ['admin'],
    handler: (ctx) => {
      const { body, now, user } = ctx;
      const m = EMPLOYEE_MESSAGES;
      const employee = adminEmployee(ctx, ctx.params.id);
      assertVersion(ctx.request, versionOf(employee, managerAssignmentOf(employee.id)));
      if (body.organizationId !== undefined && body.organizationId !== user.organizationId) {
        throw badRequest(m.otherOrganization, [
          { field: 'organizationId', message: m.otherOrganization },
        ]);
      }
      const details: ErrorDetail[] = [];
      if (!body.firstName.trim())
        details.push({ field: 'firstName', message: m.firstNameRequired });
      if (!body.lastName.trim()) details.push({ field: 'lastName', message: m.lastNameRequired });
      const personalEmail = body.personalEmail?.trim() ?? '';
      if (personalEmail && !isValidEmail(personalEmail)) {
        details.push({ field: 'personalEmail', message: m.invalidEmail });
      }
      // A hire date kept as stored is not judged again: a name fix must not fail on an old record.
      const hireProblem =
        body.hireDate && body.hireDate !== employee.hireDate
          ? hireDateProblem(body.hireDate, now)
          : null;
      if (hireProblem) details.push({ field: 'hireDate', message: hireProblem });
      const workEmail = body.workEmail?.trim() ?? '';
      const accountEmail = employee.userId ? db.users.find(employee.userId)?.email : undefined;
      const signInProblem = workEmailEditProblem(accountEmail, body.workEmail);
      if (workEmail && !isValidEmail(workEmail)) {
        details.push({ field: 'workEmail', message: m.invalidEmail });
      } else if (signInProblem) {
        details.push({ field: 'workEmail', message: signInProblem });
      }
      const { touched, primary, secondary } = managersAfterUpdate(
        body,
        managerAssignmentOf(employee.id),
      );
      if (touched)
        details.push(...managerProblems(user.organizationId, employee.id, primary, secondary));
      (body.teams ?? []).forEach((teamId, i) => {
        const team = db.teams.find(teamId);
        if (!team || team.organizationId !== user.organizationId) {
          details.push({ field: `teams[${i}]`, message: m.unknownTeam });
        }
      });
      details.push(...levelIdProblems(user.organizationId, body.levelId));
      throwIfInvalid(details);
      if (
        workEmail &&
        !accountEmail &&
        employeeEmailTaken(user.organizationId, workEmail, employee.id)
      )
        throw conflict(EMPLOYEE_FIELD_MESSAGES.emailTaken);
      const auditBefore = employeeAuditView(employee.id);
      const statusChange = body.isActive !== undefined && body.isActive !== employee.isActive;
      if (statusChange && employee.id === user.employeeId) throw conflict(m.ownStatus);

      const stamp = now.toISOString();
      const patch: Partial<Employee> = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        updatedAt: stamp,
      };
      if (body.middleName !== undefined) patch.middleName = body.middleName?.trim() ?? '';
      if (body.personalEmail !== undefined) patch.personalEmail = personalEmail.toLowerCase();
      if (body.workEmail !== undefined && !accountEmail) patch.workEmail = workEmail.toLowerCase();
      if (body.phoneNumber !== undefined) patch.phoneNumber = body.phoneNumber?.trim() ?? '';
      if (body.position !== undefined) patch.position = body.position.trim() || 'Employee';
      if (body.department !== undefined) patch.department = body.department?.trim() ?? '';
      if (body.hireDate !== undefined) patch.hireDate = body.hireDate ?? '';
      if (body.isActive !== undefined) patch.isActive = body.isActive;
      if (body.teams !== undefined) patch.teamIds = [...body.teams];
      if (body.levelId !== undefined) patch.levelId = body.levelId;
      if (body.zone !== undefined) patch.zone = normalizeZone(body.zone);
      db.employees.update(employee.id, patch);
      if (employee.userId) {
        const userPatch = {
          firstName: patch.firstName!,
          lastName: patch.lastName!,
          updatedAt: stamp,
        };
        db.users.update(
          employee.userId,
          statusChange ? { ...userPatch, isActive: body.isActive! } : userPatch,
        );
        if (statusChange && !body.isActive) revokeUserSessions(employee.userId);
      }
      if (touched) assignManagers(employee.id, primary, secondary, now);
      auditEmployeeUpdate(user, employee.id, auditBefore, now);
      return okVersioned(200, { data: toEmployeeDto(db.employees.find(employee.id)!) });
    },
  }),

  defineRoute({
    operationId: 'getEmployeeCompensationHistory',
    auth: ANY_ROLE,
    handler: (ctx) =>
      ok(200, { data: compensationHistoryOf(readableEmployee(ctx, ctx.params.id).id) }),
  }),

  defineRoute({
    operationId: 'getEmployeePerformanceHistory',
    auth: ANY_ROLE,
    handler: (ctx) =>
      ok(200, { data: performanceHistoryOf(readableEmployee(ctx, ctx.params.id).id) }),
  }),

  defineRoute({
    operationId: 'listEmployeeManagers',
    auth: ANY_ROLE,
    handler: (ctx) => {
      const assignment = managerAssignmentOf(readableEmployee(ctx, ctx.params.id).id);
      return ok(200, { data: assignment ? [toManagerAssignmentDto(assignment)] : [] });
    },
  }),

  defineRoute({
    operationId: 'createEmployeeManagers',
    auth: ['admin'],
    handler: (ctx) => {
      const employee = adminEmployee(ctx, ctx.params.id);
      const managers = validManagers(ctx, employee.id);
      if (managerAssignmentOf(employee.id)) throw conflict(EMPLOYEE_MESSAGES.assignmentExists);
      return ok(201, { data: assigned(employee.id, managers, ctx.now) });
    },
  }),

  defineRoute({
    operationId: 'updateEmployeeManagers',
    auth: ['admin'],
    handler: (ctx) => {
      const employee = assignmentOwner(ctx, ctx.params);
      return ok(200, { data: assigned(employee.id, validManagers(ctx, employee.id), ctx.now) });
    },
  }),

  defineRoute({
    operationId: 'deleteEmployeeManagers',
    auth: ['admin'],
    handler: (ctx) => {
      const employee = assignmentOwner(ctx, ctx.params);
      assignManagers(employee.id, null, null, ctx.now);
      return noContent();
    },
  }),
];
