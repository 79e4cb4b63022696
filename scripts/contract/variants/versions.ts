import { getResponse, http, HttpResponse } from 'msw';
import { ifMatchAllows, STALE_RECORD } from '@/lib/record-version';
import { db } from '@mocks/db';
import { API_HEADERS } from '@mocks/http/api-headers';
import { handlers } from '@mocks/handlers/index';
import { versionOf } from '@mocks/http/versions';
import { teamVersion } from '@mocks/views/team';
import type { BrokenVariant } from '../broken-variants';
import { param } from './helpers';

/** Broken variants of the mock for the versions rules; see broken-variants.ts. */

/** The request as the real handlers would get it from a server that drops `If-Match`. */
async function withoutIfMatch(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete('If-Match');
  const body = request.method === 'GET' ? undefined : await request.clone().text();
  return new Request(request.url, { method: request.method, headers, body });
}

export const VERSION_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'If-Match ignored on a team update (the last write wins)',
    only: ['updateTeam'],
    caught: { operationId: 'updateTeam', category: 'version' },
    handlers: [
      http.put('*/api/teams/:id', async ({ request }) => {
        if (!request.headers.has('If-Match')) return undefined;
        return getResponse(handlers, await withoutIfMatch(request));
      }),
    ],
  },
  {
    name: 'a team update that checks the version, waits, then writes (two saves of one version both applied)',
    only: ['updateTeam'],
    caught: { operationId: 'updateTeam', category: 'version' },
    handlers: [
      http.put('*/api/teams/:id', async ({ request, params }) => {
        const team = db.teams.find(param(params.id));
        const header = request.headers.get('If-Match');
        if (!team || header === null) return undefined;
        if (!ifMatchAllows(header, teamVersion(team)))
          return HttpResponse.json(STALE_RECORD, { status: 412, headers: API_HEADERS });
        // A database round trip between the check and the write.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return getResponse(handlers, await withoutIfMatch(request));
      }),
    ],
  },
  {
    name: '412 for a stale metric update, but the update applied anyway',
    only: ['updatePerformanceMetric'],
    caught: { operationId: 'updatePerformanceMetric', category: 'version' },
    handlers: [
      http.put('*/api/performance-metrics/:id', async ({ request, params }) => {
        const metric = db.performanceMetrics.find(param(params.id));
        const header = request.headers.get('If-Match');
        if (!metric || ifMatchAllows(header, versionOf(metric))) return undefined;
        await getResponse(handlers, await withoutIfMatch(request));
        return HttpResponse.json(STALE_RECORD, { status: 412 });
      }),
    ],
  },
  {
    name: 'a review stage update answers the version it had before the write',
    only: ['updateReviewStage'],
    caught: { operationId: 'updateReviewStage', category: 'version' },
    handlers: [
      http.put('*/api/review-stages/:id', async ({ request, params }) => {
        const stage = db.reviewStages.find(param(params.id));
        if (!stage) return undefined;
        const before = versionOf(stage);
        const response = await getResponse(handlers, request.clone());
        if (!response || !response.ok) return response;
        const body = (await response.json()) as { data: { version: string } };
        body.data.version = before;
        return HttpResponse.json(body, { headers: { ETag: `"${before}"` } });
      }),
    ],
  },
];
