import {
  canonicalJson,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_REUSED_STATUS,
  IDEMPOTENCY_WINDOW_MS,
  INVALID_IDEMPOTENCY_KEY,
  isValidIdempotencyKey,
} from '@/lib/idempotency';
import { db } from '@mocks/db';
import type { IdempotentAnswer, User } from '@mocks/db/records';
import type { Operation } from './contract';
import { HttpError, validationFailed } from './errors';
import { hash53 } from './versions';

/** What a route answers: its status, JSON body and own headers. */
export interface RouteAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request as the route wrapper has read and checked it. */
export interface KeyedRequest {
  operation: Operation;
  request: Request;
  /** The caller; none on public calls, which take no key. */
  user: User | undefined;
  /** The parsed body. */
  body: unknown;
  now: Date;
}

/** Requests being answered, by user and key: a repeat waits for the first instead of running too. */
const answering = new Map<string, Promise<unknown>>();

function takesKey(operation: Operation): boolean {
  return operation.parameters.some(
    (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
  );
}

/** Method, path, query and body, hashed twice (two seeds) so that unequal requests never match. */
function fingerprintOf(request: Request, body: unknown): string {
  const url = new URL(request.url);
  const text = `${request.method} ${url.pathname}${url.search}\n${canonicalJson(body)}`;
  return `${hash53(text).toString(36)}.${hash53(text, 1).toString(36)}`;
}

const expired = (answer: IdempotentAnswer, now: Date) =>
  Date.parse(answer.createdAt) <= now.getTime() - IDEMPOTENCY_WINDOW_MS;

function keptAnswer(userId: string, key: string, now: Date): IdempotentAnswer | undefined {
  return db.idempotentAnswers
    .lookup('key', key)
    .find((answer) => answer.userId === userId && !expired(answer, now));
}

function keep(userId: string, key: string, fingerprint: string, result: RouteAnswer, now: Date) {
  db.idempotentAnswers.removeWhere((a) => a.userId === userId && expired(a, now));
  db.idempotentAnswers.insert({
    userId,
    key,
    fingerprint,
    status: result.status,
    body: (result.body ?? null) as IdempotentAnswer['body'],
    headers: { ...result.headers },
    createdAt: now.toISOString(),
  });
}

/**
 * Runs a creating call at most once per `Idempotency-Key` (openapi.yaml, IdempotencyKey): the
 * first success of a user's key is kept for 24 hours, and a repeat of the same request (method,
 * path, body) gets it again without running; the key with another request answers 422. A repeat
 * that comes while the first is still running waits for it. Refusals and failures are not kept: a
 * refused request changed nothing, so its repeat runs. Calls without the key, and operations whose
 * contract takes none, just run.
 */
export async function answerOnce(
  submit: KeyedRequest,
  run: () => RouteAnswer,
): Promise<RouteAnswer> {
  const key = submit.request.headers.get(IDEMPOTENCY_HEADER);
  const { user, now } = submit;
  if (key === null || !user || !takesKey(submit.operation)) return run();
  if (!isValidIdempotencyKey(key)) {
    throw validationFailed([{ field: IDEMPOTENCY_HEADER, message: INVALID_IDEMPOTENCY_KEY }]);
  }
  const slot = `${user.id}\n${key}`;
  const fingerprint = fingerprintOf(submit.request, submit.body);
  for (let first = answering.get(slot); first; first = answering.get(slot)) {
    await first.catch(() => undefined);
  }
  const kept = keptAnswer(user.id, key, now);
  if (kept) {
    if (kept.fingerprint !== fingerprint) {
      const { error, message } = IDEMPOTENCY_KEY_REUSED;
      throw new HttpError(IDEMPOTENCY_KEY_REUSED_STATUS, error, message);
    }
    return { status: kept.status, body: kept.body ?? undefined, headers: { ...kept.headers } };
  }
  const answer = Promise.resolve().then(run);
  answering.set(slot, answer);
  try {
    const result = await answer;
    if (result.status >= 200 && result.status < 300) keep(user.id, key, fingerprint, result, now);
    return result;
  } finally {
    answering.delete(slot);
  }
}
