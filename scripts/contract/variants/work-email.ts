import { getResponse, http } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf } from './helpers';

/** Broken variants of the mock for work and personal emails; see broken-variants.ts. */

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export const WORK_EMAIL_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "the import files the file's Work Email as the personal email",
    only: ['importEmployees'],
    caught: { operationId: 'importEmployees', category: 'state' },
    handlers: [
      http.post('*/api/imports/employees', async ({ request }) => {
        const body = await jsonOf(request);
        const response = await getResponse(handlers, request.clone());
        if (!body || body.dryRun || response?.status !== 200) return response;
        const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
        for (const row of rows) {
          const employee = db.employees.first((e) => !e.userId && e.workEmail === text(row.email));
          if (employee)
            db.employees.update(employee.id, { workEmail: '', personalEmail: employee.workEmail });
        }
        return response;
      }),
    ],
  },
  {
    name: 'an existing employee gets an account with whatever email is sent, their personal one too',
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'state' },
    handlers: [
      http.post('*/api/users', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const employee = body?.employeeId ? db.employees.find(String(body.employeeId)) : null;
        if (!auth || !employee || employee.userId || !text(body?.email)) return undefined;
        if (employee.organizationId !== auth.user.organizationId) return undefined;
        // The employee's work email becomes whatever was sent, so the real handler accepts it.
        db.employees.update(employee.id, { workEmail: text(body?.email) });
        return undefined;
      }),
    ],
  },
  {
    name: 'an account without employeeId takes an email an employee already has, making a second person',
    only: ['createUser'],
    caught: { operationId: 'createUser', category: 'state' },
    handlers: [
      http.post('*/api/users', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || body?.employeeId || !text(body?.email)) return undefined;
        const owner = db.employees.first(
          (e) =>
            e.organizationId === auth.user.organizationId &&
            !e.userId &&
            e.workEmail === text(body?.email),
        );
        // The existing employee's email is forgotten, so the real handler lets the new record in.
        if (owner) db.employees.update(owner.id, { workEmail: '' });
        return undefined;
      }),
    ],
  },
];
