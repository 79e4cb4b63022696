import { HttpResponse } from 'msw';
import { bearerToken, resolveAuth } from '@mocks/http/auth-context';

/** Small pieces the broken variants share. */

export const unauthorized = () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
export const forbidden = () =>
  HttpResponse.json(
    { error: 'Forbidden', message: 'You do not have permission to perform this action' },
    { status: 403 },
  );
export const notFound = (what: string) =>
  HttpResponse.json({ error: `${what} not found` }, { status: 404 });

export function caller(request: Request) {
  return resolveAuth(bearerToken(request));
}

export const param = (value: string | readonly string[] | undefined) => String(value ?? '');

export async function jsonOf(request: Request): Promise<Record<string, unknown> | null> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as unknown;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** The request with another URL or body, as the real handlers would get it. */
export function rewritten(request: Request, init: { url?: string; body?: string }): Request {
  return new Request(init.url ?? request.url, {
    method: request.method,
    headers: request.headers,
    body: init.body,
  });
}
