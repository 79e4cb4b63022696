import { http, HttpResponse } from 'msw';
import createClient from 'openapi-fetch';
import { beforeEach, describe, expect, it } from 'vitest';
import { isValidIdempotencyKey } from '@/lib/idempotency';
import { server } from '@mocks/node';
import { errorMiddleware } from './middleware';
import { idempotencyMiddleware } from './idempotency';
import type { paths } from './schema';

const BASE = 'http://api.test';
const client = createClient<paths>({ baseUrl: BASE, fetch: (r) => globalThis.fetch(r) });
client.use(errorMiddleware, idempotencyMiddleware);

const keys: Array<string | null> = [];
let answer: () => Response | Promise<Response> = () => HttpResponse.json({}, { status: 201 });

beforeEach(() => {
  keys.length = 0;
  answer = () => HttpResponse.json({}, { status: 201 });
  server.use(
    http.all(`${BASE}/api/*`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return answer();
    }),
  );
});

// Each test names its own teams: the middleware remembers submits across tests, as across forms.
const createTeam = (name: string) =>
  client.POST('/api/teams', { body: { name, isActive: true } }).catch((error: unknown) => error);

describe('idempotencyMiddleware', () => {
  it('sends the same key with a repeat sent before the first was answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({}, { status: 201 });
    };
    const first = createTeam('Atlas');
    const second = createTeam('Atlas');
    await expect.poll(() => keys.length).toBe(2);
    release();
    await Promise.all([first, second]);
    expect(keys[0]).toBe(keys[1]);
    expect(isValidIdempotencyKey(keys[0]!)).toBe(true);
  });

  it('sends a new key for another body', async () => {
    await Promise.all([createTeam('Borealis'), createTeam('Cobalt')]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('starts a new submit once the first was answered, created or refused', async () => {
    await createTeam('Delta');
    await createTeam('Delta');
    answer = () => HttpResponse.json({ error: 'Team name is required' }, { status: 400 });
    await createTeam('Delta');
    await createTeam('Delta');
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the key after no answer or a 5xx, so that sending it again creates nothing new', async () => {
    answer = () => HttpResponse.error();
    await createTeam('Echo');
    answer = () => HttpResponse.json({ error: 'Internal error' }, { status: 503 });
    await createTeam('Echo');
    answer = () => HttpResponse.json({}, { status: 201 });
    await createTeam('Echo');
    expect(new Set(keys).size).toBe(1);
    await createTeam('Echo');
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('sends no key with calls that create nothing', async () => {
    await client.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } });
    await client
      .PUT('/api/teams/{id}', {
        params: { path: { id: 'team_0001' } },
        body: { name: 'Foxtrot', isActive: true },
      })
      .catch(() => undefined);
    await client.POST('/api/me/notifications/read-all').catch(() => undefined);
    expect(keys).toEqual([null, null, null]);
  });
});
