import { getResponse, http, type HttpHandler } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { jsonOf, notFound, param, rewritten } from './helpers';

/**
 * Broken variants of the mock for strict input (integer query parameters, body keys that are no
 * field, a cycle's dates); see broken-variants.ts.
 */

/** `limit` and `offset` read as `Number()` reads them: `1e309` and `Infinity` are no limit at all. */
const lenientPaging: HttpHandler = http.get('*/api/employees', ({ request }) => {
  const url = new URL(request.url);
  let changed = false;
  for (const name of ['limit', 'offset']) {
    const raw = url.searchParams.get(name);
    if (raw === null || /^\d+$/.test(raw) || Number.isNaN(Number(raw))) continue;
    const value = Number(raw);
    if (Number.isFinite(value)) url.searchParams.set(name, String(Math.trunc(value)));
    else url.searchParams.delete(name);
    changed = true;
  }
  return changed ? getResponse(handlers, rewritten(request, { url: url.href })) : undefined;
});

/** Body keys looked up among the path parameters, prototype included (`'toString' in params`). */
const keysAsPathParameters: HttpHandler = http.put(
  '*/api/teams/:id',
  async ({ request, params }) => {
    const body = await jsonOf(request);
    if (!body || !Object.keys(body).some((key) => key in params)) return undefined;
    return notFound('Team');
  },
);

/** `__proto__` keys dropped while parsing, so validation never sees them. */
const protoParsedAway: HttpHandler = http.post('*/api/teams', async ({ request }) => {
  const text = await request.clone().text();
  if (!text.includes('"__proto__"')) return undefined;
  const parsed: unknown = JSON.parse(text, (key, value: unknown) =>
    key === '__proto__' ? undefined : value,
  );
  return getResponse(handlers, rewritten(request, { body: JSON.stringify(parsed) }));
});

const DAY = 24 * 60 * 60 * 1000;

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** Checks `end < start` only: a cycle may end on its start day. */
function sameDayCycle(method: 'post' | 'put'): HttpHandler {
  const path = method === 'post' ? '*/api/review-cycles' : '*/api/review-cycles/:id';
  return http[method](path, async ({ request }) => {
    const body = await jsonOf(request);
    const start = body?.startDate;
    if (typeof start !== 'string' || body?.endDate !== start) return undefined;
    const response = await getResponse(
      handlers,
      rewritten(request, { body: JSON.stringify({ ...body, endDate: dayAfter(start) }) }),
    );
    const id = ((await response?.clone().json()) as { data?: { id?: string } } | undefined)?.data
      ?.id;
    if (response?.ok && id) db.reviewCycles.update(id, { endDate: start });
    return response;
  });
}

/** Checks `end < start` only: a guideline's review period may end on its start day. */
const sameDayPeriod: HttpHandler = http.put(
  '*/api/review-cycles/:cycleId/guidelines',
  async ({ request, params }) => {
    const body = await jsonOf(request);
    const start = body?.reviewPeriodStart;
    if (typeof start !== 'string' || body?.reviewPeriodEnd !== start) return undefined;
    const response = await getResponse(
      handlers,
      rewritten(request, { body: JSON.stringify({ ...body, reviewPeriodEnd: dayAfter(start) }) }),
    );
    const cycle = db.reviewCycles.find(param(params.cycleId));
    if (response?.ok && cycle?.guideline)
      db.reviewCycles.update(cycle.id, {
        guideline: { ...cycle.guideline, reviewPeriodEnd: start },
      });
    return response;
  },
);

/** Amount cells read with every comma stripped, as a lenient parser does: '95,00' becomes 9,500. */
const commasStripped: HttpHandler = http.post('*/api/imports/levels', async ({ request }) => {
  const body = await jsonOf(request);
  const rows = body?.rows as Record<string, unknown>[] | undefined;
  if (!Array.isArray(rows)) return undefined;
  const strip = (v: unknown) => (typeof v === 'string' ? v.replace(/,/g, '') : v);
  const read = rows.map((r) => ({ ...r, min: strip(r.min), mid: strip(r.mid), max: strip(r.max) }));
  return getResponse(
    handlers,
    rewritten(request, { body: JSON.stringify({ ...body, rows: read }) }),
  );
});

export const STRICT_INPUT_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "an import's amount cells read with every comma stripped ('95,00' is 9,500)",
    only: ['importLevels'],
    caught: { operationId: 'importLevels', category: '400' },
    handlers: [commasStripped],
  },
  {
    name: 'limit and offset read with Number() (1e309 and Infinity: every row)',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: '400' },
    handlers: [lenientPaging],
  },
  {
    name: 'a body key named like a path parameter or a prototype member answers 404',
    only: ['updateTeam'],
    caught: { operationId: 'updateTeam', category: '400' },
    handlers: [keysAsPathParameters],
  },
  {
    name: 'a __proto__ body key parsed away before validation',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: '400' },
    handlers: [protoParsedAway],
  },
  {
    name: 'a new cycle may end on its start day',
    only: ['createReviewCycle'],
    caught: { operationId: 'createReviewCycle', category: '400' },
    handlers: [sameDayCycle('post')],
  },
  {
    name: 'an updated cycle may end on its start day',
    only: ['updateReviewCycle'],
    caught: { operationId: 'updateReviewCycle', category: '400' },
    handlers: [sameDayCycle('put')],
  },
  {
    name: "a guideline's review period may end on its start day",
    only: ['saveCycleGuideline'],
    caught: { operationId: 'saveCycleGuideline', category: '400' },
    handlers: [sameDayPeriod],
  },
];
