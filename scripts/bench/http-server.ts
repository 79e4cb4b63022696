import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface MockServer {
  origin: string;
  /** Start-up as the server reports it ("seeded in N ms"). */
  seededMs: number;
  pid: number;
  close(): Promise<void>;
}

/** A port free on 127.0.0.1 right now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Reads "seeded in N ms" from the server's start-up line. */
export function seededMsOf(line: string): number | null {
  const match = /seeded in (\d+) ms/.exec(line);
  return match ? Number(match[1]) : null;
}

/**
 * Starts `scripts/mock-server.ts` (what `npm run mock-server` runs) in its own process on
 * 127.0.0.1 and a free port, and resolves once it listens. Extra flags go to the server.
 */
export async function startMockServer(
  root: string,
  scenario: string,
  extraArgs: string[] = [],
  nodeArgs: string[] = [],
): Promise<MockServer> {
  const port = await freePort();
  const tsx = createRequire(join(root, 'package.json')).resolve('tsx/cli');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      tsx,
      '--tsconfig',
      'tsconfig.node.json',
      'scripts/mock-server.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--scenario',
      scenario,
      ...extraArgs,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const seededMs = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock server did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ms = seededMsOf(output);
      if (ms !== null) {
        clearTimeout(timer);
        resolve(ms);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${code}):\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    seededMs,
    pid: child.pid!,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
