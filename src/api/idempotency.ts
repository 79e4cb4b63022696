import type { Middleware } from 'openapi-fetch';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS } from '@/lib/idempotency';
import type { paths } from './schema';

type PostHeader<P extends keyof paths> = paths[P] extends {
  post: { parameters: { header?: infer H } };
}
  ? NonNullable<H>
  : never;

/** The paths whose POST takes an `Idempotency-Key` in the contract: the creating calls. */
export type KeyedPath = {
  [P in keyof paths]: [PostHeader<P>] extends [never]
    ? never
    : typeof IDEMPOTENCY_HEADER extends keyof PostHeader<P>
      ? P
      : never;
}[keyof paths];

// A record of the type: a creating call added to the contract fails the typecheck until listed.
const KEYED: Record<KeyedPath, true> = {
  '/api/users': true,
  '/api/organization-types': true,
  '/api/teams': true,
  '/api/employees': true,
  '/api/employees/{id}/managers': true,
  '/api/levels': true,
  '/api/imports/levels': true,
  '/api/imports/employees': true,
  '/api/imports/compensation': true,
  '/api/performance-metrics': true,
  '/api/review-cycles': true,
  '/api/review-cycles/{cycleId}/reminders': true,
  '/api/review-stages': true,
  '/api/workflows/workflow-templates': true,
  '/api/compensation/categories': true,
  '/api/compensation/categories/{id}/types': true,
};

/** One submit: its key, the requests of it still unanswered, until when a repeat reuses it. */
interface Submit {
  key: string;
  sending: number;
  keepUntil: number;
}

const submits = new Map<string, Submit>();
/** openapi-fetch's request id → the submit it belongs to. */
const requests = new Map<string, string>();

/** 128 random bits as hex: `crypto.randomUUID` exists only on https and localhost, this anywhere. */
function newKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function forgetSettled(now: number) {
  for (const [request, submit] of submits) {
    if (submit.sending === 0 && submit.keepUntil <= now) submits.delete(request);
  }
}

/** `answered`: the server said what became of the request; else it may or may not have run. */
function settle(id: string, answered: boolean) {
  const request = requests.get(id);
  requests.delete(id);
  const submit = request === undefined ? undefined : submits.get(request);
  if (!submit) return;
  submit.sending -= 1;
  submit.keepUntil = answered ? 0 : Date.now() + IDEMPOTENCY_WINDOW_MS;
  forgetSettled(Date.now());
}

/**
 * Sends an `Idempotency-Key` with every creating POST, one key per submit. A submit is a request
 * (path and body) from its first sending until the server has answered it:
 * - a repeat sent while the first is unanswered (a double click that got through, a second tab of
 *   the same form, a mutation's retry) carries the same key, so the server creates one record and
 *   answers both alike;
 * - after no answer (the network failed) or a 5xx, the server may have created the record: the key
 *   is kept for the server's 24 hours, and sending the same again (a retry, the user's second try)
 *   gets the record made the first time instead of a second one;
 * - after an answer (2xx: created; 4xx: refused, nothing made) the submit is over, and the same
 *   body sent later is a new one: a team deleted and created again is created again.
 * Keying by what is sent, not by the form, covers every creating call without each form taking
 * part. A double click whose second click would come after the first answer is the submit
 * button's to stop: forms disable it from the first click until the save settles.
 */
export const idempotencyMiddleware: Middleware = {
  async onRequest({ request, schemaPath, id }) {
    if (request.method !== 'POST' || !(schemaPath in KEYED)) return undefined;
    if (request.headers.has(IDEMPOTENCY_HEADER)) return undefined;
    const sent = `${new URL(request.url).pathname}\n${await request.clone().text()}`;
    forgetSettled(Date.now());
    let submit = submits.get(sent);
    if (!submit) {
      submit = { key: newKey(), sending: 0, keepUntil: 0 };
      submits.set(sent, submit);
    }
    submit.sending += 1;
    requests.set(id, sent);
    request.headers.set(IDEMPOTENCY_HEADER, submit.key);
    return request;
  },
  onResponse({ id, response }) {
    settle(id, response.status < 500);
    return undefined;
  },
  onError({ id }) {
    settle(id, false);
    return undefined;
  },
};
