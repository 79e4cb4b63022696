import { apiUrl } from './constants';

/** What {@link callApi} resolves to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert bodies instead of typing them
export interface ApiResult<B = any> {
  status: number;
  /** Parsed JSON, the raw text for other bodies, undefined when empty. */
  body: B;
  headers: Headers;
}

/** Options of {@link callApi}. */
export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON (strings are sent as they are, with the given or JSON content type). */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A real `fetch` to the mock backend, for handler tests:
 * `const { status, body } = await callApi('post', '/api/teams', { token, body: { name: 'Core' } })`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ApiResult
export async function callApi<B = any>(
  method: string,
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<ApiResult<B>> {
  const init: RequestInit = { method: method.toUpperCase(), headers: { ...headers } };
  const sent = init.headers as Record<string, string>;
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    sent['Content-Type'] ??= 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(apiUrl(path), init);
  const text = await response.text();
  let parsed: unknown = text === '' ? undefined : text;
  if (text && /json/i.test(response.headers.get('content-type') ?? '')) parsed = JSON.parse(text);
  return { status: response.status, body: parsed as B, headers: response.headers };
}
