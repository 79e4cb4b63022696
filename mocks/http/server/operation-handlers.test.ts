// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { server as mswServer } from '@mocks/node';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { createMockServer } from './create-mock-server';

// The HTTP server's dispatch (mocks/http/operation-handlers.ts): a request runs through its own operation's
// handler (and the guards and fallback), and answers exactly as when every handler is tried.

let http: Server;
let origin = '';

beforeAll(async () => {
  mswServer.close(); // real sockets from here on
  http = createMockServer({ handlers }).server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => http.once('listening', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('the HTTP server runs each request through its operation’s handlers', () => {
  it('answers a call with a JSON body and a list call with their handlers’ answers', async () => {
    const token = await signIn();
    const response = await fetch(`${origin}/api/employees?limit=2&offset=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { data: { id: string }[]; total: number };
    expect(body.total).toBe(db.employees.count((e) => e.organizationId === 'org_acme'));
    expect(body.data).toHaveLength(2);
  });

  it('tells path parameters apart from literal paths of other operations', async () => {
    const token = await signIn();
    const headers = { authorization: `Bearer ${token}` };
    const team = db.teams.first((t) => t.organizationId === 'org_acme')!;
    const one = await fetch(`${origin}/api/teams/${team.id}`, { headers });
    expect(((await one.json()) as { data: { name: string } }).data.name).toBe(team.name);
    expect(one.headers.get('etag')).toBeTruthy();
    const missing = await fetch(`${origin}/api/teams/team_missing`, { headers });
    expect(missing.status).toBe(404);
    // `/api/review-cycles/pending-approvals` is its own operation, not a cycle with that id.
    const pending = await fetch(`${origin}/api/review-cycles/pending-approvals`, { headers });
    expect(pending.status).toBe(200);
    expect(Array.isArray(((await pending.json()) as { data: unknown[] }).data)).toBe(true);
  });

  it('answers a path the contract does not know with the fallback’s 404 JSON, and a missing token with 401', async () => {
    const unknown = await fetch(`${origin}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
    const anonymous = await fetch(`${origin}/api/employees`);
    expect(anonymous.status).toBe(401);
  });
});
