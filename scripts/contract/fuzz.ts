import fc from 'fast-check';
import type { Contract, Operation } from '@mocks/http/create-contract';
import type { Caller, MatrixRow, OperationId } from './role-matrix';
import { FIXTURES, type Probe } from './fixtures';
import type { ApiRequest, ApiResponse } from './http';
import {
  at,
  bodyMutations,
  leafMutations,
  nearArb,
  resolveSchema,
  typesOf,
  valueArb,
  type Json,
} from './schema-arb';
import type { Dto, World } from './world';

/**
 * Generated requests against one operation: from the contract's schemas, fast-check
 * builds `runs` valid and `runs` invalid requests (seeded: the same seed sends the same
 * requests), plus a fixed boundary set (each limit and one past it, each required field missing,
 * wrong types, an unknown property, a value outside an enum, bad formats, malformed JSON, a wrong
 * content type, unknown methods, odd ids, very long strings, NUL bytes, missing and bad tokens).
 *
 * Valid requests start from the fixture's request (`fixtures.ts`), so they name real records.
 * What must hold, counted per operation (each target 0):
 * - `5xx`: an answer of 5xx;
 * - `status`: a status or content type the contract does not document for the operation;
 * - `schema`: a body outside the documented schema;
 * - `accepted`: an invalid request answered 2xx;
 * - `token`: a missing or bad token not answered 401;
 * - `state`: refused requests changed what the operation's read shows, a created record does not
 *   read back as sent, a deleted record answered 2xx again.
 */

export const FUZZ_CATEGORIES = ['5xx', 'status', 'schema', 'accepted', 'token', 'state'] as const;
export type FuzzCategory = (typeof FUZZ_CATEGORIES)[number];

export interface FuzzSettings {
  /** Seed of fast-check (the same seed sends the same requests). */
  seed: number;
  /** Valid and invalid generated cases per operation (each). */
  runs: number;
  /** Requests in flight at once (for cases that change nothing). */
  concurrency: number;
}

export interface FuzzResult {
  operationId: string;
  valid: number;
  invalid: number;
  boundary: number;
  /** Valid cases answered 2xx (the others were refused for reasons of state: documented 4xx). */
  validAccepted: number;
  violations: Record<FuzzCategory, number>;
  /** The first failures, for the log. */
  examples: string[];
  /** Why the operation could not be fuzzed (no fixture, no matrix row, a fixture failure). */
  skipped?: string;
  ms: number;
}

/** What an answer must be. */
type Expect =
  /** A valid request (or a valid edge): documented, in schema, no 5xx; any status. */
  | 'valid'
  /** An invalid request: not 2xx, documented, in schema. */
  | 'refused'
  /** A missing or bad token on a protected operation: 401. */
  | 'token'
  /** A method or path the contract does not have: 404 or 405, not 2xx. */
  | 'method';

interface Case {
  kind: 'valid' | 'invalid' | 'boundary';
  label: string;
  request: ApiRequest;
  expect: Expect;
}

const is2xx = (status: number) => status >= 200 && status < 300;
const NUL = 'a\u0000b';
const LONG_ID = 'x'.repeat(8000);

/** Ids in odd forms: each must answer 400 or 404, never 2xx or 5xx. */
export const ODD_IDS = [
  'x/../y',
  '../../etc/passwd',
  '{}',
  '%00',
  NUL,
  LONG_ID,
  '💥',
  ' ',
  'null',
  'undefined',
  '-1',
  '0',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '*',
];

export const MALFORMED_JSON = [
  '{"contract": ',
  '{',
  '[',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\u0000',
  '{"a":"\u0000"',
  'null null',
  '\ufeff{"a":1',
];

const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? 'missing'),
  );
}

function seedOf(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** URLs past ~16 KB are refused by HTTP servers themselves (414/431): query values stay below. */
const MAX_URL_VALUE = 8000;

function queryString(value: unknown): string {
  let text: string;
  if (Array.isArray(value)) text = value.map(String).join(',');
  else if (value === null) text = 'null';
  else text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.slice(0, MAX_URL_VALUE);
}

/** The caller who may make the call (the fuzz sends as them), and the row it comes from. */
function fuzzCaller(rows: readonly MatrixRow[]): { who: Caller; row: MatrixRow } | null {
  for (const row of rows) {
    // Own-record calls run as the suite's throwaway manager: a changed email or name is theirs.
    if (
      (row.target === 'self' || row.target === 'roleEscalation') &&
      row.expect.otherManager === 'ok'
    )
      return { who: 'otherManager', row };
    const who = (['admin', 'manager', 'employee', 'anonymous'] as const).find(
      (c) => row.expect[c] === 'ok',
    );
    if (who) return { who, row };
  }
  return null;
}

function primitives(record: unknown): Json {
  if (!record || typeof record !== 'object') return {};
  return Object.fromEntries(
    Object.entries(record as Json).filter(([, v]) => v === null || typeof v !== 'object'),
  );
}

/** Primitive fields of `sent` that `record` carries with another value. */
export function readBackProblems(sent: unknown, record: unknown): string[] {
  if (!sent || typeof sent !== 'object' || !record || typeof record !== 'object') return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(sent as Json)) {
    const got = (record as Json)[key];
    if (got === undefined || value === null || typeof value === 'object') continue;
    if (got === null && value === '') continue;
    if (typeof got === 'object' && got !== null) continue;
    if (value === got) continue;
    if (value === '' && got === null) continue;
    if (typeof value === 'string' && typeof got === 'string') {
      if (value.trim() === got.trim()) continue;
      if (/email/i.test(key) && value.trim().toLowerCase() === got.toLowerCase()) continue;
    }
    if (typeof value === 'number' && typeof got === 'number' && Math.abs(value - got) < 0.006)
      continue;
    problems.push(
      `${key}: sent ${JSON.stringify(value)?.slice(0, 60)}, read ${JSON.stringify(got)?.slice(0, 60)}`,
    );
  }
  return problems;
}

export class OperationFuzz {
  readonly violations = Object.fromEntries(FUZZ_CATEGORIES.map((c) => [c, 0])) as Record<
    FuzzCategory,
    number
  >;
  readonly examples: string[] = [];
  counts = { valid: 0, invalid: 0, boundary: 0, validAccepted: 0 };
  private deleted = false;

  constructor(
    readonly world: World,
    readonly doc: Json,
    readonly operation: Operation,
    readonly contract: Contract,
    readonly settings: FuzzSettings,
  ) {
    this.operations = [...contract.operations.values()];
  }

  readonly operations: readonly Operation[];

  /** Methods no operation of the contract answers on the operation's (filled) path. */
  private unknownMethods(probe: Probe): string[] {
    const path = pathOf(this.operation.pathTemplate, probe.params);
    return METHODS.filter((m) => !this.contract.findOperation(m, path));
  }

  private fail(category: FuzzCategory, label: string, detail: string): void {
    this.violations[category] += 1;
    if (this.examples.length < 8) this.examples.push(`${category} ${label}: ${detail}`);
  }

  private describe(response: ApiResponse): string {
    const text = response.text.length > 140 ? `${response.text.slice(0, 140)}…` : response.text;
    return `${response.status}${text ? ` ${text}` : ''}`;
  }

  /** Checks one answer against what the case expects. */
  judge(c: Case, response: ApiResponse): void {
    const label = `${c.kind} ${c.label}`;
    if (response.status >= 500) {
      this.fail('5xx', label, this.describe(response));
      return;
    }
    if (c.expect === 'method') {
      if (is2xx(response.status)) this.fail('accepted', label, this.describe(response));
      else if (response.status !== 404 && response.status !== 405)
        this.fail('status', label, `expected 404 or 405, got ${this.describe(response)}`);
      return;
    }
    if (c.expect === 'token' && response.status !== 401) {
      this.fail('token', label, `expected 401, got ${this.describe(response)}`);
      return;
    }
    if (c.expect === 'refused' && is2xx(response.status)) {
      this.fail('accepted', label, this.describe(response));
      return;
    }
    if (response.text && response.status !== 204 && !/json/i.test(response.contentType)) {
      this.fail('status', label, `content type ${response.contentType || 'none'} is not JSON`);
      return;
    }
    const details = this.contract.validateResponse(this.operation, response.status, response.body);
    const undocumented = details.find((d) => d.field === 'status');
    if (undocumented) this.fail('status', label, undocumented.message);
    else if (details.length)
      this.fail(
        'schema',
        label,
        `${response.status}: ${details
          .slice(0, 3)
          .map((d) => `${d.field}: ${d.message}`)
          .join('; ')}`,
      );
  }

  private get bodySchema(): unknown {
    const pointer = this.operation.requestBody?.schemaPointer;
    return pointer ? at(this.doc, pointer) : undefined;
  }

  private queryParams() {
    return this.operation.parameters.filter((p) => p.in === 'query' && p.schemaPointer);
  }

  private pathParams() {
    return this.operation.parameters.filter((p) => p.in === 'path');
  }

  /** The request of a probe with `body` and `query` replaced. */
  private request(probe: Probe, token: string | null, parts: Partial<ApiRequest>): ApiRequest {
    return {
      method: this.operation.method,
      path: pathOf(this.operation.pathTemplate, probe.params),
      query: probe.query,
      body: probe.body,
      token,
      ...parts,
    };
  }

  private validArb(probe: Probe): fc.Arbitrary<{ body: unknown; query?: Record<string, string> }> {
    const schema = this.bodySchema;
    let body: fc.Arbitrary<unknown> = fc.constant(probe.body);
    if (schema) {
      body = nearArb(this.doc, schema, probe.body);
      if (!this.operation.requestBody?.required && probe.body === undefined)
        body = fc.option(body, { nil: undefined, freq: 3 });
    }
    const model: Record<string, fc.Arbitrary<string | undefined>> = {};
    for (const param of this.queryParams()) {
      const generated = valueArb(this.doc, at(this.doc, param.schemaPointer as string)).map(
        queryString,
      );
      const sample = probe.query?.[param.name];
      model[param.name] =
        sample !== undefined
          ? fc.oneof({ arbitrary: fc.constant(sample), weight: 2 }, generated)
          : fc.option(generated, { nil: undefined, freq: 2 });
    }
    const query = fc.record(model).map((q) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = v;
      return Object.keys(out).length ? out : undefined;
    });
    return fc.record({ body, query });
  }

  /** Ways of making a valid request invalid, each a function of the valid parts and a number. */
  private mutators(
    probe: Probe,
    token: string | null,
  ): ((valid: { body: unknown; query?: Record<string, string> }, pick: number) => Case)[] {
    const op = this.operation;
    const out: ((v: { body: unknown; query?: Record<string, string> }, p: number) => Case)[] = [];
    const schema = this.bodySchema;
    const invalid = (
      label: string,
      parts: Partial<ApiRequest>,
      expect: Expect = 'refused',
    ): Case => ({
      kind: 'invalid',
      label,
      expect,
      request: this.request(probe, token, parts),
    });
    if (schema) {
      for (const m of bodyMutations(this.doc, schema)) {
        out.push((v, p) => invalid(m.label, { body: m.apply(v.body, p), query: v.query }));
      }
      out.push((v, p) =>
        invalid('malformed JSON', {
          rawBody: MALFORMED_JSON[p % MALFORMED_JSON.length],
          query: v.query,
        }),
      );
      out.push((v, p) =>
        invalid('a wrong content type', {
          rawBody: JSON.stringify(v.body ?? {}),
          contentType: WRONG_CONTENT_TYPES[p % WRONG_CONTENT_TYPES.length],
          query: v.query,
        }),
      );
    }
    for (const param of this.queryParams()) {
      for (const leaf of leafMutations(this.doc, at(this.doc, param.schemaPointer as string))) {
        if (leaf.label === 'a wrong type') {
          // Query values are strings: only a number or boolean parameter has a wrong type.
          const types = typesOf(
            this.doc,
            resolveSchema(this.doc, at(this.doc, param.schemaPointer as string)),
          );
          if (types.includes('string')) continue;
        }
        out.push((v, p) =>
          invalid(`query ${param.name}: ${leaf.label}`, {
            body: v.body,
            query: { ...v.query, [param.name]: queryString(leaf.value(p)) },
          }),
        );
      }
    }
    for (const param of this.pathParams()) {
      out.push((v, p) => {
        const odd = ODD_IDS[p % ODD_IDS.length] as string;
        return invalid(`path ${param.name} = ${JSON.stringify(odd.slice(0, 20))}`, {
          path: pathOf(op.pathTemplate, { ...probe.params, [param.name]: odd }),
          body: v.body,
          query: v.query,
        });
      });
    }
    if (op.requiresAuth) {
      out.push((v) => invalid('no token', { body: v.body, query: v.query, token: null }, 'token'));
      out.push((v, p) =>
        invalid(
          'a bad token',
          {
            body: v.body,
            query: v.query,
            token: null,
            headers: { Authorization: badAuthorization(p, token) },
          },
          'token',
        ),
      );
    }
    const others = this.unknownMethods(probe);
    if (others.length) {
      out.push((v, p) => ({
        ...invalid(
          `unknown method ${others[p % others.length]?.toUpperCase()}`,
          { query: v.query },
          'method',
        ),
        request: {
          ...this.request(probe, token, {}),
          method: others[p % others.length] as string,
          body: undefined,
        },
      }));
    }
    return out;
  }

  /** The fixed boundary set. */
  private boundary(probe: Probe, token: string | null): Case[] {
    const op = this.operation;
    const cases: Case[] = [];
    const add = (label: string, parts: Partial<ApiRequest>, expect: Expect) =>
      cases.push({ kind: 'boundary', label, expect, request: this.request(probe, token, parts) });
    const schema = this.bodySchema;
    if (schema) {
      const sample = probe.body;
      for (const m of bodyMutations(this.doc, schema))
        add(m.label, { body: m.apply(sample, 0) }, 'refused');
      for (const text of MALFORMED_JSON)
        add(`malformed JSON ${JSON.stringify(text)}`, { rawBody: text }, 'refused');
      for (const type of WRONG_CONTENT_TYPES)
        add(
          `content type ${type}`,
          { rawBody: JSON.stringify(sample ?? {}), contentType: type },
          'refused',
        );
      if (op.requestBody?.required) add('no body', { body: undefined }, 'refused');
      const resolved = resolveSchema(this.doc, schema);
      const base =
        sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Json) : {};
      for (const [key, sub] of Object.entries((resolved.properties ?? {}) as Json)) {
        const prop = resolveSchema(this.doc, sub);
        if (prop.readOnly === true) continue;
        const types = typesOf(this.doc, prop);
        if (types.includes('string') && !prop.enum && !prop.format && !prop.pattern) {
          if (typeof prop.maxLength === 'number') {
            add(
              `${key} at maxLength (${prop.maxLength})`,
              { body: { ...base, [key]: 'm'.repeat(prop.maxLength) } },
              'valid',
            );
            add(
              `${key} at maxLength-1`,
              { body: { ...base, [key]: 'm'.repeat(Math.max(0, prop.maxLength - 1)) } },
              'valid',
            );
          }
          if (typeof prop.minLength === 'number')
            add(
              `${key} at minLength (${prop.minLength})`,
              { body: { ...base, [key]: 'n'.repeat(prop.minLength) } },
              'valid',
            );
          // Text fields: control and invisible formatting characters are refused everywhere.
          add(`${key} with a NUL byte`, { body: { ...base, [key]: NUL } }, 'refused');
          add(
            `${key} with a bidi override`,
            { body: { ...base, [key]: 'total\u202e0001' } },
            'refused',
          );
          add(
            `${key} with markup and emoji`,
            { body: { ...base, [key]: '<img src=x onerror=alert(1)>💥👩‍💻' } },
            'valid',
          );
        }
        if (types.includes('number') || types.includes('integer')) {
          if (typeof prop.minimum === 'number')
            add(
              `${key} at minimum (${prop.minimum})`,
              { body: { ...base, [key]: prop.minimum } },
              'valid',
            );
          if (typeof prop.maximum === 'number')
            add(
              `${key} at maximum (${prop.maximum})`,
              { body: { ...base, [key]: prop.maximum } },
              'valid',
            );
          // Past a documented maximum 1e308 must be refused (amount limits).
          const bounded = typeof prop.maximum === 'number' && prop.maximum < 1e308;
          add(`${key} huge`, { body: { ...base, [key]: 1e308 } }, bounded ? 'refused' : 'valid');
        }
      }
    }
    for (const param of this.queryParams()) {
      const pschema = resolveSchema(this.doc, at(this.doc, param.schemaPointer as string));
      const types = typesOf(this.doc, pschema);
      for (const leaf of leafMutations(this.doc, pschema)) {
        if (leaf.label === 'a wrong type' && types.includes('string')) continue;
        add(
          `query ${param.name}: ${leaf.label}`,
          { query: { ...probe.query, [param.name]: queryString(leaf.value(0)) } },
          'refused',
        );
      }
      if (typeof pschema.minimum === 'number')
        add(
          `query ${param.name} at minimum`,
          { query: { ...probe.query, [param.name]: String(pschema.minimum) } },
          'valid',
        );
      if (typeof pschema.maximum === 'number')
        add(
          `query ${param.name} at maximum`,
          { query: { ...probe.query, [param.name]: String(pschema.maximum) } },
          'valid',
        );
      if (types.includes('string') && !pschema.enum)
        add(
          `query ${param.name} with a NUL byte`,
          { query: { ...probe.query, [param.name]: NUL } },
          'refused',
        );
    }
    for (const param of this.pathParams()) {
      for (const odd of ODD_IDS)
        add(
          `path ${param.name} = ${JSON.stringify(odd.slice(0, 20))}`,
          { path: pathOf(op.pathTemplate, { ...probe.params, [param.name]: odd }) },
          'refused',
        );
    }
    if (op.requiresAuth) {
      add('no token', { token: null }, 'token');
      for (let i = 0; i < BAD_AUTHORIZATION.length + 2; i += 1)
        add(
          `bad token #${i + 1}`,
          { token: null, headers: { Authorization: badAuthorization(i, token) } },
          'token',
        );
    }
    for (const method of this.unknownMethods(probe)) {
      cases.push({
        kind: 'boundary',
        label: `unknown method ${method.toUpperCase()}`,
        expect: 'method',
        request: { ...this.request(probe, token, {}), method, body: undefined },
      });
    }
    cases.push({
      kind: 'boundary',
      label: 'a path one segment longer',
      expect: 'method',
      request: {
        ...this.request(probe, token, {}),
        path: `${pathOf(op.pathTemplate, probe.params)}/contract-extra`,
      },
    });
    return cases;
  }

  private readOf(probe: Probe): ApiRequest | null {
    return readOf(this.contract, this.operation, probe.params, this.world.tokens.admin);
  }

  /** The read-back of a created record, when the contract has a GET for it. */
  private async readBack(c: Case, response: ApiResponse): Promise<void> {
    const op = this.operation;
    const body = response.body as Dto;
    const record = body?.data && !Array.isArray(body.data) ? body.data : body;
    const id = record?.id;
    if (typeof id !== 'string') return;
    const itemTemplate = this.operations.find(
      (o) =>
        o.method === 'delete' &&
        o.pathTemplate.startsWith(`${op.pathTemplate}/{`) &&
        o.pathTemplate.split('/').length === op.pathTemplate.split('/').length + 1,
    )?.pathTemplate;
    if (itemTemplate) {
      const name = /\{([^}]+)\}$/.exec(itemTemplate)?.[1] as string;
      this.world.track(pathOf(itemTemplate, { ...this.probeParams, [name]: id }), op.operationId);
    }
    const sent = this.sampleFields(c.request.body);
    const answered = readBackProblems(sent, record);
    if (answered.length)
      this.fail(
        'state',
        `${c.kind} ${c.label}`,
        `the answer differs from what was sent: ${answered.join('; ')}`,
      );
    const getTemplate = this.operations.find(
      (o) => o.method === 'get' && o.pathTemplate === itemTemplate,
    )?.pathTemplate;
    if (!getTemplate) return;
    const name = /\{([^}]+)\}$/.exec(getTemplate)?.[1] as string;
    const read = await this.world.send({
      method: 'get',
      path: pathOf(getTemplate, { ...this.probeParams, [name]: id }),
      token: this.world.tokens.admin,
    });
    const readBody = read.body as Dto;
    const readRecord = readBody?.data ?? readBody;
    const problems =
      read.status === 200
        ? [
            ...readBackProblems(sent, readRecord),
            ...readBackProblems(primitives(record), readRecord),
          ]
        : [`GET answered ${read.status}`];
    if (problems.length)
      this.fail(
        'state',
        `${c.kind} ${c.label}`,
        `the created record does not read back as sent: ${problems.join('; ')}`,
      );
  }

  private probeParams: Record<string, string> = {};
  private sampleKeys = new Set<string>();

  /** The fields of a sent body that the fixture's request also sends (what a create stores as is). */
  private sampleFields(body: unknown): Json {
    if (!body || typeof body !== 'object') return {};
    // Strings (names, descriptions, emails) are stored as sent; numbers may depend on other
    // fields (a metric's range only with a numeric scale), so they are compared GET to answer.
    return Object.fromEntries(
      Object.entries(body as Json).filter(
        ([k, v]) => this.sampleKeys.has(k) && typeof v === 'string',
      ),
    );
  }

  private async send(c: Case, probe: Probe): Promise<void> {
    let response: ApiResponse;
    try {
      response = await this.world.send(c.request);
    } catch (error) {
      this.fail('5xx', `${c.kind} ${c.label}`, `request failed: ${(error as Error).message}`);
      return;
    }
    this.judge(c, response);
    if (c.expect === 'valid' && is2xx(response.status)) {
      if (c.kind === 'valid') this.counts.validAccepted += 1;
      if (this.operation.method === 'delete') {
        if (this.deleted)
          this.fail(
            'state',
            `${c.kind} ${c.label}`,
            'a deleted record was deleted again (2xx, not 404)',
          );
        this.deleted = true;
      }
      if (this.operation.method === 'post' && response.status === 201)
        await this.readBack(c, response);
    }
    if (is2xx(response.status)) await probe.cleanup?.(response);
  }

  async run(rows: readonly MatrixRow[]): Promise<FuzzResult> {
    const op = this.operation;
    const started = performance.now();
    const result = (skipped?: string): FuzzResult => ({
      ms: Math.round(performance.now() - started),
      operationId: op.operationId,
      ...this.counts,
      violations: this.violations,
      examples: this.examples,
      ...(skipped ? { skipped } : {}),
    });
    const fixture = FIXTURES[op.operationId as OperationId];
    if (!fixture) return result('no fixture in scripts/contract/fixtures.ts');
    const chosen = fuzzCaller(rows);
    if (!chosen)
      return result(
        rows.length
          ? 'no caller of the role matrix may make the call'
          : 'no row in scripts/contract/role-matrix.ts',
      );
    let probe: Probe;
    try {
      probe = await fixture(this.world, chosen.who, chosen.row.target);
    } catch (error) {
      return result(`fixture failed: ${(error as Error).message}`);
    }
    this.probeParams = probe.params ?? {};
    if (probe.body && typeof probe.body === 'object')
      this.sampleKeys = new Set(Object.keys(probe.body));
    const token = probe.token ?? this.world.tokenOf(chosen.who);
    const seed = seedOf(this.settings.seed, op.operationId);
    const valid = this.validArb(probe);
    const validCases: Case[] = fc
      .sample(valid, { seed, numRuns: this.settings.runs })
      .map((v, i) => ({
        kind: 'valid',
        label: `#${i + 1}`,
        expect: 'valid',
        request: this.request(probe, token, v),
      }));
    const mutators = this.mutators(probe, token);
    const invalidCases: Case[] = fc
      .sample(fc.tuple(valid, fc.nat({ max: mutators.length - 1 }), fc.nat({ max: 1000 })), {
        seed: seed + 1,
        numRuns: this.settings.runs,
      })
      .map(([v, m, p], i) => {
        const c = (mutators[m] as (typeof mutators)[number])(v, p);
        return { ...c, label: `#${i + 1} ${c.label}` };
      });
    const boundary = this.boundary(probe, token);
    const refusing = [...invalidCases, ...boundary.filter((c) => c.expect !== 'valid')];
    const edges = boundary.filter((c) => c.expect === 'valid');

    // Refused requests first: the read of the operation must not change.
    const read = this.readOf(probe);
    const before = read ? await this.world.send(read) : null;
    await pool(refusing, this.settings.concurrency, (c) => this.send(c, probe));
    if (read && before) {
      const after = await this.world.send(read);
      if (after.status !== before.status || after.text !== before.text)
        this.fail(
          'state',
          `GET ${read.path}`,
          `refused requests changed it (${before.status} → ${after.status}${after.text !== before.text ? ', body differs' : ''})`,
        );
    }
    // Valid ones: reads in parallel, writes one at a time (each may change the record).
    const writes = op.method !== 'get';
    await pool([...edges, ...validCases], writes ? 1 : this.settings.concurrency, (c) =>
      this.send(c, probe),
    );
    // Writes to a shared record (the organization, a recommendation...) put the sample back.
    if (
      writes &&
      (op.method === 'put' || op.method === 'patch') &&
      chosen.row.target !== 'throwaway' &&
      probe.body !== undefined &&
      !probe.cleanup
    ) {
      await this.world.send(this.request(probe, token, {}));
    }
    this.counts.valid = validCases.length;
    this.counts.invalid = invalidCases.length;
    this.counts.boundary = boundary.length;
    return result();
  }
}

/**
 * The nearest GET at or above a write's path whose parameters `params` fill (read as `token`):
 * what a refused write must leave unchanged. Null for reads and when there is none.
 */
export function readOf(
  contract: Contract,
  operation: Operation,
  params: Record<string, string> | undefined,
  token: string,
): ApiRequest | null {
  if (operation.method === 'get') return null;
  let template = operation.pathTemplate;
  while (template.split('/').length > 2) {
    const read = contract.getOperation(
      [...contract.operations.values()].find(
        (o) => o.method === 'get' && o.pathTemplate === template,
      )?.operationId ?? '',
    );
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
    if (read && names.every((n) => params?.[n] !== undefined)) {
      return { method: 'get', path: pathOf(template, params), token };
    }
    template = template.slice(0, template.lastIndexOf('/'));
  }
  return null;
}

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer contract-suite-not-a-token',
  `Bearer ${'t'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer null',
  'Bearer undefined',
  'Bearer {}',
];

function badAuthorization(pick: number, token: string | null): string {
  const list = [...BAD_AUTHORIZATION];
  if (token) list.push(`Bearer ${token}x`, `Basic ${token}`);
  return list[pick % list.length] as string;
}
