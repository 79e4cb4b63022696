import { employeeEmailTaken } from '@mocks/db/employee-emails';
import { auditUserChange } from '@mocks/audit/events';
import { auditPasswordReset, auditProfileChange } from '@mocks/audit/profile';
import { isStrongPassword, isValidEmail, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';
import { passwordChangePending, passwordChangeRequired } from '@mocks/auth/forced-password-change';
import { hashPassword, verifyPassword } from '@mocks/auth/password';
import { SAME_PASSWORD_MESSAGE } from '@/lib/password-change';
import { db } from '@mocks/db';
import type { Employee, Role, User } from '@mocks/db/records';
import {
  ACCOUNT_LINK_MESSAGES,
  accountEmailProblem,
  accountLinkProblem,
} from '@/lib/employee-account';
import { employeeWorkEmail } from '@mocks/views/employee';
import { revokeUserSessions } from '@mocks/http/auth-context';
import {
  badRequest,
  conflict,
  type ErrorDetail,
  forbidden,
  throwIfInvalid,
} from '@mocks/http/errors';
import { ANY_ROLE, type BodyFor, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { toUserDto, userVersion } from '@mocks/views/user';
import { userDtoOf, usersByName } from '@mocks/views/user-index';
import { managersAfterUpdate } from '@/lib/manager-choice';
import { assignManagers, managerProblems } from '@mocks/db/manager-assignments';
import { assertVersion, okVersioned } from '@mocks/http/versions';
import { insertAccountEmployee } from '@mocks/db/account-employee';

/** The texts of the users calls (spec 01 §5 / §8 and the contract). */
export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  emailTaken: 'A user with this email already exists',
  employeeEmailTaken:
    'An employee already has this email: choose them under Employee record to give them an account, or use another email',
  ownRoleOrStatus: 'You cannot change your own role or status',
  deleteSelf: 'You cannot delete your own account',
  archiveSelf: 'You cannot archive your own account',
  currentPasswordRequired: 'Current password is required to change password',
  currentPasswordIncorrect: 'Current password is incorrect',
} as const;

const HOUR_MS = 3_600_000;
const DEFAULT_EXPIRY_HOURS = 24;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function emailOwner(email: string): User | undefined {
  return db.users.lookup('email', normalizeEmail(email))[0];
}

/** The name fields as the profile takes them (each optional); create and update require them. */
type NameFields = Pick<BodyFor<'updateProfile'>, 'firstName' | 'lastName' | 'email'>;

/** Rules the contract cannot express: names that are only spaces, the email shape. */
function nameProblems(body: NameFields): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (body.firstName !== undefined && !body.firstName.trim()) {
    details.push({ field: 'firstName', message: USER_MESSAGES.firstNameRequired });
  }
  if (body.lastName !== undefined && !body.lastName.trim()) {
    details.push({ field: 'lastName', message: USER_MESSAGES.lastNameRequired });
  }
  if (body.email !== undefined) {
    if (!body.email.trim()) details.push({ field: 'email', message: USER_MESSAGES.emailRequired });
    else if (!isValidEmail(body.email.trim()))
      details.push({ field: 'email', message: USER_MESSAGES.invalidEmail });
  }
  return details;
}

/** Archives or restores a user and their employee record; archiving signs them out everywhere. */
function setActive(user: User, isActive: boolean, stamp: string): User {
  const updated = db.users.update(user.id, { isActive, updatedAt: stamp }) ?? user;
  if (user.employeeId) db.employees.update(user.employeeId, { isActive, updatedAt: stamp });
  if (!isActive) revokeUserSessions(user.id);
  return updated;
}

function temporaryPasswordFields(password: string, hours: number, force: boolean, now: Date) {
  return {
    passwordHash: hashPassword(password),
    isTemporaryPassword: true,
    mustChangePassword: force,
    temporaryPasswordExpiresAt: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
  };
}

const isManagerRole = (role: Role) => role === 'manager' || role === 'admin';

/** The employee a new account links to; another organization's is not found, as a missing one. */
function accountTarget(organizationId: string, employeeId: string): Employee {
  const employee = db.employees.find(employeeId);
  if (!employee || employee.organizationId !== organizationId) {
    const message = ACCOUNT_LINK_MESSAGES.notFound;
    throw badRequest(message, [{ field: 'employeeId', message }]);
  }
  return employee;
}

/** Archives or restores an account, with its audit entry. */
function setActiveAudited(caller: User, target: User, active: boolean, now: Date): User {
  const updated = setActive(target, active, now.toISOString());
  auditUserChange(caller, updated, target, updated);
  return updated;
}

const orgUser = (id: string, caller: User) => scopeToOrg(db.users.find(id), caller, 'User');

/** The user `id` of the caller's organization, who must not be the caller (409 `selfMessage`). */
function otherOrgUser(id: string, caller: User, selfMessage: string): User {
  const target = orgUser(id, caller);
  if (target.id === caller.id) throw conflict(selfMessage);
  return target;
}

export const handlers = [
  defineRoute({
    operationId: 'listUsers',
    auth: ['admin'],
    handler: ({ user, query }) => {
      const users = usersByName(user.organizationId).filter(
        (u) => query.includeArchived === true || u.isActive,
      );
      return ok(200, users.map(userDtoOf));
    },
  }),

  defineRoute({
    operationId: 'createUser',
    auth: ['admin'],
    handler: ({ user: caller, body, now }) => {
      throwIfInvalid(nameProblems(body));
      if (!isStrongPassword(body.password)) {
        throw badRequest(PASSWORD_REQUIREMENTS_MESSAGE, [
          { field: 'password', message: PASSWORD_REQUIREMENTS_MESSAGE },
        ]);
      }
      const linked = body.employeeId
        ? accountTarget(caller.organizationId, body.employeeId)
        : undefined;
      const current = linked ? db.managerAssignments.lookup('employeeId', linked.id)[0] : undefined;
      const sentManagers =
        body.primaryManagerId !== undefined || body.secondaryManagerId !== undefined;
      const primary = sentManagers
        ? (body.primaryManagerId ?? null)
        : (current?.primaryManagerId ?? null);
      const secondary = sentManagers
        ? (body.secondaryManagerId ?? null)
        : (current?.secondaryManagerId ?? null);
      throwIfInvalid(
        managerProblems(caller.organizationId, linked?.id ?? null, primary, secondary),
      );
      if (linked) {
        const problem = accountLinkProblem({
          hasAccount: !!linked.userId,
          isActive: linked.isActive,
        });
        if (problem) throw conflict(problem);
        const emailProblem = accountEmailProblem(employeeWorkEmail(linked), body.email);
        if (emailProblem)
          throw badRequest(emailProblem, [{ field: 'email', message: emailProblem }]);
      }
      if (emailOwner(body.email)) throw conflict(USER_MESSAGES.emailTaken);
      // A new record with an email another employee already has would make that email name two people.
      if (!linked && employeeEmailTaken(caller.organizationId, body.email))
        throw conflict(USER_MESSAGES.employeeEmailTaken);

      const stamp = now.toISOString();
      const role = body.role ?? 'employee';
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      const employee = linked
        ? db.employees.update(linked.id, {
            firstName,
            lastName,
            isManager: linked.isManager || isManagerRole(role),
            updatedAt: stamp,
          })!
        : insertAccountEmployee(
            caller.organizationId,
            { firstName, lastName, isManager: isManagerRole(role) },
            stamp,
          );
      const password = body.temporaryPassword
        ? temporaryPasswordFields(
            body.password,
            body.expirationHours ?? DEFAULT_EXPIRY_HOURS,
            body.forcePasswordChange ?? true,
            now,
          )
        : {
            passwordHash: hashPassword(body.password),
            isTemporaryPassword: false,
            mustChangePassword: false,
            temporaryPasswordExpiresAt: null,
          };
      const created = db.users.insert({
        organizationId: caller.organizationId,
        email: normalizeEmail(body.email),
        firstName,
        lastName,
        role,
        isActive: true,
        marketingConsent: body.marketingConsent ?? false,
        employeeId: employee.id,
        primaryManagerId: null,
        secondaryManagerId: null,
        lastLoginAt: null,
        createdAt: stamp,
        updatedAt: stamp,
        ...password,
      });
      db.employees.update(employee.id, { userId: created.id });
      if (primary || current) assignManagers(employee.id, primary, secondary, now);
      auditUserChange(caller, created, null, created, 'create');
      return okVersioned(201, toUserDto(db.users.find(created.id) ?? created));
    },
  }),

  defineRoute({
    operationId: 'updateUser',
    auth: ['admin'],
    handler: ({ user: caller, params, body, now, request }) => {
      const target = orgUser(params.id, caller);
      assertVersion(request, userVersion(target));
      throwIfInvalid(nameProblems(body));
      const isSelf = target.id === caller.id;
      const statusChange = body.isActive !== undefined && body.isActive !== target.isActive;
      if (isSelf && (body.role !== target.role || statusChange))
        throw conflict(USER_MESSAGES.ownRoleOrStatus);

      const { touched, primary, secondary } = managersAfterUpdate(
        body,
        target.employeeId
          ? db.managerAssignments.lookup('employeeId', target.employeeId)[0]
          : undefined,
      );
      if (touched)
        throwIfInvalid(
          managerProblems(caller.organizationId, target.employeeId, primary, secondary),
        );
      const owner = emailOwner(body.email);
      if (owner && owner.id !== target.id) throw conflict(USER_MESSAGES.emailTaken);

      const stamp = now.toISOString();
      let updated = db.users.update(target.id, {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: normalizeEmail(body.email),
        role: body.role,
        marketingConsent: body.marketingConsent ?? target.marketingConsent,
        updatedAt: stamp,
      })!;
      if (statusChange) updated = setActive(updated, body.isActive!, stamp);
      if (target.employeeId) {
        const employeePatch: Partial<Employee> = {
          firstName: updated.firstName,
          lastName: updated.lastName,
          updatedAt: stamp,
        };
        if (body.role !== target.role) employeePatch.isManager = isManagerRole(body.role);
        db.employees.update(target.employeeId, employeePatch);
        if (touched) assignManagers(target.employeeId, primary, secondary, now);
      }
      auditUserChange(caller, updated, target, updated);
      return okVersioned(200, toUserDto(db.users.find(target.id) ?? updated));
    },
  }),

  defineRoute({
    operationId: 'deleteUser',
    auth: ['admin'],
    handler: ({ user: caller, params, now }) => {
      const target = otherOrgUser(params.id, caller, USER_MESSAGES.deleteSelf);
      revokeUserSessions(target.id);
      db.columnPreferences.removeWhere((p) => p.userId === target.id);
      // The employee record and its history stay (inactive, no login): cycles and approvals refer to it.
      if (target.employeeId) {
        db.employees.update(target.employeeId, {
          userId: null,
          workEmail: target.email,
          isActive: false,
          updatedAt: now.toISOString(),
        });
      }
      db.users.remove(target.id);
      auditUserChange(caller, target, target, null, 'delete');
      return noContent();
    },
  }),

  defineRoute({
    operationId: 'deactivateUser',
    auth: ['admin'],
    handler: ({ user: caller, params, now }) => {
      const target = otherOrgUser(params.id, caller, USER_MESSAGES.archiveSelf);
      return ok(200, { data: toUserDto(setActiveAudited(caller, target, false, now)) });
    },
  }),

  defineRoute({
    operationId: 'reactivateUser',
    auth: ['admin'],
    handler: ({ user: caller, params, now }) => {
      const target = orgUser(params.id, caller);
      return ok(200, { data: toUserDto(setActiveAudited(caller, target, true, now)) });
    },
  }),

  defineRoute({
    operationId: 'resetUserPassword',
    auth: ['admin'],
    handler: ({ user: caller, params, body, now }) => {
      const target = orgUser(params.id, caller);
      const force = body.forcePasswordChange ?? true;
      const fields = temporaryPasswordFields(
        body.temporaryPassword,
        body.expirationHours ?? DEFAULT_EXPIRY_HOURS,
        force,
        now,
      );
      db.users.update(target.id, { ...fields, updatedAt: now.toISOString() });
      revokeUserSessions(target.id);
      auditPasswordReset(caller, target);
      return ok(200, {
        data: {
          userId: target.id,
          temporaryPasswordExpiresAt: fields.temporaryPasswordExpiresAt,
          forcePasswordChange: force,
        },
      });
    },
  }),

  defineRoute({
    operationId: 'updateProfile',
    auth: ANY_ROLE,
    handler: ({ user, session, body, now, request }) => {
      if (passwordChangePending(user) && body.newPassword === undefined) {
        throw passwordChangeRequired();
      }
      assertVersion(request, userVersion(user));
      throwIfInvalid(nameProblems(body));
      if (body.role !== undefined && body.role !== user.role) throw forbidden();
      if (body.email !== undefined) {
        const owner = emailOwner(body.email);
        if (owner && owner.id !== user.id) throw conflict(USER_MESSAGES.emailTaken);
      }
      const stamp = now.toISOString();
      const patch: Partial<User> = { updatedAt: stamp };
      if (body.firstName !== undefined) patch.firstName = body.firstName.trim();
      if (body.lastName !== undefined) patch.lastName = body.lastName.trim();
      if (body.email !== undefined) patch.email = normalizeEmail(body.email);
      if (body.newPassword !== undefined) {
        const forcedChangePending = user.mustChangePassword || user.isTemporaryPassword;
        if (!forcedChangePending) {
          if (!body.currentPassword) {
            throw badRequest(USER_MESSAGES.currentPasswordRequired, [
              { field: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired },
            ]);
          }
          if (!verifyPassword(body.currentPassword, user.passwordHash)) {
            throw badRequest(USER_MESSAGES.currentPasswordIncorrect, [
              { field: 'currentPassword', message: USER_MESSAGES.currentPasswordIncorrect },
            ]);
          }
        }
        if (verifyPassword(body.newPassword, user.passwordHash)) {
          throw badRequest(SAME_PASSWORD_MESSAGE, [
            { field: 'newPassword', message: SAME_PASSWORD_MESSAGE },
          ]);
        }
        Object.assign(patch, {
          passwordHash: hashPassword(body.newPassword),
          mustChangePassword: false,
          isTemporaryPassword: false,
          temporaryPasswordExpiresAt: null,
        });
      }
      const updated = db.users.update(user.id, patch) ?? user;
      // Whoever else holds the old password's sessions is signed out; this one stays.
      if (body.newPassword !== undefined) revokeUserSessions(user.id, session.token);
      if (user.employeeId) {
        db.employees.update(user.employeeId, {
          firstName: updated.firstName,
          lastName: updated.lastName,
          updatedAt: stamp,
        });
      }
      auditProfileChange(user, updated, body.newPassword !== undefined);
      return okVersioned(200, toUserDto(updated));
    },
  }),
];
