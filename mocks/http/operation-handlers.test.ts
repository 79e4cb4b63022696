// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { contract } from './contract';
import { operationHandlers } from './operation-handlers';

// The browser's in-page mock and the HTTP server try only a request's own operation's handlers
// (with the guards and the fallback): every read must answer exactly as when all are tried.

const ORIGIN = 'http://localhost';

async function answer(list: typeof handlers, method: string, path: string, token?: string) {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const response = await getResponse(list, request);
  return response ? { status: response.status, body: await response.text() } : null;
}

async function signIn(): Promise<string> {
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
    }),
  );
  return ((await response!.json()) as { token: string }).token;
}

/** A path of the template with real ids where the demo has them (else a missing one). */
function pathOf(template: string): string {
  const cycle = db.reviewCycles.first(() => true)!;
  const ids: Record<string, string> = {
    id: cycle.id,
    cycleId: cycle.id,
    participantId: db.participants.first((p) => p.cycleId === cycle.id)?.id ?? 'part_missing',
    employeeId: db.employees.first(() => true)!.id,
    teamId: db.teams.first(() => true)!.id,
  };
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? `${name}_missing`);
}

describe('operationHandlers', () => {
  it('answers every read of the contract as trying every handler does', async () => {
    const token = await signIn();
    const handlersFor = operationHandlers(handlers);
    const reads = [...contract.operations.values()].filter((op) => op.method === 'get');
    expect(reads.length).toBeGreaterThan(40);
    for (const op of reads) {
      const path = pathOf(op.pathTemplate);
      const own = await answer(handlersFor('GET', path), 'GET', path, token);
      const all = await answer(handlers, 'GET', path, token);
      expect({ op: op.operationId, ...own }).toEqual({ op: op.operationId, ...all });
    }
  });

  it('gives a path the contract does not know, or a method it does not list, the fallback', async () => {
    const token = await signIn();
    const handlersFor = operationHandlers(handlers);
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api/review-cycles/%E0%A4%A'],
    ] as const) {
      const own = await answer(handlersFor(method, path), method, path, token);
      const all = await answer(handlers, method, path, token);
      expect(own).toEqual(all);
      expect(own?.status).toBeGreaterThanOrEqual(400);
    }
  });
});
