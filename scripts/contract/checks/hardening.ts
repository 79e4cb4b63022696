import generatedContract from '@/api/openapi.gen.json';
import { API_HEADERS } from '@mocks/http/api-headers';
import { createContract } from '@mocks/http/create-contract';
import { BODY_LIMITS } from '@mocks/http/server/body-limits';
import { rawRequest, type RawRequest, type RawResponse } from '@mocks/http/server/raw-request';
import type { ApiRequest, ApiResponse } from '../http';
import type { Check } from '../runner';
import type { World } from '../world';

/**
 * The HTTP layer, as info.description of openapi.yaml promises it: odd methods 405 with
 * `Allow` and the server still answering afterwards, HEAD like GET, malformed targets 400 in the
 * Error shape without a stack, bodies over the documented limits 413 before they are read, and
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff` on every answer, a body of many
 * unknown keys refused on the first, refused public calls throttled. These probes
 * need a real socket (fetch cannot send TRACE nor a raw `%ZZ`): they run over HTTP in
 * `npm run contract` (CI runs it against the mock server); `hardening.test.ts` proves each fails
 * against a broken server.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Methods no path of the contract has; the first is the one that used to end the mock. */
const ODD_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'TRACE', 'PURGE'];
const PROBE_ID = 'contract-probe-id';
const MIB = 1024 * 1024;

/** Refused sign-ins the burst may send before a 429 is due (the contract's `refused` limit is 20). */
export const REFUSAL_BURST = 40;
/** The unknown keys of the shape probe: many, filling most of the 1 MiB a public call may send. */
export const UNKNOWN_KEY = 'contractProbe';

/** What a client sends past the headers; the contract documents the limits in bytes. */
export const DOCUMENTED_LIMITS = BODY_LIMITS;

const DOC = generatedContract as unknown as { paths: Record<string, unknown> };
const paths = DOC.paths;
const contract = createContract(DOC as unknown as Record<string, unknown>);

/** The two headers every answer carries, or what is wrong with them. */
export function apiHeaderProblem(get: (name: string) => string | null | undefined): string | null {
  const wrong = Object.entries(API_HEADERS)
    .filter(([name, value]) => get(name) !== value)
    .map(([name, value]) => `${name}: ${get(name) ?? 'absent'} (want ${value})`);
  return wrong.length ? wrong.join('; ') : null;
}

/**
 * Watches every answer the suite receives through `world` until `stop()`, which returns the ones
 * without the API headers (at most a few, with the count), or null; undefined when the transport
 * keeps no headers.
 */
export function watchApiHeaders(world: World): { stop: () => string | null | undefined } {
  const missing: string[] = [];
  let seen = 0;
  const listener = (request: ApiRequest, response: ApiResponse) => {
    if (!response.headers) return;
    seen += 1;
    const headers = response.headers;
    const problem = apiHeaderProblem((name) => headers.get(name));
    if (problem) {
      missing.push(
        `${request.method.toUpperCase()} ${request.path} → ${response.status}: ${problem}`,
      );
    }
  };
  world.listeners.add(listener);
  return {
    stop() {
      world.listeners.delete(listener);
      if (seen === 0) return undefined;
      if (missing.length === 0) return null;
      return `${missing.length} of ${seen} answers lack them, e.g. ${missing.slice(0, 3).join(', ')}`;
    },
  };
}

export interface HttpLayerOptions {
  baseUrl: string;
  /** An admin's token: malformed targets and bodies are sent by someone allowed to call. */
  adminToken: string | null;
  /** How long a body probe waits for the 413 (default 10 s). */
  timeoutMs?: number;
}

/** Fills every `{param}` of a contract path with a probe id. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, PROBE_ID);

/**
 * The methods the contract has for a concrete path: its own template's, and those of a templated
 * path it also matches (`/api/review-cycles/team-payroll` is also `/api/review-cycles/{id}`).
 */
const methodsOf = (target: string) =>
  METHODS.filter((m) => contract.findOperation(m, target)).map((m) => m.toUpperCase());

function describe(response: RawResponse): string {
  const text = response.text.length > 120 ? `${response.text.slice(0, 120)}…` : response.text;
  return `${response.status}${text ? ` ${text}` : ''}`;
}

/** Headers, JSON and the Error shape of an error answer; no stack, no file path, no HTML. */
function answerProblem(response: RawResponse, details = false): string | null {
  const headers = apiHeaderProblem((name) => {
    const value = response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  });
  if (headers) return `answer ${response.status} lacks the API headers: ${headers}`;
  if (response.status < 400 || response.text === '') return null;
  if (/<html|\bat .+:\d+:\d+|node_modules|\/(?:home|work|usr|src)\/|[A-Z]:\\/i.test(response.text))
    return `answer ${response.status} leaks a stack, a file path or HTML: ${describe(response)}`;
  if (!/json/i.test(String(response.headers['content-type'])))
    return `answer ${response.status} is ${response.headers['content-type'] ?? 'untyped'}, not JSON`;
  let body: { error?: unknown; details?: unknown };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch {
    return `answer ${response.status} is not JSON: ${describe(response)}`;
  }
  if (typeof body.error !== 'string' || !body.error) return 'the Error body has no error message';
  if (details && (!Array.isArray(body.details) || body.details.length === 0))
    return 'the 400 lists no details';
  return null;
}

class HttpLayerRun {
  readonly checks: Check[] = [];
  constructor(readonly options: HttpLayerOptions) {}

  record(label: string, problem: string | null): void {
    this.checks.push(
      problem
        ? { category: 'http', label, ok: false, detail: problem }
        : { category: 'http', label, ok: true },
    );
  }

  async probe(
    label: string,
    request: RawRequest,
    judge: (response: RawResponse) => string | null,
  ): Promise<RawResponse | null> {
    try {
      const response = await rawRequest(this.options.baseUrl, request);
      this.record(label, judge(response) ?? answerProblem(response));
      return response;
    } catch (error) {
      this.record(label, `no answer: ${(error as Error).message}`);
      return null;
    }
  }

  get auth(): Record<string, string> {
    const token = this.options.adminToken;
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async alive(after: string): Promise<void> {
    await this.probe(
      `the server still answers after ${after}`,
      { method: 'GET', target: '/api/organization/types' },
      (r) => (r.status === 200 ? null : `GET /api/organization/types answered ${describe(r)}`),
    );
  }

  /** An odd method (no token) and a standard method the path lacks (admin) on every path. */
  async methods(): Promise<void> {
    let odd = 0;
    for (const template of Object.keys(paths)) {
      const target = concrete(template);
      const own = methodsOf(target);
      if (own.length === 0) continue;
      const allowed = (sent: string) => (r: RawResponse) => {
        if (r.status !== 405) return `expected 405, got ${describe(r)}`;
        const allow = String(r.headers.allow ?? '')
          .split(',')
          .map((m) => m.trim().toUpperCase());
        const lacking = own.filter((m) => !allow.includes(m));
        if (!r.headers.allow) return 'the 405 has no Allow header';
        if (lacking.length) return `Allow (${r.headers.allow}) lacks ${lacking.join(', ')}`;
        if (allow.includes(sent)) return `Allow (${r.headers.allow}) names ${sent}`;
        return null;
      };
      const method = ODD_METHODS[odd++ % ODD_METHODS.length] as string;
      await this.probe(
        `${method} ${template} without a token`,
        { method, target },
        allowed(method),
      );
      const missing = METHODS.map((m) => m.toUpperCase()).find((m) => !own.includes(m));
      if (missing) {
        await this.probe(
          `${missing} ${template} (not an operation)`,
          { method: missing, target, headers: this.auth },
          allowed(missing),
        );
      }
    }
    await this.alive('odd methods');
  }

  /** HEAD answers like GET, without a body; HEAD where there is no GET is 405. */
  async head(): Promise<void> {
    for (const [target, headers] of [
      ['/api/organization/types', {}],
      ['/api/teams', this.auth],
    ] as const) {
      let get: RawResponse;
      try {
        get = await rawRequest(this.options.baseUrl, { method: 'GET', target, headers });
      } catch (error) {
        this.record(`HEAD ${target}`, `GET failed: ${(error as Error).message}`);
        continue;
      }
      await this.probe(`HEAD ${target} like GET`, { method: 'HEAD', target, headers }, (r) => {
        if (r.status !== get.status) return `HEAD answered ${r.status}, GET ${get.status}`;
        if (r.text !== '') return `HEAD answered a body: ${describe(r)}`;
        if (r.headers['content-type'] !== get.headers['content-type'])
          return `HEAD is ${r.headers['content-type']}, GET ${get.headers['content-type']}`;
        return null;
      });
    }
    await this.probe(
      'HEAD /api/auth/login (no GET there)',
      { method: 'HEAD', target: '/api/auth/login' },
      (r) => (r.status === 405 ? null : `expected 405, got ${r.status}`),
    );
  }

  async malformed(): Promise<void> {
    const targets = [
      '/api/employees/%ZZ',
      '/api/teams/%C3%28',
      '/api/teams/%E0%A4%A',
      '/api/%',
      '/api/teams?x=%ZZ',
      '/api/employees?%E0%A4%A=1',
    ];
    for (const target of targets) {
      await this.probe(
        `GET ${target} (malformed)`,
        { method: 'GET', target, headers: this.auth },
        (r) => (r.status === 400 ? answerProblem(r, true) : `expected 400, got ${describe(r)}`),
      );
    }
    await this.probe(
      'GET /api/no-such-path',
      { method: 'GET', target: '/api/contract-probe-no-such-path', headers: this.auth },
      (r) => (r.status === 404 ? null : `expected 404, got ${describe(r)}`),
    );
    await this.alive('malformed targets');
  }

  /** Over the limit: 413 before the body is read (the probe never sends it whole). */
  async bodies(): Promise<void> {
    const { default: limit, imports } = DOCUMENTED_LIMITS;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    const json = { 'Content-Type': 'application/json' };
    const is413 = (r: RawResponse) =>
      r.status === 413 ? null : `expected 413, got ${describe(r)}`;
    const kept = (r: RawResponse) =>
      r.status === 413 || r.status >= 500
        ? `a body within the limit answered ${describe(r)}`
        : null;
    const login = { method: 'POST', target: '/api/auth/login' } as const;
    await this.probe(
      `POST /api/auth/login declaring ${limit + 1} bytes (1 KiB sent)`,
      { ...login, headers: json, declaredLength: limit + 1, body: '{'.padEnd(1024), timeoutMs },
      is413,
    );
    await this.probe(
      `POST /api/auth/login streaming ${limit + 64 * 1024} bytes without an end`,
      { ...login, headers: json, streamBytes: limit + 64 * 1024, timeoutMs },
      is413,
    );
    const near = JSON.stringify({ email: 'probe@contract.example', password: '' });
    await this.probe(
      `POST /api/auth/login with ${limit - 256} bytes`,
      {
        ...login,
        headers: json,
        body: near.replace('""', `"${'x'.repeat(limit - 256 - near.length)}"`),
      },
      kept,
    );
    const target = '/api/imports/employees';
    const headers = { ...json, ...this.auth };
    await this.probe(
      `POST ${target} declaring ${imports + 1} bytes (1 KiB sent)`,
      {
        method: 'POST',
        target,
        headers,
        declaredLength: imports + 1,
        body: '{'.padEnd(1024),
        timeoutMs,
      },
      is413,
    );
    const rows = JSON.stringify({
      fileName: 'probe.csv',
      dryRun: true,
      rows: [],
      pad: 'x'.repeat(2 * MIB),
    });
    await this.probe(
      `POST ${target} with ${rows.length} bytes (dry run)`,
      {
        method: 'POST',
        target,
        headers,
        body: rows,
      },
      kept,
    );
    await this.alive('oversized bodies');
  }
}

/** A JSON object of `UNKNOWN_KEY0`, `UNKNOWN_KEY1`, ... up to about `bytes` long. */
function unknownKeys(bytes: number): { text: string; count: number } {
  const parts: string[] = [];
  let length = 2;
  while (length + 24 < bytes) {
    const part = `"${UNKNOWN_KEY}${parts.length}":1`;
    parts.push(part);
    length += part.length + 1;
  }
  return { text: `{${parts.join(',')}}`, count: parts.length };
}

function detailsOf(response: RawResponse): { field?: unknown }[] | null {
  try {
    const body = JSON.parse(response.text) as { details?: unknown };
    return Array.isArray(body.details) ? (body.details as { field?: unknown }[]) : null;
  } catch {
    return null;
  }
}

class RefusalRun {
  constructor(readonly run: HttpLayerRun) {}

  /**
   * The shape rule (Errors) and the `refused` rule (Sign-in protection): a body of many unknown
   * keys is refused with one detail, on the first, whatever the machine (a server that checked
   * every key listed them, up to its cap); refused public calls from one client meet 429.
   */
  async check(): Promise<void> {
    const json = { 'Content-Type': 'application/json' };
    const body = unknownKeys(DOCUMENTED_LIMITS.default - 1024);
    await this.run.probe(
      `POST /api/waitlist with ${body.count} unknown keys answers 400 on the first only`,
      { method: 'POST', target: '/api/waitlist', headers: json, body: body.text },
      (r) => {
        if (r.status !== 400) return `expected 400, got ${describe(r)}`;
        const details = detailsOf(r);
        if (!details || details[0]?.field !== `${UNKNOWN_KEY}0`)
          return `the 400 does not name the first unknown key: ${describe(r)}`;
        if (details.length > 1) return `the 400 lists ${details.length} details, not one`;
        return null;
      },
    );
    await this.burst(json);
    await this.run.alive('refused requests');
  }

  private async burst(headers: Record<string, string>): Promise<void> {
    const label = `at most ${REFUSAL_BURST} refused sign-ins from one client meet 429 with Retry-After`;
    let refused: RawResponse | null = null;
    let sent = 0;
    try {
      while (!refused && sent < REFUSAL_BURST) {
        const response = await rawRequest(this.run.options.baseUrl, {
          method: 'POST',
          target: '/api/auth/login',
          headers,
          body: `{"${UNKNOWN_KEY}":1}`,
        });
        sent += 1;
        if (response.status === 429) refused = response;
        else if (response.status !== 400) {
          this.run.record(label, `a refused sign-in answered ${describe(response)}`);
          return;
        }
      }
    } catch (error) {
      this.run.record(label, `no answer: ${(error as Error).message}`);
      return;
    }
    if (!refused) {
      this.run.record(label, `${REFUSAL_BURST} refused sign-ins all answered 400: none throttled`);
      return;
    }
    const retryAfter = refused.headers['retry-after'];
    const problem =
      typeof retryAfter !== 'string' || !/^\d+$/.test(retryAfter) || Number(retryAfter) < 1
        ? `the 429 carries Retry-After ${JSON.stringify(retryAfter)}, not whole seconds`
        : answerProblem(refused);
    this.run.record(`${label} (after ${sent})`, problem);
  }
}

/** Every HTTP-layer check against `baseUrl`; never throws. */
export async function httpLayerChecks(options: HttpLayerOptions): Promise<Check[]> {
  const run = new HttpLayerRun(options);
  await run.methods();
  await run.head();
  await run.malformed();
  await run.bodies();
  // Last: past the limit this client's public calls with a body answer 429 for a while.
  await new RefusalRun(run).check();
  return run.checks;
}
