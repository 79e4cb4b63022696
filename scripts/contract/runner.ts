import generatedContract from '@/api/openapi.gen.json';
import { createContract, type Operation } from '@mocks/http/create-contract';
import {
  CALLERS,
  ROLE_MATRIX,
  type Caller,
  type Expected,
  type MatrixRow,
  type OperationId,
} from './role-matrix';
import { httpLayerChecks, watchApiHeaders } from './checks/hardening';
import { FIXTURES, type Probe } from './fixtures';
import { FUZZ_CATEGORIES, OperationFuzz, readOf, type FuzzResult, type FuzzSettings } from './fuzz';
import type { ApiRequest, ApiResponse, Transport } from './http';
import { invalidBodies, invalidQueries } from './invalid';
import { SEQUENCE_SETS } from './sequence-sets';
import { FixtureError, World, type Accounts, type Who } from './world';

/**
 * The contract suite: for every operation of `openapi.yaml`, every cell of the role matrix
 * (`scripts/contract/role-matrix.ts`) against a real server, with each answer checked against the contract
 * (documented status, body schema), plus bad/revoked/expired tokens → 401, another
 * organization's admin → 404 or isolation, invalid bodies and queries → 400 with the Error shape,
 * and stateful checks (a deleted record is gone, a created one reads back, a role does not change).
 */

const DOC = generatedContract as unknown as Record<string, unknown>;
const contract = createContract(DOC);

/** The columns of a result line. */
/**
 * `visibility`: a response carries a field the caller may not see (pay of others, drafts, budgets);
 * `duties`: approvals (separation of duties, step order, the chain restarting after a change of
 * amount); `version`: a write with a stale version is refused and changes nothing; `http`: the
 * HTTP layer (API headers on every answer; with `httpLayer`: methods, malformed targets, body
 * limits); `auth`: sign-in throttling and equal failures, the forced password change, sessions revoked by a password change.
 */
export const CATEGORIES = [
  '2xx',
  '401',
  '403',
  '404',
  '400',
  'org',
  'state',
  'visibility',
  'duties',
  'version',
  'http',
  'auth',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Check {
  category: Category;
  /** What was sent, e.g. `manager → otherTeam`. */
  label: string;
  ok: boolean;
  /** Why it failed. */
  detail?: string;
}

export interface OperationResult {
  operationId: string;
  checks: Check[];
  passed: boolean;
}

export interface RunResult {
  operations: OperationResult[];
  passed: number;
  failed: number;
  checks: number;
  failedChecks: number;
  matrixCells: number;
  ms: number;
  /** Records the suite created and could not delete. */
  leftovers: string[];
  /** The generated requests per operation (empty without `fuzz`). */
  fuzz: FuzzResult[];
}

export interface RunOptions {
  transport: Transport;
  accounts: Accounts;
  /** A token whose session has expired (the server's clock cannot be moved from outside). */
  expiredToken?: string;
  /** Only these operationIds (default: all of the contract). */
  only?: readonly string[];
  /** Receives each output line (default: none). */
  log?: (line: string) => void;
  runId?: string;
  /** A world already discovered (tests that reset the server between runs reuse it). */
  world?: World;
  /** Generated requests per operation (fuzz.ts); absent: none. */
  fuzz?: FuzzSettings;
  /** The server's address for the raw HTTP probes (checks/hardening.ts); absent: not run. */
  httpLayer?: { baseUrl: string; timeoutMs?: number };
}

const is2xx = (status: number) => status >= 200 && status < 300;
const BAD_TOKEN = 'contract-suite-not-a-token';

/** Deletes and sign-outs go last: they must not take away what other checks read. */
function runOrder(operations: Operation[]): Operation[] {
  const last = (op: Operation) =>
    op.method === 'delete' || op.operationId === 'revertStage' ? 1 : 0;
  return [...operations].sort((a, b) => last(a) - last(b));
}

function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new FixtureError(`No value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

function describe(response: ApiResponse): string {
  const text = response.text.length > 160 ? `${response.text.slice(0, 160)}…` : response.text;
  return `${response.status}${text ? ` ${text}` : ''}`;
}

/**
 * What a caller of the other organization gets: `denied` is 403 or 404 (refused without saying
 * whether the record exists), `refused` 400 or 404, `isolated` 2xx naming none of this
 * organization's records.
 */
type CellExpected = Expected | 'denied' | 'refused' | 'isolated';

function otherOrgExpected(
  row: MatrixRow,
  caller: 'employee' | 'manager' | 'otherManager',
): CellExpected {
  const base = row.expect[caller];
  if (base === 401) return 401;
  if (base === 403)
    return row.crossOrg === null || row.crossOrg === 'ok' || row.crossOrg === 'isolated'
      ? 403
      : 'denied';
  switch (row.crossOrg) {
    case null:
    case 'ok':
      return base;
    case 404:
      return 404;
    case 'isolated':
      return 'isolated';
    default:
      return 'refused';
  }
}

function judgeCell(
  expected: CellExpected,
  response: ApiResponse,
  orgIds: Set<string>,
): string | null {
  const got = () =>
    `expected ${expected === 'ok' || expected === 'isolated' ? '2xx' : expected}, got ${describe(response)}`;
  switch (expected) {
    case 'denied':
      return response.status === 403 || response.status === 404 ? null : got();
    case 'refused':
      return response.status === 400 || response.status === 404 ? null : got();
    case 'isolated': {
      if (!is2xx(response.status)) return got();
      const leaked = [...orgIds].filter((id) => response.text.includes(JSON.stringify(id)));
      return leaked.length
        ? `answer names records of the other organization: ${leaked.slice(0, 5).join(', ')}`
        : null;
    }
    default:
      return matches(expected, response.status) ? null : got();
  }
}

function matches(expected: Expected, status: number): boolean {
  return expected === 'ok' ? is2xx(status) : status === expected;
}

/** The contract's verdict on a response: undocumented status, wrong body. */
function contractProblems(operation: Operation, response: ApiResponse): string | null {
  const details = contract.validateResponse(operation, response.status, response.body);
  if (response.text && !/json/i.test(response.contentType) && response.status !== 204) {
    details.push({
      field: 'content-type',
      message: `${response.contentType || 'none'} is not JSON`,
    });
  }
  return details.length
    ? `answer ${response.status} breaks the contract: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`
    : null;
}

/** The error shape of a 400: `error` and a non-empty `details` list. */
function errorShapeProblem(response: ApiResponse): string | null {
  const body = response.body as { error?: unknown; details?: unknown } | undefined;
  if (typeof body?.error !== 'string' || !body.error) return 'the 400 has no error message';
  if (!Array.isArray(body.details) || body.details.length === 0) return 'the 400 lists no details';
  return null;
}

class OperationRun {
  readonly checks: Check[] = [];
  constructor(
    readonly world: World,
    readonly operation: Operation,
  ) {}

  record(category: Category, label: string, problem: string | null): void {
    this.checks.push(
      problem ? { category, label, ok: false, detail: problem } : { category, label, ok: true },
    );
  }

  async probe(who: Who, row: MatrixRow): Promise<Probe> {
    const fixture = FIXTURES[this.operation.operationId as OperationId] as
      (typeof FIXTURES)[OperationId] | undefined;
    if (!fixture) throw new FixtureError('no fixture in scripts/contract/fixtures.ts');
    return fixture(this.world, who, row.target);
  }

  request(probe: Probe, token: string | null, extra: Partial<ApiRequest> = {}): ApiRequest {
    return {
      method: this.operation.method,
      path: fillPath(this.operation.pathTemplate, probe.params),
      query: probe.query,
      body: probe.body,
      token,
      ...extra,
    };
  }

  async send(
    probe: Probe,
    token: string | null,
    extra?: Partial<ApiRequest>,
  ): Promise<ApiResponse> {
    const response = await this.world.send(this.request(probe, token, extra));
    await probe.cleanup?.(response);
    return response;
  }

  /** A cell of the matrix. */
  async cell(row: MatrixRow, caller: Caller): Promise<void> {
    const expected = row.expect[caller];
    const category: Category = expected === 'ok' ? '2xx' : (String(expected) as Category);
    const label = `${caller} → ${row.target}`;
    try {
      const probe = await this.probe(caller, row);
      const token = caller === 'anonymous' ? null : (probe.token ?? this.world.tokens[caller]);
      const response = await this.world.send(this.request(probe, token));
      let problem = matches(expected, response.status)
        ? contractProblems(this.operation, response)
        : `expected ${expected === 'ok' ? '2xx' : expected}, got ${describe(response)}`;
      if (!problem && expected !== 'ok' && response.status === 400)
        problem = errorShapeProblem(response);
      this.record(category, label, problem);
      if (probe.verify && is2xx(response.status)) {
        this.record('state', `${label} afterwards`, await probe.verify(response));
      }
      await probe.cleanup?.(response);
    } catch (error) {
      this.record(category, label, `fixture failed: ${(error as Error).message}`);
    }
  }

  /**
   * Bad, revoked, archived (and expired) tokens of the suite's organization: 401 on a protected
   * operation, the anonymous answer on a public one.
   */
  async tokens(row: MatrixRow, expiredToken?: string): Promise<number> {
    const tokens: [string, string][] = [
      ['a malformed token', BAD_TOKEN],
      ['a revoked token', this.world.revokedToken],
      ["an archived user's token", this.world.archivedToken],
    ];
    if (expiredToken) tokens.push(['an expired token', expiredToken]);
    const expected: Expected = this.operation.requiresAuth ? 401 : row.expect.anonymous;
    let shared: Probe | undefined;
    for (const [what, token] of tokens) {
      const label = `${what} → ${row.target}`;
      try {
        const probe =
          expected === 'ok'
            ? await this.probe('anonymous', row)
            : (shared ??= await this.probe('admin', row));
        const response = await this.send(probe, token);
        this.record(
          expected === 'ok' ? '2xx' : '401',
          label,
          matches(expected, response.status)
            ? contractProblems(this.operation, response)
            : `expected ${expected === 'ok' ? '2xx' : expected}, got ${describe(response)}`,
        );
      } catch (error) {
        this.record('401', label, `fixture failed: ${(error as Error).message}`);
      }
    }
    return tokens.length;
  }

  /**
   * The row's request (this organization's ids) from every caller of the other organization: no
   * token, a malformed, a revoked and an archived user's token, its employee, its manager, a
   * manager of no one there, and its admin (the row's `crossOrg`). A refused write must leave the
   * record as it was (read before and after).
   */
  async otherOrganization(row: MatrixRow): Promise<number> {
    const w = this.world;
    const other = w.otherOrg;
    const tokenExpected: CellExpected = this.operation.requiresAuth ? 401 : row.expect.anonymous;
    const cells: [string, string | null, CellExpected][] = [
      ['no token', null, row.expect.anonymous],
      ['a malformed token', `${BAD_TOKEN}-other`, tokenExpected],
      ['a revoked token', other.revokedToken, tokenExpected],
      ["an archived user's token", other.archivedToken, tokenExpected],
      ['employee', other.tokens.employee, otherOrgExpected(row, 'employee')],
      ['manager of a team', other.tokens.manager, otherOrgExpected(row, 'manager')],
      ['manager of no one', other.tokens.otherManager, otherOrgExpected(row, 'otherManager')],
    ];
    if (row.crossOrg === null) cells.push(['admin', w.tokens.otherAdmin, row.expect.admin]);
    const refusedOnly =
      row.crossOrg !== null &&
      row.crossOrg !== 'ok' &&
      row.crossOrg !== 'isolated' &&
      cells.every(([, , e]) => e !== 'ok');
    let shared: Probe | undefined;
    let read: ApiRequest | null = null;
    let before: ApiResponse | undefined;
    try {
      shared = await this.probe('otherAdmin', row);
      read = refusedOnly ? readOf(contract, this.operation, shared.params, w.tokens.admin) : null;
      if (read) before = await w.send(read);
    } catch (error) {
      this.record(
        'org',
        `other organization → ${row.target}`,
        `fixture failed: ${(error as Error).message}`,
      );
      return cells.length + (row.crossOrg === null ? 0 : 1);
    }
    const takesOrg = this.operation.parameters.some(
      (p) => p.in === 'query' && p.name === 'organizationId',
    );
    for (const [who, token, expected] of cells) {
      const label = `other organization's ${who} → ${row.target}`;
      const category: Category = expected === 401 ? '401' : 'org';
      try {
        const probe =
          expected === 'ok' || expected === 'isolated'
            ? await this.probe('otherAdmin', row)
            : shared;
        const query =
          expected === 'isolated' && takesOrg
            ? { ...probe.query, organizationId: w.orgId }
            : probe.query;
        const sent = token && probe.token && expected === 'ok' ? probe.token : token;
        const response = await this.send(probe, sent, { query });
        this.record(
          category,
          label,
          judgeCell(expected, response, w.orgIds) ?? contractProblems(this.operation, response),
        );
      } catch (error) {
        this.record(category, label, `fixture failed: ${(error as Error).message}`);
      }
    }
    if (row.crossOrg !== null) await this.crossOrg(row, refusedOnly ? shared : undefined);
    if (read && before) {
      const after = await w.send(read);
      this.record(
        'org',
        `replay with this organization's ids → ${row.target} changes nothing`,
        after.status === before.status && after.text === before.text
          ? null
          : `GET ${read.path} changed (${before.status} → ${after.status}${after.text === before.text ? '' : ', body differs'})`,
      );
    }
    return cells.length + (row.crossOrg === null ? 0 : 1);
  }

  /**
   * A child record through another parent (a participant of another cycle, an assignment of
   * another employee): 404.
   */
  async wrongParent(row: MatrixRow): Promise<void> {
    const names = [...this.operation.pathTemplate.matchAll(/\{([^}]+)\}/g)].map(
      (m) => m[1] as string,
    );
    if (names.length < 2 || row.expect.admin !== 'ok') return;
    const last = names[names.length - 1];
    const w = this.world;
    let probe: Probe;
    try {
      probe = await this.probe('admin', row);
      await probe.cleanup?.({ status: 0, body: undefined, text: '', contentType: '' });
    } catch (error) {
      this.record(
        '404',
        'child through another parent',
        `fixture failed: ${(error as Error).message}`,
      );
      return;
    }
    const stage = await w.stageCycle().catch(() => null);
    const alternatives: Record<string, string[]> = {
      cycleId: [w.sharedCycleId, w.otherCycleId, stage?.cycleId ?? ''],
      participantId: [
        w.participants.own,
        w.participants.report,
        w.participants.outsider,
        stage?.own ?? '',
        stage?.report ?? '',
      ],
      id: [w.reportId, w.outsiderId, w.employeeOf('employee')],
    };
    for (const name of names.slice(0, -1)) {
      // A stage belongs to the cycle, not to one participant: only the cycle is its parent.
      if (last === 'stageId' && name !== 'cycleId') continue;
      const current = probe.params?.[name];
      const swap = alternatives[name]?.find((id) => id && id !== current);
      if (!swap) continue;
      const response = await this.send(probe, w.tokens.admin, {
        path: fillPath(this.operation.pathTemplate, { ...probe.params, [name]: swap }),
      });
      this.record(
        '404',
        `${last} through another ${name}`,
        response.status === 404
          ? contractProblems(this.operation, response)
          : `expected 404, got ${describe(response)}`,
      );
    }
  }

  /** The admin of another organization sends the row's request. */
  async crossOrg(row: MatrixRow, shared?: Probe): Promise<void> {
    const expected = row.crossOrg;
    if (expected === null) return;
    const label = `other organization's admin → ${row.target}`;
    const category: Category = expected === 404 ? '404' : 'org';
    try {
      const probe = shared ?? (await this.probe('otherAdmin', row));
      const takesOrg = this.operation.parameters.some(
        (p) => p.in === 'query' && p.name === 'organizationId',
      );
      const query =
        expected === 'isolated' && takesOrg
          ? { ...probe.query, organizationId: this.world.orgId }
          : probe.query;
      const response = await this.send(probe, this.world.tokens.otherAdmin, { query });
      let problem: string | null;
      if (expected === 404) {
        problem = response.status === 404 ? null : `expected 404, got ${describe(response)}`;
      } else if (expected === 'refused') {
        problem =
          response.status === 400 || response.status === 404
            ? null
            : `expected 400 or 404, got ${describe(response)}`;
      } else {
        problem = is2xx(response.status) ? null : `expected 2xx, got ${describe(response)}`;
        if (!problem && expected === 'isolated') {
          const leaked = [...this.world.orgIds].filter((id) =>
            response.text.includes(JSON.stringify(id)),
          );
          if (leaked.length)
            problem = `answer names records of the other organization: ${leaked.slice(0, 5).join(', ')}`;
        }
      }
      this.record(
        category,
        `${label}${query?.organizationId ? ' (organizationId of the other)' : ''}`,
        problem ?? contractProblems(this.operation, response),
      );
    } catch (error) {
      this.record(category, label, `fixture failed: ${(error as Error).message}`);
    }
  }

  /** Invalid bodies and queries, sent by a caller who may make the call. */
  async invalid(row: MatrixRow): Promise<void> {
    const caller = (['admin', 'manager', 'employee', 'anonymous'] as const).find(
      (c) => row.expect[c] === 'ok',
    );
    if (!caller) return;
    const token = caller === 'anonymous' ? null : this.world.tokens[caller];
    let sample: Probe;
    try {
      sample = await this.probe(caller, row);
    } catch (error) {
      this.record('400', 'invalid input', `fixture failed: ${(error as Error).message}`);
      return;
    }
    await sample.cleanup?.({ status: 0, body: undefined, text: '', contentType: '' });
    const variants = [
      ...invalidBodies(DOC, this.operation, sample.body),
      ...invalidQueries(DOC, this.operation),
    ];
    for (const variant of variants) {
      try {
        const probe = await this.probe(caller, row);
        const extra: Partial<ApiRequest> = {};
        if ('body' in variant) extra.body = variant.body;
        if (variant.rawBody !== undefined) extra.rawBody = variant.rawBody;
        if (variant.query) extra.query = { ...probe.query, ...variant.query };
        const response = await this.send(probe, token, extra);
        const problem =
          response.status === 400
            ? (contractProblems(this.operation, response) ?? errorShapeProblem(response))
            : `expected 400, got ${describe(response)}`;
        this.record('400', `${caller} sends ${variant.label}`, problem);
      } catch (error) {
        this.record('400', variant.label, `fixture failed: ${(error as Error).message}`);
      }
    }
  }
}

function line(result: OperationResult, width: number): string {
  const marks = CATEGORIES.map((category) => {
    const checks = result.checks.filter((c) => c.category === category);
    const mark = checks.length === 0 ? '·' : checks.every((c) => c.ok) ? '✓' : '✗';
    return `${category}${mark}`;
  });
  return `${result.passed ? 'PASS' : 'FAIL'} ${result.operationId.padEnd(width)} ${marks.join(' ')}  (${result.checks.length} checks)`;
}

/** Runs the suite; resolves with the results (it never throws for a failing server). */
export async function runContract(options: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const world = options.world ?? new World(options.transport, options.accounts, options.runId);
  const operations = runOrder(
    [...contract.operations.values()].filter(
      (op) => !options.only || options.only.includes(op.operationId),
    ),
  );
  const width = Math.max(...operations.map((op) => op.operationId.length));
  const results: OperationResult[] = [];

  try {
    if (!options.world) await world.discover();
  } catch (error) {
    const detail = `setup failed: ${(error as Error).message}`;
    log(`FAIL setup: ${detail}`);
    for (const op of operations) {
      results.push({
        operationId: op.operationId,
        passed: false,
        checks: [{ category: '2xx', label: 'setup', ok: false, detail }],
      });
    }
    return summarize(results, 0, started, [], log);
  }

  let matrixCells = 0;
  for (const operation of operations) {
    const run = new OperationRun(world, operation);
    const headerWatch = watchApiHeaders(world);
    const rows = ROLE_MATRIX.filter((r) => r.operationId === operation.operationId);
    if (rows.length === 0) {
      run.record(
        '2xx',
        'role matrix',
        'the operation has no row in scripts/contract/role-matrix.ts',
      );
    }
    for (const row of rows) {
      // Refusals first: they must change nothing the allowed calls then rely on.
      const callers = [...CALLERS].sort(
        (a, b) => Number(row.expect[a] === 'ok') - Number(row.expect[b] === 'ok'),
      );
      for (const caller of callers) await run.cell(row, caller);
      matrixCells += CALLERS.length;
      matrixCells += await run.tokens(row, options.expiredToken);
      matrixCells += await run.otherOrganization(row);
    }
    if (rows[0]) await run.invalid(rows[0]);
    const parentRow = rows.find((r) => r.expect.admin === 'ok');
    if (parentRow) await run.wrongParent(parentRow);
    for (const set of SEQUENCE_SETS) {
      const sequence = set.sequences[operation.operationId];
      if (!sequence) continue;
      try {
        for (const check of await sequence(world)) {
          run.record(check.category ?? set.category, check.label, check.problem);
        }
      } catch (error) {
        run.record(set.category, set.label, `fixture failed: ${(error as Error).message}`);
      }
    }
    const headers = headerWatch.stop();
    if (headers !== undefined) run.record('http', 'API headers on every answer', headers);
    const result = {
      operationId: operation.operationId,
      checks: run.checks,
      passed: run.checks.every((c) => c.ok),
    };
    results.push(result);
    log(line(result, width));
    for (const check of result.checks.filter((c) => !c.ok)) {
      log(`    ✗ ${check.category} ${check.label}: ${check.detail}`);
    }
  }
  const fuzz: FuzzResult[] = [];
  if (options.fuzz && options.fuzz.runs > 0) {
    log(
      `Generated requests: seed ${options.fuzz.seed}, ${options.fuzz.runs} valid and ${options.fuzz.runs} invalid per operation, plus the boundary set`,
    );
    for (const operation of operations) {
      const run = new OperationFuzz(world, DOC, operation, contract, options.fuzz);
      const headerWatch = watchApiHeaders(world);
      const result = await run.run(
        ROLE_MATRIX.filter((r) => r.operationId === operation.operationId),
      );
      const headers = headerWatch.stop();
      const owner = results.find((r) => r.operationId === operation.operationId);
      if (headers && owner) {
        owner.checks.push({
          category: 'http',
          label: 'API headers on generated requests',
          ok: false,
          detail: headers,
        });
        owner.passed = false;
        log(`    ✗ http API headers on generated requests: ${headers}`);
      }
      fuzz.push(result);
      log(fuzzLine(result, width));
      for (const example of result.examples) log(`    ✗ ${example}`);
    }
  }
  // A server that died under the probes must still get a report, not a thrown fetch error.
  const leftovers = await world
    .cleanup()
    .catch((error: Error) => [`(cleanup failed: ${error.message})`]);
  // Last: an odd method must not be able to take the server down before the other checks ran.
  if (options.httpLayer) {
    const checks = await httpLayerChecks({ ...options.httpLayer, adminToken: world.tokens.admin });
    const result = { operationId: 'HTTP layer', checks, passed: checks.every((c) => c.ok) };
    results.push(result);
    log(line(result, width));
    for (const check of checks.filter((c) => !c.ok)) {
      log(`    ✗ ${check.category} ${check.label}: ${check.detail}`);
    }
  }
  return summarize(results, matrixCells, started, leftovers, log, fuzz);
}

function fuzzFailed(result: FuzzResult): number {
  return FUZZ_CATEGORIES.reduce((n, c) => n + result.violations[c], 0);
}

function fuzzLine(result: FuzzResult, width: number): string {
  const name = result.operationId.padEnd(width);
  if (result.skipped) return `FAIL ${name} not fuzzed: ${result.skipped}`;
  const counts = FUZZ_CATEGORIES.map((c) => `${c} ${result.violations[c]}`).join(' ');
  return `${fuzzFailed(result) ? 'FAIL' : 'PASS'} ${name} valid ${result.valid} (2xx ${result.validAccepted}) invalid ${result.invalid} boundary ${result.boundary} | ${counts} (${(result.ms / 1000).toFixed(1)} s)`;
}

function summarize(
  operations: OperationResult[],
  matrixCells: number,
  started: number,
  leftovers: string[],
  log: (line: string) => void,
  fuzz: FuzzResult[] = [],
): RunResult {
  const fuzzBad = new Set(
    fuzz.filter((f) => f.skipped || fuzzFailed(f) > 0).map((f) => f.operationId),
  );
  for (const op of operations) if (fuzzBad.has(op.operationId)) op.passed = false;
  const checks = operations.reduce((n, r) => n + r.checks.length, 0);
  const failedChecks = operations.reduce((n, r) => n + r.checks.filter((c) => !c.ok).length, 0);
  const passed = operations.filter((r) => r.passed).length;
  const ms = Math.round(performance.now() - started);
  if (leftovers.length) log(`Could not delete what the suite created: ${leftovers.join(', ')}`);
  log(
    `${operations.length} operations, ${matrixCells} role-matrix cells, ${checks} checks (${failedChecks} failed) in ${(ms / 1000).toFixed(1)} s`,
  );
  if (fuzz.length) {
    const sum = (pick: (f: FuzzResult) => number) => fuzz.reduce((n, f) => n + pick(f), 0);
    const totals = FUZZ_CATEGORIES.map((c) => `${c} ${sum((f) => f.violations[c])}`).join(', ');
    const skipped = fuzz.filter((f) => f.skipped).length;
    log(
      `Generated: ${sum((f) => f.valid)} valid (${sum((f) => f.validAccepted)} answered 2xx), ${sum((f) => f.invalid)} invalid, ${sum((f) => f.boundary)} boundary requests on ${fuzz.length - skipped} operations${skipped ? ` (${skipped} not fuzzed)` : ''}; violations: ${totals}`,
    );
  }
  log(`${passed} passed, ${operations.length - passed} failed`);
  return {
    fuzz,
    operations,
    passed,
    failed: operations.length - passed,
    checks,
    failedChecks,
    matrixCells,
    ms,
    leftovers,
  };
}
