import { getResponse, http } from 'msw';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { jsonOf } from './helpers';

/** Broken variants of the currency an imported amount names; see broken-variants.ts. */

/** The amount's own code dropped, as a server that reads the number only would. */
const withoutCode = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^[A-Za-z]{3}\s+|\s+[A-Za-z]{3}$/g, '') : value;

export const IMPORT_CURRENCY_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "the import reads 'SEK 620,000.00' as 620,000.00 in the Currency column's currency (USD)",
    only: ['importEmployees'],
    caught: { operationId: 'importEmployees', category: 'state' },
    handlers: [
      http.post('*/api/imports/employees', async ({ request }) => {
        const body = await jsonOf(request);
        if (!body || !Array.isArray(body.rows)) return undefined;
        const rows = (body.rows as Record<string, unknown>[]).map((row) => ({
          ...row,
          salary: withoutCode(row.salary),
        }));
        return getResponse(
          handlers,
          new Request(request.url, {
            method: 'POST',
            headers: request.headers,
            body: JSON.stringify({ ...body, rows }),
          }),
        );
      }),
    ],
  },
];
