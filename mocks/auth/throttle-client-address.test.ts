// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '@mocks/node';

/**
 * The HTTP mock server throttles failed sign-ins per socket address: the address it counts comes
 * from the socket, never from a header the client sends. Started as `npm run mock-server` does,
 * with a small per-address limit.
 */

const LIMIT = 3;
let child: ChildProcess;
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/** A failed sign-in from `localAddress`, with extra (client-chosen) headers. */
function failSignIn(
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter?: string }> {
  const body = JSON.stringify({
    email: `guess-${Math.random()}@meritly.demo`,
    password: 'Wrong!1a',
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  mswServer.close(); // real sockets here, not MSW's interception
  port = await freePort();
  child = spawn(
    'node_modules/.bin/tsx',
    [
      '--tsconfig',
      'tsconfig.node.json',
      'scripts/mock-server.ts',
      '--port',
      String(port),
      '--rate-limit',
      `login-account=off,login-address=${LIMIT}/15m`,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock API')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
}, 60_000);

afterAll(() => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
});

describe('HTTP mock server: sign-in throttle per client address', () => {
  it('counts the socket address, whatever address header the client sends', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const spoofed = { 'x-meritly-client-address': `198.51.100.${i}` };
      expect((await failSignIn('127.0.0.1', spoofed)).status).toBe(401);
    }
    const refused = await failSignIn('127.0.0.1', { 'x-meritly-client-address': '203.0.113.9' });
    expect(refused).toEqual({ status: 429, retryAfter: String(15 * 60) });
    // Another address of this machine is another client.
    expect((await failSignIn('127.0.0.2')).status).toBe(401);
  });
});
