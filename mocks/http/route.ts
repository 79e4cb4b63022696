import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { operations } from '@/api/schema';
import { assertNoPendingPasswordChange } from '@mocks/auth/forced-password-change';
import type { Role, User } from '@mocks/db/records';
import { API_HEADERS } from './api-headers';
import { bearerToken, resolveAuth, type AuthContext } from './auth-context';
import { createCheckSampler } from './check-sampler';
import { now as clockNow } from './clock';
import { contract, type Operation } from './contract';
import {
  forbidden,
  HttpError,
  internalError,
  notFound,
  unauthorized,
  validationFailed,
} from './errors';
import { answerOnce } from './idempotency';
import { notifyMutation } from './persistence';
import { mockSettings } from './settings';
import { reportViolation } from './violations';

// Handlers are typed from the generated `operations` directly, not through openapi-msw: the wrapper
// reads and validates the request itself and handlers return `{ status, body }`, so openapi-msw's
// typed `request`/`response` helpers would never be reached.

/** Who may call a route: `'public'` (no token needed) or the roles allowed. */
export type RouteAuth = 'public' | readonly Role[];

/** Every role: shorthand for "any signed-in user". */
export const ANY_ROLE: readonly Role[] = ['admin', 'manager', 'employee'];

/** An operationId of openapi.yaml. */
export type OperationId = keyof operations & string;

type EmptyRecord = Record<string, never>;

/** Path parameters of an operation, already coerced to the contract's types. */
export type PathParamsOf<Op> = Op extends { parameters: { path: infer T } } ? T : EmptyRecord;

/** Query parameters of an operation, coerced; absent ones are undefined. */
export type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? EmptyRecord
    : NonNullable<Q>
  : EmptyRecord;

/** The JSON body of an operation, validated; undefined when the operation takes none. */
export type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody?: never }
    ? undefined
    : Op extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

/**
 * What a handler receives, by operationId, for the helpers handlers share
 * (`teamFields(body: BodyFor<'createTeam'>)`): a helper never restates the contract.
 */
export type BodyFor<Id extends OperationId> = BodyOf<operations[Id]>;
export type QueryFor<Id extends OperationId> = QueryOf<operations[Id]>;
export type PathParamsFor<Id extends OperationId> = PathParamsOf<operations[Id]>;

type ResultFor<S, R> = R extends { content: { 'application/json': infer B } }
  ? { status: S; body: B; headers?: Record<string, string> }
  : R extends { content: Record<string, infer B> }
    ? { status: S; body: B; headers?: Record<string, string> }
    : { status: S; body?: undefined; headers?: Record<string, string> };

type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;

/** What a handler returns: one of the operation's documented statuses with its body type. */
export type RouteResult<Op> = {
  [S in keyof ResponsesOf<Op>]: S extends number ? ResultFor<S, ResponsesOf<Op>[S]> : never;
}[keyof ResponsesOf<Op>];

/** The caller; on public routes it is filled only when a valid token came along. */
export type CallerOf<A extends RouteAuth> = A extends 'public' ? Partial<AuthContext> : AuthContext;

export type RouteContext<Op, A extends RouteAuth> = CallerOf<A> & {
  params: PathParamsOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** The request time, from the mock clock (frozen in tests). */
  now: Date;
  /** The raw request (headers, URL); its body has already been read into `body`. */
  request: Request;
  operation: Operation;
};

/** A route: see the module comment for an example. */
export interface RouteDefinition<Id extends OperationId, A extends RouteAuth> {
  /** The contract operation; its method and path are openapi.yaml's. */
  operationId: Id;
  auth: A;
  /**
   * Synchronous, never a Promise: a handler that checks a version (or any other rule on stored
   * data) and writes does both in one step, so no other request can write in between and an
   * update can never be lost. Whatever must wait (the body, validators, latency) the wrapper
   * awaits before the handler runs.
   */
  handler: (ctx: RouteContext<operations[Id], A>) => RouteResult<operations[Id]>;
}

interface AnyResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A JSON response: `return ok(200, { data: team })`. The status and body are type-checked against the contract. */
export function ok<S extends number, B>(status: S, body: B): { status: S; body: B } {
  return { status, body };
}

export function noContent(): { status: 204 } {
  return { status: 204 };
}

/**
 * Returns `record` when it exists and belongs to the caller's organization, else throws
 * 404 `'<what> not found'` ('Not found' without `what`): another organization's record must look like a missing one.
 */
export function scopeToOrg<T extends { organizationId: string }>(
  record: T | null | undefined,
  user: Pick<User, 'organizationId'>,
  what?: string,
): T {
  if (!record || record.organizationId !== user.organizationId) throw notFound(what);
  return record;
}

export { now } from './clock';

/** Keeps the MSW pattern origin-agnostic: `/api/teams/{id}` → `*\/api/teams/:id`. */
function toMswPath(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function jsonResponse(status: number, body: unknown, own?: Record<string, string>): Response {
  const headers = { ...API_HEADERS, ...own };
  if (body === undefined || body === null || status === 204) {
    return new HttpResponse(null, { status, headers });
  }
  if (typeof body === 'string' && own && Object.keys(own).some((h) => /content-type/i.test(h))) {
    return new HttpResponse(body, { status, headers });
  }
  return HttpResponse.json(body, { status, headers });
}

async function readBody(request: Request): Promise<{ body: unknown } | { malformed: true }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: undefined };
  const text = await request.text();
  if (text.trim() === '') return { body: undefined };
  if (!/json/i.test(request.headers.get('content-type') ?? '')) return { body: text };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { malformed: true };
  }
}

function checkDefinition(operationId: string, auth: RouteAuth) {
  const operation = contract.getOperation(operationId);
  if (!operation) throw new Error(`[mock] ${operationId} is not an operationId of openapi.yaml`);
  if ((auth === 'public') === operation.requiresAuth) {
    throw new Error(
      `[mock] ${operationId}: auth '${String(auth)}' disagrees with the contract (security ${operation.requiresAuth ? 'bearer' : 'none'})`,
    );
  }
  const documents = (status: string) => status in operation.responses;
  if (auth !== 'public' && !documents('401')) {
    throw new Error(`[mock] ${operationId} needs a token but openapi.yaml documents no 401`);
  }
  if (auth !== 'public' && ANY_ROLE.some((role) => !auth.includes(role)) && !documents('403')) {
    throw new Error(
      `[mock] ${operationId} is limited to ${auth.join(', ')} but openapi.yaml documents no 403`,
    );
  }
  return operation;
}

/**
 * Creates the MSW handler of one contract operation: the one wrapper every mock handler goes
 * through. Its method and path are the contract's for the operationId; the definition is checked
 * against the contract when the module loads (unknown operationId, public/secured or a role limit
 * without the documented 401/403 → throws). For each request it:
 * 1. resolves the caller from `Authorization: Bearer <token>` (401 when missing, unknown, revoked,
 *    expired, or the user was archived), 2. refuses a user who must change a temporary password
 *    first (403 `password_change_required`, see `mocks/auth/forced-password-change.ts`) and
 *    checks the role (403), 3. validates path, query and
 *    body against `openapi.yaml` (400 `{ error: 'Validation failed', details }`), 4. runs the
 *    handler in one synchronous step, with the caller read again in it (the handler returns
 *    `ok(...)`/`noContent()` or throws an {@link HttpError}), once per
 *    `Idempotency-Key` where the contract takes one (`./idempotency.ts`), 5. validates the
 *    response against the contract (a mismatch is recorded in `contractViolations` and logged),
 *    6. applies the latency / error injection settings, 7. tells persistence about writes.
 *
 * ```ts
 * export const handlers = [
 *   defineRoute({
 *     operationId: 'updateTeam',        // PUT /api/teams/{id} in openapi.yaml
 *     auth: ['admin'],                  // or 'public', or ['admin', 'manager', 'employee']
 *     handler: ({ params, body, user, now }) => {
 *       const team = scopeToOrg(db.teams.find(params.id), user, 'Team');
 *       if (!body.name.trim()) throw badRequest('Team name is required');
 *       return ok(200, { data: toTeamDto(db.teams.update(team.id, { ...body, updatedAt: now.toISOString() })) });
 *     },
 *   }),
 * ];
 * ```
 */
export function defineRoute<Id extends OperationId, A extends RouteAuth>(
  definition: RouteDefinition<Id, A>,
): HttpHandler {
  const { operationId, auth } = definition;
  const handler = definition.handler as unknown as (ctx: Record<string, unknown>) => AnyResult;
  const operation = checkDefinition(operationId, auth);
  const { method } = operation;

  return http[method](toMswPath(operation.pathTemplate), async ({ request }) => {
    const url = new URL(request.url);
    // MSW matches `*/api/x/:id` before `*/api/x/literal` if registered first; the contract decides.
    const match = contract.findOperation(request.method, url.pathname);
    if (!match || match.operationId !== operationId) return undefined;

    if (mockSettings.latencyMs > 0) await delay(mockSettings.latencyMs);

    let result: AnyResult;
    let validate = true;
    try {
      result = await run(request, url, match.params, operation, auth, handler);
    } catch (error) {
      if (error instanceof InjectedFailure) {
        result = { status: 500, body: error.toBody() };
        validate = false;
      } else if (error instanceof HttpError) {
        result = { status: error.status, body: error.toBody() };
      } else {
        reportViolation(
          {
            kind: 'exception',
            operationId,
            method: request.method,
            url: url.pathname,
            status: 500,
            message: error instanceof Error ? error.message : String(error),
          },
          error,
        );
        result = { status: 500, body: internalError().toBody() };
        validate = false;
      }
    }

    const mode = mockSettings.responseValidation;
    if (validate && (mode !== 'sampled' || shouldCheck(`${operationId} ${result.status}`))) {
      const checked = result;
      const deferred = mode !== 'sync';
      const check = () => {
        const body = deferred ? sampleLongList(checked.body) : checked.body;
        const details = contract.validateResponse(operation, checked.status, body);
        if (details.length > 0) {
          reportViolation({
            kind: 'response',
            operationId,
            method: request.method,
            url: url.pathname,
            status: checked.status,
            details,
          });
        }
      };
      if (deferred) setTimeout(check, 0);
      else check();
    }
    if (method !== 'get' && result.status >= 200 && result.status < 300)
      notifyMutation(operationId);
    return jsonResponse(result.status, result.body, result.headers);
  });
}

const SAMPLE_EDGE = 100;
const SAMPLE_INTERVAL_MS = 5000;
const shouldCheck = createCheckSampler(SAMPLE_INTERVAL_MS);

/**
 * In the browser a 10,000-row list (17 MB) would block the page for seconds while it is checked;
 * its first and last rows are checked instead. Tests validate synchronously and in full.
 */
export function sampleLongList(body: unknown): unknown {
  if (Array.isArray(body) && body.length > SAMPLE_EDGE * 2)
    return [...body.slice(0, SAMPLE_EDGE), ...body.slice(-SAMPLE_EDGE)];
  if (!body || typeof body !== 'object' || !('data' in body)) return body;
  const { data } = body as { data: unknown };
  if (!Array.isArray(data) || data.length <= SAMPLE_EDGE * 2) return body;
  return { ...body, data: [...data.slice(0, SAMPLE_EDGE), ...data.slice(-SAMPLE_EDGE)] };
}

class InjectedFailure extends HttpError {
  constructor() {
    super(500, 'Internal error', 'Failure injected by the mock (mockErrorRate / mockFail)');
  }
}

async function run(
  request: Request,
  url: URL,
  rawParams: Record<string, string>,
  operation: Operation,
  auth: RouteAuth,
  handler: (ctx: Record<string, unknown>) => AnyResult,
): Promise<AnyResult> {
  const caller = allowedCaller(request, operation, auth);

  const { failOperations, errorRate } = mockSettings;
  if (
    failOperations.includes(operation.operationId) ||
    (errorRate > 0 && Math.random() < errorRate)
  ) {
    throw new InjectedFailure();
  }

  const read = await readBody(request);
  if ('malformed' in read) throw validationFailed([{ field: 'body', message: 'Malformed JSON' }]);
  const params: Record<string, unknown> = { ...rawParams };
  const query = contract.readQuery(operation, url.searchParams);
  const input = {
    params,
    query,
    body: read.body,
    contentType: request.headers.get('content-type'),
  };
  const details = contract.validateRequest(operation, input);
  // A malformed id cannot name a record: answer like a server would for an unknown one. Only a
  // path parameter's detail counts: a body key named `id` or `__proto__` is a field like any other.
  if (details.some((d) => d.in === 'path')) throw notFound();
  if (details.length > 0) throw validationFailed(details);

  const now = clockNow();
  return answerOnce({ operation, request, user: caller?.user, body: read.body, now }, () => {
    // Read again in the handler's own step: the caller's user and organization rows are what
    // some handlers check a version against, and another request may have written them while
    // this one was being read.
    const current = allowedCaller(request, operation, auth);
    const ctx = { ...current, params, query, body: read.body, now, request, operation };
    return synchronous(handler(ctx), operation.operationId);
  });
}

/** The caller of a request, checked: 401 without a valid token, 403 for a role not allowed. */
function allowedCaller(request: Request, operation: Operation, auth: RouteAuth) {
  const caller = resolveAuth(bearerToken(request));
  if (auth !== 'public') {
    if (!caller) throw unauthorized();
    assertNoPendingPasswordChange(caller.user, operation.operationId);
    if (!auth.includes(caller.user.role)) throw forbidden();
  }
  return caller;
}

/** The type already refuses a Promise; this catches one smuggled past it (a cast, plain JS). */
function synchronous(result: AnyResult, operationId: string): AnyResult {
  const then: unknown = (result as { then?: unknown } | undefined)?.then;
  if (typeof then === 'function') {
    throw new Error(`[mock] ${operationId}: a handler answers synchronously, not with a Promise`);
  }
  return result;
}

/** Kept for handlers that need the raw caller types. */
export type { AuthContext, User };
