import { getResponse, http } from 'msw';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for repeated submits (Idempotency-Key); see broken-variants.ts. */

/** The request as the real handlers would get it from a server that drops `Idempotency-Key`. */
async function withoutKey(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete('Idempotency-Key');
  return new Request(request.url, {
    method: request.method,
    headers,
    body: await request.clone().text(),
  });
}

export const IDEMPOTENCY_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'Idempotency-Key ignored on a cycle create (a double click makes two)',
    only: ['createReviewCycle'],
    caught: { operationId: 'createReviewCycle', category: 'state' },
    handlers: [
      http.post('*/api/review-cycles', async ({ request }) => {
        if (!request.headers.has('Idempotency-Key')) return undefined;
        return getResponse(handlers, await withoutKey(request));
      }),
    ],
  },
];
