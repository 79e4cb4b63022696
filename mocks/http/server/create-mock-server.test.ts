// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import generatedContract from '@/api/openapi.gen.json';
import { handlers } from '@mocks/handlers/index';
import { server as mswServer } from '@mocks/node';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { createMockServer, SERVER_TIMEOUTS, type MockServer } from './create-mock-server';
import { rawRequest, type RawRequest, type RawResponse } from './raw-request';

/**
 * The HTTP mock server from outside, on an ephemeral port: what a demo client or a backend team's
 * contract run meets. The limits and headers are the contract's (openapi.yaml info.description).
 */

const MIB = 1024 * 1024;
const paths = (generatedContract as unknown as { paths: Record<string, Record<string, unknown>> })
  .paths;
/** The methods openapi.yaml gives a path, upper case. */
const contractMethods = (path: string) =>
  Object.keys(paths[path] ?? {})
    .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
    .map((m) => m.toUpperCase());

const log = vi.fn();
let mock: MockServer;
let base = '';
/** Set by a test: the handler it reaches throws (sync or async) or leaks a rejection. */
let sabotage: 'throw' | 'reject' | null = null;

const saboteur = http.get('*/api/organization/types', async () => {
  if (sabotage === 'throw') throw new Error('boom in /work/secret/handler.ts');
  if (sabotage === 'reject') await Promise.reject(new TypeError('async boom'));
  return undefined;
});

beforeAll(async () => {
  // This file talks to a real socket: no in-process interception.
  mswServer.close();
  mock = createMockServer({ log, handlers: [saboteur, ...handlers] });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => mock.server.close(resolve));
});

const send = (request: RawRequest) => rawRequest(base, request);
const alive = async () => (await send({ method: 'GET', target: '/api/organization/types' })).status;

/** Every API answer: the contract's headers, JSON in the Error shape for an error (HEAD: no body). */
function expectApiAnswer(response: RawResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  if (status >= 400 && response.text !== '') {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(response.text) as { error: unknown };
    expect(typeof body.error).toBe('string');
    expect(response.text).not.toMatch(/<html|\bat .+:\d+:\d+|\/work\/|node_modules|\.ts\b/i);
  }
}

async function signIn(): Promise<string> {
  const response = await send({
    method: 'POST',
    target: '/api/auth/login',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  return (JSON.parse(response.text) as { token: string }).token;
}

describe('methods', () => {
  it('answers TRACE without a token 405 with Allow, three times, and keeps serving', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await send({ method: 'TRACE', target: '/api/teams' });
      expectApiAnswer(response, 405);
      const allow = String(response.headers.allow).split(', ');
      expect(allow).toEqual(expect.arrayContaining([...contractMethods('/api/teams'), 'HEAD']));
      expect(allow).not.toContain('TRACE');
      expect(await alive()).toBe(200);
    }
  });

  it.each(['PROPFIND', 'MKCOL', 'DELETE', 'GET', 'FOO'])(
    'answers %s on the sign-in path 405 allowing only what the contract lists',
    async (method) => {
      const response = await send({ method, target: '/api/auth/login' });
      expectApiAnswer(response, 405);
      expect(response.headers.allow).toBe(
        [...contractMethods('/api/auth/login'), 'OPTIONS'].join(', '),
      );
      expect(await alive()).toBe(200);
    },
  );

  it('answers CONNECT 405 instead of dropping the connection', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const url = new URL(base);
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`CONNECT /api/teams HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
    expect(reply).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
    expect(reply).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(await alive()).toBe(200);
  });

  it('answers a path the contract does not know 404 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'TRACE']) {
      expectApiAnswer(await send({ method, target: '/api/no-such-thing' }), 404);
    }
    expectApiAnswer(await send({ method: 'GET', target: '/' }), 404);
  });

  it('answers HEAD like GET without a body', async () => {
    const token = await signIn();
    for (const target of ['/api/organization/types', '/api/teams', '/api/teams/team_missing']) {
      const headers = { Authorization: `Bearer ${token}` };
      const get = await send({ method: 'GET', target, headers });
      const head = await send({ method: 'HEAD', target, headers });
      expect(head.status).toBe(get.status);
      expect(head.text).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
      expectApiAnswer(head, get.status);
    }
    expectApiAnswer(await send({ method: 'HEAD', target: '/api/auth/login' }), 405);
  });

  it('answers a CORS preflight from the dev server 204 with Allow', async () => {
    const response = await send({
      method: 'OPTIONS',
      target: '/api/teams',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expectApiAnswer(response, 204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });
});

describe('malformed targets', () => {
  it.each([
    ['/api/employees/%ZZ', 'path'],
    ['/api/teams/%C3%28', 'path'],
    ['/api/teams/%E0%A4%A', 'path'],
    ['/api/%', 'path'],
    ['/api/teams?search=%ZZ', 'query'],
    ['/api/teams?%E0%A4%A=1', 'query'],
  ])('answers %s 400 in the Error shape, before authentication', async (target, field) => {
    const response = await send({ method: 'GET', target });
    expectApiAnswer(response, 400);
    expect(JSON.parse(response.text)).toEqual({
      error: field === 'path' ? 'Malformed request path' : 'Malformed query string',
      details: [{ field, message: 'Must be valid percent-encoded UTF-8' }],
    });
  });
});

describe('body limits', () => {
  const login = { method: 'POST', target: '/api/auth/login' } as const;
  const json = { 'Content-Type': 'application/json' };

  it('refuses a declared 60 MB body 413 before reading it', async () => {
    // 1 KB is sent of the 60 MB declared: only a server that checks up front can answer.
    const response = await send({
      ...login,
      headers: json,
      declaredLength: 60 * MIB,
      body: '{"email":"'.padEnd(1024, 'a'),
      timeoutMs: 5_000,
    });
    expectApiAnswer(response, 413);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.text)).toMatchObject({ error: 'Request body too large' });
    expect(await alive()).toBe(200);
  });

  it('refuses a chunked body as soon as it passes 1 MiB', async () => {
    const response = await send({ ...login, headers: json, streamBytes: MIB + 64 * 1024 });
    expectApiAnswer(response, 413);
    expect(await alive()).toBe(200);
  });

  it('reads a body just under 1 MiB', async () => {
    const body = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(MIB - 100) });
    const response = await send({ ...login, headers: json, body });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('gives imports up to 20 MiB', async () => {
    const token = await signIn();
    const headers = { ...json, Authorization: `Bearer ${token}` };
    const target = '/api/imports/employees';
    const pad = 'x'.repeat(2 * MIB);
    const within = await send({
      method: 'POST',
      target,
      headers,
      body: JSON.stringify({ fileName: 'big.csv', dryRun: true, rows: [], pad }),
    });
    expectApiAnswer(within, 400);
    const over = await send({
      method: 'POST',
      target,
      headers,
      declaredLength: 20 * MIB + 1,
      body: '{',
      timeoutMs: 5_000,
    });
    expectApiAnswer(over, 413);
  });

  it('does not send 100 Continue for a body it will refuse', async () => {
    const response = await send({
      ...login,
      headers: { ...json, Expect: '100-continue' },
      declaredLength: 2 * MIB,
      timeoutMs: 5_000,
    });
    expectApiAnswer(response, 413);
  });
});

describe('errors inside a handler', () => {
  it.each(['throw', 'reject'] as const)(
    'logs a handler that %ss, answers 500 without details and keeps serving',
    async (how) => {
      sabotage = how;
      try {
        const response = await send({ method: 'GET', target: '/api/organization/types' });
        expectApiAnswer(response, 500);
        expect(JSON.parse(response.text)).toEqual({ error: 'Internal error' });
      } finally {
        sabotage = null;
      }
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('GET /api/organization/types'),
        expect.any(Error),
      );
      expect(await alive()).toBe(200);
    },
  );
});

describe('client address', () => {
  it('hands the handlers the socket address, never the one the client claims', async () => {
    let seen: string | null = null;
    const probe = http.get('*/api/organization/types', ({ request }) => {
      seen = request.headers.get(CLIENT_ADDRESS_HEADER);
      return HttpResponse.json([]);
    });
    const own = createMockServer({ log, handlers: [probe] });
    await new Promise<void>((resolve) => own.server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (own.server.address() as AddressInfo).port;
      await rawRequest(`http://127.0.0.1:${port}`, {
        method: 'GET',
        target: '/api/organization/types',
        headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
      });
      expect(seen).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => own.server.close(resolve));
    }
  });
});

describe('repeated submits', () => {
  it('lets the dev server send Idempotency-Key (CORS preflight)', async () => {
    const response = await send({
      method: 'OPTIONS',
      target: '/api/teams',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/idempotency-key/i);
  });

  it('creates one team for two requests with one key sent at once over the socket', async () => {
    const token = await signIn();
    const create = () =>
      send({
        method: 'POST',
        target: '/api/teams',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': 'socket-double-click',
        },
        body: JSON.stringify({ name: 'Socket Double Click', isActive: true }),
      });
    const [a, b] = await Promise.all([create(), create()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(JSON.parse(b.text)).toEqual(JSON.parse(a.text));
    const list = await send({
      method: 'GET',
      target: '/api/teams?search=Socket%20Double%20Click',
      headers: { Authorization: `Bearer ${token}` },
    });
    const teams = (JSON.parse(list.text) as { data: { name: string }[] }).data;
    expect(teams.filter((t) => t.name === 'Socket Double Click')).toHaveLength(1);
  });
});

describe('slow clients', () => {
  const limits = { headers: 400, request: 800, keepAlive: 300, idle: 3_000, checkInterval: 50 };
  let slow: MockServer;
  let port = 0;

  beforeAll(async () => {
    slow = createMockServer({ log, timeouts: limits });
    await new Promise<void>((resolve) => slow.server.listen(0, '127.0.0.1', resolve));
    port = (slow.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => slow.server.close(resolve));
  });

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      slow.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

  /**
   * Opens a socket that never closes its own side (as a slowloris client does) and writes
   * `chunks`. Resolves with what the server sent, when it ended the connection, and when the
   * server let go of its side too (none of its connections left).
   */
  async function hold(
    chunks: string[],
  ): Promise<{ text: string; endedAfter: number; releasedAfter: number }> {
    const started = performance.now();
    let text = '';
    let endedAfter = Infinity;
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('end', () => (endedAfter = performance.now() - started));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    await vi.waitFor(async () => expect(await connections()).toBe(0), {
      timeout: 10_000,
      interval: 20,
    });
    const releasedAfter = performance.now() - started;
    socket.destroy();
    return { text, endedAfter, releasedAfter };
  }

  /** The server's own side goes within the limit, plus the wait for the client to close. */
  const LINGER = 2_000;

  it('closes a connection whose headers never end, answering 408', async () => {
    const { text, endedAfter, releasedAfter } = await hold([
      'GET /api/organization/types HTTP/1.1\r\nHost: x\r\n',
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"error":"Request timeout"');
    expect(endedAfter).toBeGreaterThanOrEqual(limits.headers - 50);
    expect(endedAfter).toBeLessThan(limits.headers + 500);
    expect(releasedAfter).toBeLessThan(limits.headers + LINGER + 500);
  });

  it('closes a connection that sends nothing', async () => {
    const { endedAfter, releasedAfter } = await hold([]);
    expect(endedAfter).toBeLessThan(limits.headers + 500);
    expect(releasedAfter).toBeLessThan(limits.headers + LINGER + 500);
  });

  it('closes a connection whose body never arrives', async () => {
    const { endedAfter, releasedAfter } = await hold([
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    ]);
    expect(endedAfter).toBeGreaterThanOrEqual(limits.request - 50);
    expect(endedAfter).toBeLessThan(limits.request + 500);
    expect(releasedAfter).toBeLessThan(limits.request + LINGER + 500);
  });

  it('closes a kept-alive connection once it is idle past the keep-alive limit', async () => {
    const { text, endedAfter, releasedAfter } = await hold([
      'GET /api/organization/types HTTP/1.1\r\nHost: x\r\n\r\n',
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    // Node waits a second past the limit it announces, for answers already on their way.
    expect(endedAfter).toBeLessThan(limits.keepAlive + 1_500);
    expect(releasedAfter).toBeLessThan(limits.keepAlive + 1_500 + LINGER);
  });

  it('keeps limits of a production server by default', () => {
    expect(mock.server.headersTimeout).toBe(SERVER_TIMEOUTS.headers);
    expect(mock.server.requestTimeout).toBe(SERVER_TIMEOUTS.request);
    expect(mock.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAlive);
    expect(mock.server.timeout).toBe(SERVER_TIMEOUTS.idle);
    expect(SERVER_TIMEOUTS.headers).toBeLessThanOrEqual(30_000);
  });
});
