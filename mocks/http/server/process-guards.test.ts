// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { server as mswServer } from '@mocks/node';
import { rawRequest } from './raw-request';

/**
 * Node ends a process on an unhandled rejection or an uncaught exception; the mock server's
 * process must not (a demo or a contract run would lose every session and the data). Runs the
 * real server in its own process, since a test runner keeps such errors to itself.
 */

let child: ChildProcess;
let base = '';
let stderr = '';

beforeAll(async () => {
  mswServer.close();
  const root = resolve(import.meta.dirname, '../../..');
  child = spawn(
    resolve(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'tsconfig.app.json', 'mocks/http/server/process-guards.fixture.ts'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  base = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) done(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => fail(new Error(`the server exited (${code}): ${stderr}`)));
  });
}, 60_000);

afterAll(() => {
  child.kill();
});

it('keeps serving after a handler leaks a rejection and a timer throws', async () => {
  const target = '/api/organization/types';
  const first = await rawRequest(base, { method: 'GET', target, headers: { 'x-leak': '1' } });
  expect(first.status).toBe(200);
  await new Promise((done) => setTimeout(done, 200));
  const later = await rawRequest(base, { method: 'GET', target });
  expect(later.status).toBe(200);
  expect(child.exitCode).toBeNull();
  expect(stderr).toContain('unhandled promise rejection (still serving)');
  expect(stderr).toContain('uncaught exception (still serving)');
});
