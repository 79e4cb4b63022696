import { getResponse, http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { now } from '@mocks/http/clock';
import { toLevelDto } from '@mocks/views/level';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for levels and pay bands; see broken-variants.ts. */

type Band = { zone: string | null; currency: string; min: number; mid: number; max: number };

export const LEVEL_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a band whose minimum is above its midpoint is stored',
    only: ['createLevel'],
    caught: { operationId: 'createLevel', category: 'state' },
    handlers: [
      http.post('*/api/levels', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const bands = (body?.bands ?? []) as Band[];
        if (!auth || auth.user.role !== 'admin' || !bands.some((b) => b.min > b.mid))
          return undefined;
        const stamp = now().toISOString();
        const level = db.levels.insert({
          organizationId: auth.user.organizationId,
          name: String(body!.name).trim(),
          order: Number(body!.order),
          jobFamily: null,
          bands,
          createdAt: stamp,
          updatedAt: stamp,
        });
        return HttpResponse.json({ data: toLevelDto(level) }, { status: 201 });
      }),
    ],
  },
  {
    name: "a deleted level's employees keep its id",
    only: ['deleteLevel'],
    caught: { operationId: 'deleteLevel', category: 'state' },
    handlers: [
      http.delete('*/api/levels/:id', ({ request, params }) => {
        const auth = caller(request);
        const level = db.levels.find(param(params.id));
        if (
          !auth ||
          auth.user.role !== 'admin' ||
          level?.organizationId !== auth.user.organizationId
        )
          return undefined;
        db.levels.remove(level.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  },
  {
    name: 'a level may be renamed to another level’s name',
    only: ['updateLevel'],
    caught: { operationId: 'updateLevel', category: 'state' },
    handlers: [
      http.put('*/api/levels/:id', async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const level = db.levels.find(param(params.id));
        if (!auth || !body || level?.organizationId !== auth.user.organizationId) return undefined;
        const wanted = String(body.name).trim().toLowerCase();
        const clash = db.levels
          .lookup('organizationId', level.organizationId)
          .some((l) => l.id !== level.id && l.name.toLowerCase() === wanted);
        if (!clash) return undefined;
        const updated = db.levels.update(level.id, { name: String(body.name).trim() })!;
        return HttpResponse.json({ data: toLevelDto(updated) });
      }),
    ],
  },
  {
    name: 'If-Match ignored on a level update (the last write wins)',
    only: ['updateLevel'],
    caught: { operationId: 'updateLevel', category: 'version' },
    handlers: [
      http.put('*/api/levels/:id', async ({ request }) => {
        if (!request.headers.has('If-Match')) return undefined;
        const headers = new Headers(request.headers);
        headers.delete('If-Match');
        const body = await request.clone().text();
        return getResponse(handlers, new Request(request.url, { method: 'PUT', headers, body }));
      }),
    ],
  },
];
