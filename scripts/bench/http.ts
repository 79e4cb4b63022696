/**
 * The bench's HTTP section: the mock server (`scripts/mock-server.ts`, as `npm run mock-server`
 * runs it) started on 127.0.0.1 and a free port per scenario, signed in as the demo admin, and the
 * list calls the app makes most driven by a bounded closed loop of concurrent clients.
 */
import { DEMO_ADMIN, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { runLoad, type WriteRequest } from './http-load';
import { startMockServer } from './http-server';
import type { LoadFigures } from './http-stats';

export type HttpScenario = 'demo' | 'large';
export type HttpCallId =
  | 'employees50'
  | 'employees1000'
  | 'participants50'
  | 'participantsWithWrites'
  | 'participants1000'
  | 'teams'
  | 'users';

interface CallSpec {
  id: HttpCallId;
  label: string;
  /** The i-th request's path: pages walk through the list (a new page each time) and wrap. */
  path(i: number, facts: ScenarioFacts): string;
  /** Measured requests; the run also stops after `maxMs`. */
  requests: number;
  /** Warm-up requests: every page once (the steady state of a server whose data did not change). */
  warmup(facts: ScenarioFacts): number;
  /** Every `writeEvery`-th request is an employee's write instead (a busy server's mix). */
  writeEvery?: number;
}

interface ScenarioFacts {
  employees: number;
  cycleId: string;
  participants: number;
}

/** Pages of `size` it takes to show `total` rows (at least one). */
export function pageCount(size: number, total: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Pages of `size` walking through `total` rows: offset 0, size, 2·size… and back to 0. */
export function pageOffset(i: number, size: number, total: number): number {
  return (i % pageCount(size, total)) * size;
}

export const HTTP_CALLS: readonly CallSpec[] = [
  {
    id: 'employees50',
    label: 'employees, page of 50',
    path: (i, f) => `/api/employees?limit=50&offset=${pageOffset(i, 50, f.employees)}`,
    requests: 600,
    warmup: (f) => pageCount(50, f.employees),
  },
  {
    id: 'employees1000',
    label: 'employees, page of 1,000',
    path: (i, f) => `/api/employees?limit=1000&offset=${pageOffset(i, 1000, f.employees)}`,
    requests: 160,
    warmup: (f) => pageCount(1000, f.employees),
  },
  {
    id: 'participants50',
    label: 'cycle participants, page of 50',
    path: (i, f) =>
      `/api/review-cycles/${f.cycleId}/participants?limit=50&offset=${pageOffset(i, 50, f.participants)}`,
    requests: 600,
    warmup: (f) => pageCount(50, f.participants),
  },
  {
    // A write must not slow reads of tables it did not change: the read-only run above is its
    // baseline (the budget: at least half its throughput).
    id: 'participantsWithWrites',
    label: 'the same, 1 call in 14 an employee saving table columns',
    path: (i, f) =>
      `/api/review-cycles/${f.cycleId}/participants?limit=50&offset=${pageOffset(i, 50, f.participants)}`,
    requests: 600,
    warmup: (f) => pageCount(50, f.participants),
    writeEvery: 14,
  },
  {
    id: 'participants1000',
    label: 'cycle participants, page of 1,000',
    path: (i, f) =>
      `/api/review-cycles/${f.cycleId}/participants?limit=1000&offset=${pageOffset(i, 1000, f.participants)}`,
    requests: 160,
    warmup: (f) => pageCount(1000, f.participants),
  },
  {
    id: 'teams',
    label: 'teams (every member)',
    path: () => '/api/teams',
    requests: 48,
    warmup: () => 2,
  },
  {
    id: 'users',
    label: 'users (bare array)',
    path: () => '/api/users',
    requests: 48,
    warmup: () => 2,
  },
];

/** The throughput of a read run with writes mixed in, as a share of the same reads alone. */
export function writesOverReads(
  mixed: { rps: number } | undefined,
  readOnly: { rps: number } | undefined,
): number | null {
  return mixed && readOnly && readOnly.rps > 0 ? mixed.rps / readOnly.rps : null;
}

export interface HttpScenarioReport {
  /** The server's own start-up figure ("seeded in N ms"). */
  seededMs: number;
  employees: number;
  participants: number;
  calls: Partial<Record<HttpCallId, HttpCallFigures>>;
}

/**
 * A call's run, with the server's CPU time per request: unlike latencies it hardly moves with the
 * load other processes put on the machine (it does include the deferred contract checks).
 */
export interface HttpCallFigures extends LoadFigures {
  serverCpuMsPerRequest: number;
}

export interface HttpReport {
  concurrency: number;
  /** Where the server ran from (another checkout with `--http-server-root`). */
  serverRoot: string;
  scenarios: Partial<Record<HttpScenario, HttpScenarioReport>>;
}

export interface HttpOptions {
  scenarios: readonly HttpScenario[];
  concurrency: number;
  /** Multiplies every call's request count (e.g. 0.25 for a quick look). */
  scale: number;
  /** Per call, a run never lasts longer than this. */
  maxMs: number;
  serverRoot: string;
  log?: (line: string) => void;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json();
}

async function signIn(origin: string, account = DEMO_ADMIN): Promise<string> {
  const body = (await json(
    await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
  )) as { token: string };
  return body.token;
}

/** The employees count and the cycle with the most participants (the table the app pages). */
async function readFacts(origin: string, headers: Record<string, string>): Promise<ScenarioFacts> {
  const total = async (path: string) =>
    ((await json(await fetch(`${origin}${path}`, { headers }))) as { total: number }).total;
  const cycles = (await json(await fetch(`${origin}/api/review-cycles`, { headers }))) as {
    data: { id: string }[];
  };
  let best = { cycleId: '', participants: -1 };
  for (const { id } of cycles.data) {
    const participants = await total(`/api/review-cycles/${id}/participants?limit=1`);
    if (participants > best.participants) best = { cycleId: id, participants };
  }
  return { employees: await total('/api/employees?limit=1'), ...best };
}

/**
 * The employee's save of their participants-table columns, toggling one column so every save
 * changes something (as a user would).
 */
async function columnPreferenceWrite(origin: string): Promise<(i: number) => WriteRequest> {
  const token = await signIn(origin, DEMO_EMPLOYEE);
  const url = `${origin}/api/user/preferences/table-columns/participants`;
  const { columns } = (await json(
    await fetch(url, { headers: { authorization: `Bearer ${token}` } }),
  )) as { columns: { key: string; label: string; visible: boolean; order: number }[] };
  return (i) => ({
    url,
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      columns: columns.map((c, n) =>
        n === columns.length - 1 ? { ...c, visible: i % 2 === 0 } : c,
      ),
    }),
    expectStatus: 200,
  });
}

export async function measureHttp(options: HttpOptions): Promise<HttpReport> {
  const log = options.log ?? (() => {});
  const report: HttpReport = {
    concurrency: options.concurrency,
    serverRoot: options.serverRoot,
    scenarios: {},
  };
  for (const scenario of options.scenarios) {
    const server = await startMockServer(options.serverRoot, scenario);
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin)}` };
      const facts = await readFacts(server.origin, headers);
      const columnsWrite = await columnPreferenceWrite(server.origin);
      const calls: HttpScenarioReport['calls'] = {};
      for (const call of HTTP_CALLS) {
        const url = (i: number) => `${server.origin}${call.path(i, facts)}`;
        // Warm-up, every page once: validators compiled, code optimized and rows built, as on a
        // server that has answered its lists since the data last changed.
        const warmup = call.warmup(facts);
        await runLoad({ url, headers, concurrency: 4, requests: warmup, maxMs: options.maxMs });
        const requests = Math.max(options.concurrency, Math.round(call.requests * options.scale));
        const cpuBefore = server.cpuMs();
        const every = call.writeEvery;
        const load = await runLoad({
          url,
          headers,
          concurrency: options.concurrency,
          requests,
          maxMs: options.maxMs,
          write: every ? (i) => (i % every === every - 1 ? columnsWrite(i) : null) : undefined,
        });
        // Deferred contract checks of the last answers run after them: let them finish.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const cpuMs = server.cpuMs() - cpuBefore;
        const figures = { ...load, serverCpuMsPerRequest: cpuMs / Math.max(1, load.requests) };
        calls[call.id] = figures;
        log(
          `[bench] http ${scenario} ${call.label}: ${figures.rps.toFixed(0)}/s, ` +
            `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
            `server CPU ${figures.serverCpuMsPerRequest.toFixed(1)} ms a request` +
            (figures.errors ? `, ${figures.errors} errors` : ''),
        );
      }
      report.scenarios[scenario] = {
        seededMs: server.seededMs,
        employees: facts.employees,
        participants: facts.participants,
        calls,
      };
    } finally {
      await server.close();
    }
  }
  return report;
}
