import type { IncomingMessage, ServerResponse } from 'node:http';

/** Connection-level headers: they describe this hop, not the request the handlers read. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
  'content-length',
]);

/**
 * The Fetch `Request` the MSW handlers read. `method` may differ from the wire's (HEAD is run as
 * GET); the body has already been read within its limit.
 */
export function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  method: string,
  body: Buffer | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const withBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: withBody ? new Uint8Array(body) : undefined,
  });
}

/**
 * Writes a handler's `Response` to the socket, with `Content-Length` (HEAD gets the length of the
 * GET body and no body: Node drops it for HEAD requests). JSON and text are read as text, which
 * the mock's JSON answers hand over without a UTF-8 round trip.
 */
export async function sendFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  const body =
    response.body === null
      ? ''
      : /json|^text\//i.test(type)
        ? await response.text()
        : Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (response.status === 204 || response.status === 304) {
    res.end();
    return;
  }
  // Encoded once: measuring the text's bytes and then writing it read a 1 MB list twice.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
