import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { isAcceptedText } from '@/lib/text-content';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { handlers } from '@mocks/handlers/index';
import { toTeamDto } from '@mocks/views/team';
import type { BrokenVariant } from '../broken-variants';
import { jsonOf } from './helpers';

/** Broken variants of the mock for control and invisible characters in text; see broken-variants.ts. */

/** `text` without the characters "Text fields" refuses in one line (line breaks included). */
const stripped = (text: string) =>
  [...text].filter((char) => isAcceptedText(char, 'line')).join('');

const refusesSomething = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => typeof value === 'string' && !isAcceptedText(value, 'line'));

function rewritten(request: Request, init: { url?: string; body?: unknown }): Request {
  return new Request(init.url ?? request.url, {
    method: request.method,
    headers: request.headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * A team created by the real handler from a body it accepts, then given the name and description
 * exactly as they were sent: a server with no text rule. `onlyClean`: text it would refuse still
 * reaches the real handler (line breaks and accents are then what is kept as typed).
 */
const teamAsSent = (onlyClean: boolean): HttpHandler =>
  http.post('*/api/teams', async ({ request }) => {
    const body = await jsonOf(request);
    if (!body || typeof body.name !== 'string') return undefined;
    const refused =
      !isAcceptedText(body.name, 'line') ||
      (typeof body.description === 'string' && !isAcceptedText(body.description, 'multiline'));
    if (onlyClean && refused) return undefined;
    const clean = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? stripped(value) || 'x' : value,
      ]),
    );
    const created = await getResponse(handlers, rewritten(request, { body: clean }));
    if (!created || created.status !== 201) return created;
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const team = db.teams.update(id, {
      name: body.name,
      ...(typeof body.description === 'string' && { description: body.description }),
    })!;
    return HttpResponse.json({ data: toTeamDto(team, now()) }, { status: 201 });
  });

/** An approver's comments with the refused characters taken out quietly, and accepted. */
const commentsSanitised: HttpHandler = http.patch(
  '*/api/review-cycles/:cycleId/participants/:participantId/recommendations/:recId/approve',
  async ({ request }) => {
    const body = await jsonOf(request);
    if (!body || !refusesSomething(body)) return undefined;
    const clean = { ...body, comments: stripped(String(body.comments ?? '')) };
    return getResponse(handlers, rewritten(request, { body: clean }));
  },
);

/** A search with the refused characters taken out, answered as if they were never sent. */
const searchSanitised: HttpHandler = http.get('*/api/employees', ({ request }) => {
  const url = new URL(request.url);
  const search = url.searchParams.get('search');
  if (search === null || isAcceptedText(search, 'line')) return undefined;
  url.searchParams.set('search', stripped(search));
  return getResponse(handlers, rewritten(request, { url: url.href }));
});

/** Every text one line: a line break in a team's description refused like a control character. */
const descriptionOneLine: HttpHandler = http.post('*/api/teams', async ({ request }) => {
  const body = await jsonOf(request);
  if (typeof body?.description !== 'string' || !/[\r\n]/.test(body.description)) return undefined;
  return HttpResponse.json(
    {
      error: 'Validation failed',
      details: [
        {
          field: 'description',
          message: 'Cannot contain control or invisible formatting characters',
        },
      ],
    },
    { status: 400 },
  );
});

export const CONTROL_TEXT_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "a team's name and description stored with their control characters",
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: '400' },
    handlers: [teamAsSent(false)],
  },
  {
    name: "an approver's comments with control characters taken out quietly",
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: '400' },
    handlers: [commentsSanitised],
  },
  {
    name: 'a search with control characters answered as if they were not there',
    only: ['listEmployees'],
    caught: { operationId: 'listEmployees', category: '400' },
    handlers: [searchSanitised],
  },
  {
    name: "a line break refused in a team's description",
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'state' },
    handlers: [descriptionOneLine],
  },
  {
    name: "a team's description stored as typed (\\r\\n kept, accents not composed)",
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'state' },
    handlers: [teamAsSent(true)],
  },
];
