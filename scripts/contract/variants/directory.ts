import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import type { Employee } from '@mocks/db/records';
import { directReportIds } from '@mocks/views/employee';
import { employeeDtoOf, employeesByName } from '@mocks/views/employee-index';
import { directoryKeyOf, sortDirectory } from '@mocks/views/employee-directory';
import { payViewerOf, shapeEmployee } from '@mocks/views/pay-shaping';
import type { BrokenVariant } from '../broken-variants';
import { caller } from './helpers';

/** Broken variants of the mock for the employees directory; see broken-variants.ts. */

const EMPLOYEES = '*/api/employees';

/** A list answer of `rows` as the caller would get them (their pay rule applied), first page. */
function answer(request: Request, rows: readonly Employee[]) {
  const auth = caller(request)!;
  const viewer = payViewerOf(auth.user);
  const limit = Number(new URL(request.url).searchParams.get('limit') ?? 1000);
  const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
  return HttpResponse.json({
    data: rows.slice(offset, offset + limit).map((e) => shapeEmployee(employeeDtoOf(e), viewer)),
    total: rows.length,
  });
}

const query = (request: Request) => new URL(request.url).searchParams;

/** An admin's search answered by `matches` over each employee's names, position and email. */
function searchedBy(matches: (texts: string[], search: string) => boolean) {
  return http.get(EMPLOYEES, ({ request }) => {
    const auth = caller(request);
    const search = query(request).get('search');
    // A search past the contract's length is left to the mock's 400.
    if (!auth || auth.user.role !== 'admin' || !search || search.length > 100) return undefined;
    const rows = employeesByName(auth.user.organizationId).filter((e) => {
      const email = e.userId ? (db.users.find(e.userId)?.email ?? '') : '';
      return matches([e.firstName, e.lastName, e.position, email], search);
    });
    return answer(request, rows);
  });
}

/** A search's words as a broken server splits them: lower case, accents kept. */
const wordsOf = (search: string) =>
  search
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

export const DIRECTORY_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'search matches the text as typed within one field (a full name finds no one)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      searchedBy((texts, search) =>
        texts.some((t) => t.toLowerCase().includes(search.trim().toLowerCase())),
      ),
    ],
  },
  {
    name: 'search compares accents (sofia does not find Sofía)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      searchedBy((texts, search) =>
        wordsOf(search).every((word) => texts.some((t) => t.toLowerCase().includes(word))),
      ),
    ],
  },
  {
    name: 'search matches any one of its words',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      searchedBy((texts, search) =>
        wordsOf(search).some((word) => texts.some((t) => t.toLowerCase().includes(word))),
      ),
    ],
  },
  {
    name: 'the status filter is ignored (archived people listed as active)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'admin' || !query(request).get('status')) return undefined;
        return answer(request, employeesByName(auth.user.organizationId));
      }),
    ],
  },
  {
    name: 'the account filter is ignored (people with an account listed as without)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'admin' || !query(request).get('account')) return undefined;
        return answer(request, employeesByName(auth.user.organizationId));
      }),
    ],
  },
  {
    name: 'the manager filter is ignored',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'admin' || !query(request).get('managerId'))
          return undefined;
        return answer(request, employeesByName(auth.user.organizationId));
      }),
    ],
  },
  {
    name: 'the isManager filter is ignored',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'admin' || !query(request).get('isManager'))
          return undefined;
        return answer(request, employeesByName(auth.user.organizationId));
      }),
    ],
  },
  {
    name: 'order=desc is ignored (always ascending)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'state' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        const sort = query(request).get('sort');
        if (!auth || auth.user.role !== 'admin' || sort !== 'hireDate') return undefined;
        const rows = sortDirectory(
          employeesByName(auth.user.organizationId),
          (e) => directoryKeyOf(e, 'hireDate'),
          'asc',
        );
        return answer(request, rows);
      }),
    ],
  },
  {
    name: "a manager filtering by another manager gets that manager's reports",
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'visibility' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        const managerId = query(request).get('managerId');
        if (!auth || auth.user.role !== 'manager' || !managerId) return undefined;
        const reports = directReportIds(managerId);
        return answer(
          request,
          employeesByName(auth.user.organizationId).filter((e) => reports.has(e.id)),
        );
      }),
    ],
  },
  {
    name: "a manager sorting by salary gets everyone in salary order (others' salaries left out but told by their place)",
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: 'visibility' },
    handlers: [
      http.get(EMPLOYEES, ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'manager') return undefined;
        if (query(request).get('sort') !== 'currentSalary') return undefined;
        const order = query(request).get('order') === 'asc' ? 'asc' : 'desc';
        const rows = sortDirectory(
          db.employees.lookup('organizationId', auth.user.organizationId),
          (e) => directoryKeyOf(e, 'currentSalary'),
          order,
        );
        return answer(request, rows);
      }),
    ],
  },
];
