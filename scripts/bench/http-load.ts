import { Agent, request } from 'node:http';
import { summarizeLoad, type LoadFigures } from './http-stats';

export interface LoadSpec {
  /** Absolute URL on 127.0.0.1, or the i-th request's URL (e.g. to walk through pages). */
  url: string | ((i: number) => string);
  headers?: Record<string, string>;
  /** Requests in flight at once (each client sends its next request when its answer is read). */
  concurrency: number;
  /** The run ends after this many requests… */
  requests: number;
  /** …or after this long, whichever comes first (a slow server still ends the run). */
  maxMs: number;
  expectStatus?: number;
  /** The i-th request when it is not a GET of `url` (a write among the reads), with its status. */
  write?: (i: number) => WriteRequest | null;
}

export interface WriteRequest {
  url: string;
  method: 'PUT' | 'PATCH' | 'POST';
  headers: Record<string, string>;
  body: string;
  expectStatus: number;
}

interface Answer {
  status: number;
  bytes: number;
}

function send(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  write?: WriteRequest,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = write
      ? { agent, method: write.method, headers: { ...headers, ...write.headers } }
      : { agent, headers };
    const req = request(url, options, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(write?.body);
  });
}

/**
 * A bounded closed-loop run: `concurrency` clients on kept-alive connections, each sending its next
 * request as soon as the previous answer is read in full, until `requests` were sent or `maxMs` passed.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const urlOf = (i: number | string) => {
    const raw = typeof i === 'string' ? i : typeof spec.url === 'string' ? spec.url : spec.url(i);
    const url = new URL(raw);
    if (url.hostname !== '127.0.0.1')
      throw new Error(`the HTTP bench calls 127.0.0.1 only, not ${url.hostname}`);
    return url;
  };
  urlOf(0);
  const agent = new Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const headers = { accept: 'application/json', ...spec.headers };
  const expect = spec.expectStatus ?? 200;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + spec.maxMs;
  const client = async () => {
    while (sent < spec.requests && performance.now() < deadline) {
      const write = spec.write?.(sent) ?? undefined;
      const url = write ? urlOf(write.url) : urlOf(sent);
      sent += 1;
      const t0 = performance.now();
      try {
        const answer = await send(agent, url, headers, write);
        latencies.push(performance.now() - t0);
        if (answer.status !== (write ? write.expectStatus : expect)) errors += 1;
        else if (!write) bodyBytes = Math.max(bodyBytes, answer.bytes);
      } catch {
        latencies.push(performance.now() - t0);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, client));
  const wall = performance.now() - started;
  agent.destroy();
  return summarizeLoad(latencies, errors, wall, bodyBytes);
}
