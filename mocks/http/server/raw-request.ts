import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * A request as it goes on the wire, for probes `fetch` cannot send: any method (TRACE, PROPFIND),
 * a target exactly as written (`/api/employees/%ZZ`), a body that is declared longer than what is
 * sent, or streamed in chunks without an end. Used by the HTTP server's tests and the contract
 * suite's HTTP-layer checks.
 */
export interface RawRequest {
  method: string;
  /** Path and query, sent as they are. */
  target: string;
  headers?: Record<string, string>;
  /** Sent whole, with its Content-Length. */
  body?: string | Buffer;
  /** Declares `Content-Length: declaredLength`, sends only `body`, and keeps the request open. */
  declaredLength?: number;
  /** Streams this many bytes in chunks (`Transfer-Encoding: chunked`) and keeps the request open. */
  streamBytes?: number;
  /** No answer within this time rejects (default 10 s). */
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

const CHUNK = 64 * 1024;

/** Sends one request on its own connection and resolves with the answer. */
export function rawRequest(baseUrl: string, raw: RawRequest): Promise<RawResponse> {
  const base = new URL(baseUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const open = raw.declaredLength !== undefined || raw.streamBytes !== undefined;
  return new Promise<RawResponse>((resolve, reject) => {
    const headers: Record<string, string | number> = { Accept: 'application/json', ...raw.headers };
    if (raw.declaredLength !== undefined) headers['Content-Length'] = raw.declaredLength;
    else if (raw.body !== undefined) headers['Content-Length'] = Buffer.byteLength(raw.body);
    const req = send({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: raw.method,
      path: `${base.pathname.replace(/\/+$/, '')}${raw.target}`,
      headers,
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${raw.timeoutMs ?? 10_000} ms`));
    }, raw.timeoutMs ?? 10_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        if (open) req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers before the body is complete may close while we still write.
      if (open && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      clearTimeout(timer);
      reject(error);
    });
    if (raw.body !== undefined) req.write(raw.body);
    if (raw.streamBytes !== undefined) {
      const chunk = Buffer.alloc(CHUNK, 0x20);
      let left = raw.streamBytes;
      const pump = () => {
        while (left > 0) {
          const size = Math.min(CHUNK, left);
          left -= size;
          if (!req.write(size === CHUNK ? chunk : chunk.subarray(0, size))) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    }
    if (!open) req.end();
  });
}
