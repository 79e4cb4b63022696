import { getResponse, http } from 'msw';
import { neutraliseCell } from '@/lib/csv-cell';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { jsonOf } from './helpers';

/** Broken variants of the mock for formula-like text; see broken-variants.ts. */

/**
 * The request as the real handlers would get it from a server that "sanitises" its input: every
 * formula-like text field behind a leading quote, as an export writes the cell.
 */
async function sanitised(request: Request): Promise<Response | undefined> {
  const body = await jsonOf(request);
  if (!body) return undefined;
  const quoted = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? neutraliseCell(value) : value,
    ]),
  );
  return getResponse(
    handlers,
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(quoted),
    }),
  );
}

export const FORMULA_TEXT_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a formula-like email stored behind a quote through the profile',
    only: ['updateProfile'],
    caught: { operationId: 'updateProfile', category: 'state' },
    handlers: [http.put('*/api/users/profile', ({ request }) => sanitised(request))],
  },
  {
    name: "an employee's formula-like fields stored behind a quote",
    only: ['updateEmployee'],
    caught: { operationId: 'updateEmployee', category: 'state' },
    handlers: [http.put('*/api/employees/:id', ({ request }) => sanitised(request))],
  },
];
