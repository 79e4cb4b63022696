import { http, HttpResponse } from 'msw';
import { hashPassword } from '@mocks/auth/password';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { toEmployeeDto } from '@mocks/views/employee';
import { toUserDto } from '@mocks/views/user';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf } from './helpers';

/**
 * Broken variants of the mock for employees without an account and accounts for existing
 * employees; see broken-variants.ts.
 */

const EMPLOYEES = '*/api/employees';
const USERS = '*/api/users';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Stores an employee from a create body, no questions asked; the 201 answer. */
function insertEmployee(organizationId: string, body: Record<string, unknown>) {
  const stamp = now().toISOString();
  const employee = db.employees.insert({
    organizationId,
    userId: null,
    firstName: text(body.firstName),
    middleName: '',
    lastName: text(body.lastName),
    workEmail: text(body.email).toLowerCase(),
    personalEmail: '',
    phoneNumber: '',
    isActive: true,
    position: text(body.position),
    department: '',
    hireDate: text(body.hireDate),
    isManager: false,
    teamIds: [],
    levelId: null,
    zone: null,
    createdAt: stamp,
    updatedAt: stamp,
  });
  return HttpResponse.json({ data: toEmployeeDto(employee) }, { status: 201 });
}

function emailTaken(organizationId: string, email: string): boolean {
  const wanted = email.toLowerCase();
  return db.employees.lookup('organizationId', organizationId).some((e) => {
    const user = e.userId ? db.users.find(e.userId) : undefined;
    return user?.email === wanted || e.workEmail === wanted || e.personalEmail === wanted;
  });
}

export const EMPLOYEE_ACCOUNT_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'an employee with a blank first name and a malformed email is created',
    only: ['createEmployee'],
    caught: { operationId: 'createEmployee', category: 'state' },
    handlers: [
      http.post(EMPLOYEES, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || !body || text(body.firstName)) return undefined;
        return insertEmployee(auth.user.organizationId, body);
      }),
    ],
  },
  {
    name: "an employee may take an email that is already an employee's",
    only: ['createEmployee'],
    caught: { operationId: 'createEmployee', category: 'state' },
    handlers: [
      http.post(EMPLOYEES, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || !body) return undefined;
        if (!emailTaken(auth.user.organizationId, text(body.email))) return undefined;
        return insertEmployee(auth.user.organizationId, body);
      }),
    ],
  },
  {
    name: 'the employee added alone answers 201 but is never stored',
    only: ['createEmployee'],
    caught: { operationId: 'createEmployee', category: 'state' },
    handlers: [
      http.post(EMPLOYEES, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || !body || !text(body.firstName)) return undefined;
        const stamp = now().toISOString();
        return HttpResponse.json(
          {
            data: {
              ...body,
              id: 'emp_never_stored',
              organizationId: auth.user.organizationId,
              user: null,
              isActive: true,
              teams: [],
              createdAt: stamp,
              updatedAt: stamp,
            },
          },
          { status: 201 },
        );
      }),
    ],
  },
  {
    name: 'employeeId is ignored: the account gets a second, new employee record',
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'state' },
    handlers: [
      http.post(USERS, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || !body?.employeeId) return undefined;
        const stamp = now().toISOString();
        const org = auth.user.organizationId;
        const employee = db.employees.insert({
          organizationId: org,
          userId: null,
          firstName: text(body.firstName),
          middleName: '',
          lastName: text(body.lastName),
          workEmail: '',
          personalEmail: '',
          phoneNumber: '',
          isActive: true,
          position: 'Employee',
          department: '',
          hireDate: stamp.slice(0, 10),
          isManager: false,
          teamIds: [],
          levelId: null,
          zone: null,
          createdAt: stamp,
          updatedAt: stamp,
        });
        const user = db.users.insert({
          organizationId: org,
          email: text(body.email).toLowerCase(),
          firstName: text(body.firstName),
          lastName: text(body.lastName),
          role: 'employee',
          isActive: true,
          marketingConsent: false,
          employeeId: employee.id,
          primaryManagerId: null,
          secondaryManagerId: null,
          lastLoginAt: null,
          createdAt: stamp,
          updatedAt: stamp,
          passwordHash: hashPassword(String(body.password)),
          isTemporaryPassword: false,
          mustChangePassword: false,
          temporaryPasswordExpiresAt: null,
        });
        db.employees.update(employee.id, { userId: user.id });
        return HttpResponse.json(toUserDto(user), { status: 201 });
      }),
    ],
  },
  {
    name: 'an employee who has an account gets a second one (the first is unlinked)',
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'state' },
    handlers: [
      http.post(USERS, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const employee = body?.employeeId ? db.employees.find(String(body.employeeId)) : null;
        if (!auth || !employee?.userId || employee.organizationId !== auth.user.organizationId)
          return undefined;
        db.employees.update(employee.id, { userId: null });
        return undefined;
      }),
    ],
  },
  {
    name: 'an archived employee gets an account (restored on the way, without a word)',
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'state' },
    handlers: [
      http.post(USERS, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const employee = body?.employeeId ? db.employees.find(String(body.employeeId)) : null;
        if (!auth || !employee || employee.isActive || employee.userId) return undefined;
        db.employees.update(employee.id, { isActive: true });
        return undefined;
      }),
    ],
  },
  {
    name: "another organization's admin links an account to this organization's employee",
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'org' },
    handlers: [
      http.post(USERS, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const employee = body?.employeeId ? db.employees.find(String(body.employeeId)) : null;
        if (!auth || !employee || employee.organizationId === auth.user.organizationId)
          return undefined;
        db.employees.update(employee.id, { organizationId: auth.user.organizationId });
        return undefined;
      }),
    ],
  },
];
