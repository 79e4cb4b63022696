// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetThrottle, resetThrottleSettings } from '@mocks/auth/throttle';
import { createMockServer } from '@mocks/http/server/create-mock-server';
import { server as mswServer } from '@mocks/node';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { BROKEN_HTTP_SERVERS } from '../variants/hardening';
import { httpLayerChecks } from './hardening';

/**
 * The HTTP-layer checks over a real socket: they pass against the mock server and each fails
 * against a server broken the way its variant says (scripts/contract/variants/hardening.ts).
 */

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

let adminToken = '';
const good = createMockServer({ log: () => undefined }).server;
let goodUrl = '';

beforeAll(async () => {
  mswServer.close();
  goodUrl = await listen(good);
  const response = await fetch(`${goodUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  adminToken = ((await response.json()) as { token: string }).token;
});

afterAll(() => close(good));

// Every server here is in this process and sees 127.0.0.1: one run's refusals must not throttle the next.
beforeEach(() => {
  resetThrottleSettings();
  resetThrottle();
});

describe('HTTP-layer checks', () => {
  it('pass against the mock server', async () => {
    const checks = await httpLayerChecks({ baseUrl: goodUrl, adminToken });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    // Every probe family ran (one odd method per path of the contract, then the others).
    const labels = checks.map((c) => c.label).join('\n');
    for (const family of [
      /^TRACE /m,
      /^PROPFIND /m,
      /like GET$/m,
      /\(malformed\)$/m,
      /declaring/m,
      /unknown keys/m,
      /refused sign-ins/m,
    ]) {
      expect(labels).toMatch(family);
    }
  }, 60_000);

  it.each(BROKEN_HTTP_SERVERS.map((v) => [v.name, v] as const))(
    'catch %s',
    async (_name, variant) => {
      const server = variant.create();
      const baseUrl = await listen(server);
      try {
        const checks = await httpLayerChecks({ baseUrl, adminToken, timeoutMs: 2_000 });
        const failed = checks.filter((c) => !c.ok);
        if (process.env.CONTRACT_DEBUG) console.log(variant.name, failed);
        expect(failed.map((c) => c.label)).toContainEqual(expect.stringMatching(variant.caught));
      } finally {
        if (server.listening) await close(server);
      }
    },
    60_000,
  );
});
