import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface MockServer {
  origin: string;
  /** Start-up as the server reports it ("seeded in N ms"). */
  seededMs: number;
  pid: number;
  /** CPU time the server process has used so far (user + system), ms; NaN where /proc is missing. */
  cpuMs(): number;
  close(): Promise<void>;
}

/**
 * User + system CPU time of a process from the text of `/proc/<pid>/stat`, in ms (fields 14 and
 * 15, in clock ticks of 1/100 s). The command name (field 2) may hold spaces and brackets.
 */
export function cpuMsFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) * 10;
}

function cpuMsOf(pid: number): number {
  try {
    return cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
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
 * Starts `scripts/mock-server.ts` (what `npm run mock-server` runs, through tsx's loader in the
 * process itself so its CPU time can be read) on 127.0.0.1 and a free port, and resolves once it
 * listens. Extra flags go to the server.
 */
export async function startMockServer(
  root: string,
  scenario: string,
  extraArgs: string[] = [],
  nodeArgs: string[] = [],
): Promise<MockServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '--import',
      'tsx',
      'scripts/mock-server.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--scenario',
      scenario,
      ...extraArgs,
    ],
    {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
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
    cpuMs: () => cpuMsOf(child.pid!),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
