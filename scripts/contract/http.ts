import { toJsonText } from './json-literal';

/** One HTTP call of the contract suite. */
export interface ApiRequest {
  method: string;
  /** A concrete path such as `/api/teams/team_0001` (query separate). */
  path: string;
  query?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`; null or absent: no header. */
  token?: string | null;
  /** Serialised as JSON (a JsonLiteral as its literal text, e.g. 1e309). */
  body?: unknown;
  /** Sent as it is instead of `body` (malformed JSON probes). */
  rawBody?: string;
  contentType?: string;
  /** Extra headers, sent as they are (an `Authorization` here replaces the one of `token`). */
  headers?: Record<string, string>;
}

/** What came back: the status, the parsed JSON (or text), the raw text and the content type. */
export interface ApiResponse {
  status: number;
  body: unknown;
  text: string;
  contentType: string;
  /** The response headers (absent from transports that do not keep them). */
  headers?: Headers;
}

/** Sends a request to the server under test. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** A transport on `fetch` against `baseUrl` (e.g. http://127.0.0.1:8787). */
export function fetchTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async ({ method, path, query, token, body, rawBody, contentType, headers: extra }) => {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.append(key, value);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (rawBody !== undefined) payload = rawBody;
    else if (body !== undefined) payload = toJsonText(body);
    if (payload !== undefined) headers['Content-Type'] = contentType ?? 'application/json';
    Object.assign(headers, extra);
    // Looked up per call: a test's interceptor may replace the global fetch after this was built.
    const response = await globalThis.fetch(url, {
      method: method.toUpperCase(),
      headers,
      body: payload,
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let parsed: unknown = text === '' ? undefined : text;
    if (text && /json/i.test(type)) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return {
      status: response.status,
      body: parsed,
      text,
      contentType: type,
      headers: response.headers,
    };
  };
}

/** The header of a test server's rate-limit bypass token (see checks/auth-hardening.ts). */
export const RATE_LIMIT_BYPASS_HEADER = 'X-Meritly-Rate-Limit-Bypass';

const unthrottled = new WeakMap<Transport, Transport>();

/**
 * `transport` sending `X-Meritly-Rate-Limit-Bypass: token` on every call; the throttling checks
 * reach the server without it through {@link withoutBypass}.
 */
export function withRateLimitBypass(transport: Transport, token: string): Transport {
  const bypassing: Transport = (request) =>
    transport({ ...request, headers: { [RATE_LIMIT_BYPASS_HEADER]: token, ...request.headers } });
  unthrottled.set(bypassing, transport);
  return bypassing;
}

/** The transport under a bypass wrapper (itself when there is none). */
export function withoutBypass(transport: Transport): Transport {
  return unthrottled.get(transport) ?? transport;
}

/** `wrap` around `transport`, keeping a way around its bypass token (see {@link withoutBypass}). */
export function wrapTransport(
  transport: Transport,
  wrap: (inner: Transport) => Transport,
): Transport {
  const wrapped = wrap(transport);
  const direct = unthrottled.get(transport);
  if (direct) unthrottled.set(wrapped, wrap(direct));
  return wrapped;
}
