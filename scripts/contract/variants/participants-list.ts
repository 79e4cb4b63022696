import { getResponse, http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { handlers as participantHandlers } from '@mocks/handlers/participants';
import { participantKeyOf } from '@mocks/views/participant-list';
import type { ParticipantSort } from '@/lib/participant-list';
import type { BrokenVariant } from '../broken-variants';
import { caller } from './helpers';

/** Broken variants of a cycle's participants list; see broken-variants.ts. */

const PARTICIPANTS = '*/api/review-cycles/:cycleId/participants';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list rows are read, not typed
type Row = any;

/** The real list's answer to the request with its query changed by `change`. */
async function answerWith(request: Request, change: (query: URLSearchParams) => void) {
  const url = new URL(request.url);
  change(url.searchParams);
  return getResponse(participantHandlers, new Request(url, { headers: request.headers }));
}

/** The real answer's rows, over every page (at most 1,000), reordered by `reorder`, then cut. */
async function reordered(request: Request, reorder: (rows: Row[]) => Row[]) {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get('limit') ?? 1000);
  const offset = Number(query.get('offset') ?? 0);
  const whole = await answerWith(request, (q) => {
    q.set('limit', '1000');
    q.set('offset', '0');
  });
  if (!whole?.ok) return whole;
  const body = (await whole.json()) as { data: Row[]; total: number };
  return HttpResponse.json({
    data: reorder(body.data).slice(offset, offset + limit),
    total: body.total,
  });
}

/** A variant that drops one query parameter (a filter or an order the mock then ignores). */
function ignoring(name: string, what: string): BrokenVariant {
  return {
    name: `the ${what} is ignored`,
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'state' },
    handlers: [
      http.get(PARTICIPANTS, ({ request }) => {
        if (!new URL(request.url).searchParams.has(name)) return undefined;
        return answerWith(request, (q) => q.delete(name));
      }),
    ],
  };
}

const sortOf = (request: Request) =>
  (new URL(request.url).searchParams.get('sort') ?? 'name') as ParticipantSort;

export const PARTICIPANTS_LIST_VARIANTS: readonly BrokenVariant[] = [
  ignoring('teamId', 'team filter'),
  ignoring('approverId', 'approver filter'),
  ignoring('awaitingApproval', 'awaiting-approval filter'),
  ignoring('order', 'order (always ascending)'),
  {
    name: 'rows without a value come first in ascending order (sorted as the lowest value)',
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'state' },
    handlers: [
      http.get(PARTICIPANTS, ({ request }) => {
        const sort = sortOf(request);
        const query = new URL(request.url).searchParams;
        if (sort === 'name' || query.get('order') === 'desc') return undefined;
        return reordered(request, (rows) => [
          ...rows.filter((r) => participantKeyOf(r, sort) === null),
          ...rows.filter((r) => participantKeyOf(r, sort) !== null),
        ]);
      }),
    ],
  },
  {
    name: 'total counts the rows of the page, not every match',
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'state' },
    handlers: [
      http.get(PARTICIPANTS, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('limit')) return undefined;
        const answer = await answerWith(request, () => undefined);
        if (!answer?.ok) return answer;
        const body = (await answer.json()) as { data: Row[] };
        return HttpResponse.json({ data: body.data, total: body.data.length });
      }),
    ],
  },
  {
    name: 'a limit above 1,000 is answered (cut to 1,000) instead of refused',
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'state' },
    handlers: [
      http.get(PARTICIPANTS, ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit'));
        if (!(limit > 1000)) return undefined;
        return answerWith(request, (q) => q.set('limit', '1000'));
      }),
    ],
  },
  {
    name: "a manager's pay sort orders by the figures left out for them too (their place tells them)",
    only: ['listCycleParticipants'],
    caught: { operationId: 'listCycleParticipants', category: 'visibility' },
    handlers: [
      http.get(PARTICIPANTS, ({ request }) => {
        const auth = caller(request);
        const order = new URL(request.url).searchParams.get('order') === 'desc' ? -1 : 1;
        if (auth?.user.role !== 'manager' || sortOf(request) !== 'recommendedRaise')
          return undefined;
        const raiseOf = (row: Row): number | null =>
          db.recommendations.lookup('participantId', row.id)[0]?.proposedIncrease ?? null;
        return reordered(request, (rows) =>
          [...rows].sort((a, b) => {
            const [x, y] = [raiseOf(a), raiseOf(b)];
            if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
            return (x - y) * order;
          }),
        );
      }),
    ],
  },
];
