import type { Request as ExpressRequest, RequestHandler } from 'express';
import {
  clientAddress,
  countAttempt,
  throttled,
  type ThrottledRequest,
  type ThrottleKey,
  type TooManyRequests,
} from '@mocks/auth/throttle';
import { contract } from '@mocks/http/contract';

/** The answers that count as refused (openapi.yaml, Sign-in protection, rule `refused`). */
const REFUSED_STATUSES = new Set([400, 413]);

/** The public operations that take a body: anyone may send them, so only they are counted. */
function counted(method: string, pathname: string): boolean {
  const operation = contract.findOperation(method, pathname)?.operation;
  return !!operation && !operation.requiresAuth && !!operation.requestBody;
}

const headersOf = (req: ExpressRequest): ThrottledRequest => ({
  headers: { get: (name) => req.get(name) ?? null },
});

/**
 * The `refused` rule on the HTTP server: a public call with a body answered 400 or 413 counts
 * against the client's address, and past the limit such calls answer 429 before their body is
 * read or parsed (so a flood of bad bodies costs no validation). Put after the client address is
 * set and before the body is read; `refuse` writes the 429 (its body is never read, so the
 * connection closes).
 */
export function refusalThrottle(
  refuse: (res: Parameters<RequestHandler>[1], answer: TooManyRequests) => void,
): RequestHandler {
  return (req, res, next) => {
    if (!counted(req.method, req.path)) {
      next();
      return;
    }
    const request = headersOf(req);
    const keys: ThrottleKey[] = [['refused', clientAddress(request)]];
    const answer = throttled(request, keys);
    if (answer) {
      refuse(res, answer);
      return;
    }
    res.once('finish', () => {
      if (REFUSED_STATUSES.has(res.statusCode)) countAttempt(request, keys);
    });
    next();
  };
}
