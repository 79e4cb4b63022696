// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '@mocks/node';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { removeStaleTemporaries, writeFileAtomic } from './data-file';

/**
 * `npm run mock-server -- --data FILE`: every write the server acknowledged is in
 * FILE after the process is killed with SIGKILL in the middle of a burst of writes, and FILE is
 * always whole JSON.
 */

let folder = '';
const running = new Set<ChildProcess>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

async function startServer(args: string[]): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    'node_modules/.bin/tsx',
    [
      '--tsconfig',
      'tsconfig.node.json',
      'scripts/mock-server.ts',
      '--port',
      String(port),
      '--rate-limit',
      'off',
      ...args,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.on('exit', () => running.delete(child));
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
  return { child, base: `http://127.0.0.1:${port}` };
}

/** SIGKILL to the server's whole process group (tsx and the node it starts): no clean-up runs. */
function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function typeNames(base: string, token: string): Promise<string[]> {
  const response = await fetch(`${base}/api/organization-types`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] } | { name: string }[];
  return (Array.isArray(body) ? body : body.data).map((t) => t.name);
}

beforeAll(() => {
  mswServer.close(); // real sockets here, not MSW's interception
  folder = mkdtempSync(join(tmpdir(), 'meritly-data-'));
});

afterAll(() => {
  for (const child of running) process.kill(-child.pid!, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const path = join(folder, 'atomic.json');
    writeFileAtomic(path, '{"a":1}');
    writeFileAtomic(path, '{"a":2}');
    expect(readFileSync(path, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(folder).filter((name) => name.includes('atomic'))).toEqual(['atomic.json']);
  });
});

/** Above every platform's largest process id: no process has it. */
const GONE_PID = 99_999_999;

describe('removeStaleTemporaries', () => {
  it("removes the data file's temporaries of processes that are gone, and nothing else", () => {
    const sub = mkdtempSync(join(folder, 'stale-'));
    const keep = [
      'data.json',
      `.data.json.${process.ppid}.tmp`, // a running process may still rename it
      `.other.json.${GONE_PID}.tmp`,
      `.data.json.${GONE_PID}.tmp.keep`,
      `.data.json.x${GONE_PID}.tmp`,
      `data.json.${GONE_PID}.tmp`,
      `.dataXjson.${GONE_PID}.tmp`,
    ];
    const stale = [`.data.json.${GONE_PID}.tmp`, `.data.json.${process.pid}.tmp`];
    for (const name of [...keep, ...stale]) writeFileSync(join(sub, name), '{');

    expect(removeStaleTemporaries(join(sub, 'data.json')).sort()).toEqual([...stale].sort());
    expect(readdirSync(sub).sort()).toEqual([...keep].sort());
  });

  it('does nothing when the folder does not exist', () => {
    expect(removeStaleTemporaries(join(folder, 'missing', 'data.json'))).toEqual([]);
  });
});

describe('mock server --data FILE', () => {
  it('keeps every acknowledged write through a SIGKILL in a burst of writes; --reset reseeds', async () => {
    const file = join(folder, 'mock.json');
    const first = await startServer(['--data', file]);
    const token = await signIn(first.base);

    const acknowledged: string[] = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const name = `Burst type ${i}`;
      try {
        const response = await fetch(`${first.base}/api/organization-types`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, description: 'written in a burst' }),
        });
        if (response.status === 201) acknowledged.push(name);
      } catch {
        // Killed before it answered: not acknowledged, may or may not be saved.
      }
    });
    // Kill as soon as some writes were acknowledged, while others are still in flight.
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await kill(first.child);
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.length).toBeLessThan(60);

    // Whole JSON, whatever moment the kill came.
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();

    // What a kill between writing the temporary file and renaming it leaves behind.
    const leftover = `.mock.json.${GONE_PID}.tmp`;
    writeFileSync(join(folder, leftover), '{"version": 1');
    writeFileSync(join(folder, 'mock.json.bak'), 'not ours');

    const second = await startServer(['--data', file]);
    expect(readdirSync(folder)).not.toContain(leftover);
    expect(readdirSync(folder)).toContain('mock.json.bak');
    const names = await typeNames(second.base, await signIn(second.base));
    expect(names).toEqual(expect.arrayContaining(acknowledged));
    // The session signed in before the kill is still valid: sessions are data too.
    const validated = await fetch(`${second.base}/api/auth/validate-session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(validated.status).toBe(200);
    await kill(second.child);

    const third = await startServer(['--data', file, '--reset']);
    expect(await typeNames(third.base, await signIn(third.base))).not.toContain(acknowledged[0]);
    await kill(third.child);
  }, 120_000);

  it('refuses to start on a file it cannot read, instead of overwriting it', async () => {
    const file = join(folder, 'broken.json');
    writeFileAtomic(file, '{"version": 1, "tables": ');
    await expect(startServer(['--data', file])).rejects.toThrow(/Cannot read the mock data/);
    expect(readFileSync(file, 'utf8')).toBe('{"version": 1, "tables": ');
  }, 60_000);
});
