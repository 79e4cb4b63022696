import { getResponse, http, type HttpHandler } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';
import { jsonOf, param, rewritten } from './helpers';

/** Broken variants of the mock for values no one means (sane-values.ts); see broken-variants.ts. */

/** The real handler's answer to `request` with `body` instead, and the created record's id. */
async function answeredAs(request: Request, body: Record<string, unknown>) {
  const response = await getResponse(handlers, rewritten(request, { body: JSON.stringify(body) }));
  const id = ((await response?.clone().json()) as { data?: { id?: string } } | undefined)?.data?.id;
  return { response, id: response?.ok ? id : undefined };
}

/** A rating scale of any size: the sent range stored, as if it had been checked. */
const anyScale: HttpHandler = http.post('*/api/performance-metrics', async ({ request }) => {
  const body = await jsonOf(request);
  const { minValue, maxValue } = body ?? {};
  if (typeof minValue !== 'number' || typeof maxValue !== 'number') return undefined;
  if (minValue >= 0 && maxValue <= 100) return undefined;
  const { response, id } = await answeredAs(request, { ...body, minValue: 0, maxValue: 5 });
  if (id) db.performanceMetrics.update(id, { minValue, maxValue });
  return response;
});

/** A metric without an order gets 0: it lists above every metric already there. */
const orderZero: HttpHandler = http.post('*/api/performance-metrics', async ({ request }) => {
  const body = await jsonOf(request);
  if (!body || body.order !== undefined) return undefined;
  return (await answeredAs(request, { ...body, order: 0 })).response;
});

const yearAhead = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
};

/** Any hire date: the sent day stored, as if it had been checked. */
function anyHireDate(method: 'post' | 'put'): HttpHandler {
  const path = method === 'post' ? '*/api/employees' : '*/api/employees/:id';
  return http[method](path, async ({ request, params }) => {
    const body = await jsonOf(request);
    const hireDate = body?.hireDate;
    // Only a real day out of range: other text (a control character, say) meets the real rules.
    if (typeof hireDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(hireDate)) return undefined;
    if (hireDate >= '1900-01-01' && hireDate <= yearAhead()) return undefined;
    const { response, id } = await answeredAs(request, { ...body, hireDate: '2024-02-01' });
    const employeeId = method === 'post' ? id : param(params.id);
    if (response?.ok && employeeId) db.employees.update(employeeId, { hireDate });
    return response;
  });
}

export const SANE_VALUE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a rating scale of 0 to 1,000,000,000,000 (or from -1) is saved',
    only: ['createPerformanceMetric'],
    caught: { operationId: 'createPerformanceMetric', category: '400' },
    handlers: [anyScale],
  },
  {
    name: 'a metric created without an order gets 0 and lists first',
    only: ['createPerformanceMetric'],
    caught: { operationId: 'createPerformanceMetric', category: 'state' },
    handlers: [orderZero],
  },
  {
    name: 'a new employee may be hired in 1800 or years ahead',
    only: ['createEmployee'],
    caught: { operationId: 'createEmployee', category: '400' },
    handlers: [anyHireDate('post')],
  },
  {
    name: "an employee's hire date may be changed to 1800 or years ahead",
    only: ['updateEmployee'],
    caught: { operationId: 'updateEmployee', category: '400' },
    handlers: [anyHireDate('put')],
  },
];
