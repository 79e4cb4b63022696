import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { getResponse, http, type HttpHandler } from 'msw';
import { configureThrottle, resetThrottleSettings } from '@mocks/auth/throttle';
import { handlers } from '@mocks/handlers/index';
import { createMockServer } from '@mocks/http/server/create-mock-server';
import { malformedTargetProblem } from '@mocks/http/server/malformed-url';
import type { BrokenVariant } from '../broken-variants';

/**
 * Broken variants for the HTTP-layer rules. `HARDENING_VARIANTS` run in-process with the
 * others (contract.test.ts); `BROKEN_HTTP_SERVERS` are whole servers, since methods, raw targets
 * and body sizes only exist on a socket: `checks/hardening.test.ts` starts each on an ephemeral
 * port and expects the check named by `caught` to fail.
 */

/** The real answer without the API headers. */
async function withoutApiHeaders(request: Request): Promise<Response | undefined> {
  const response = await getResponse(handlers, request);
  if (!response) return undefined;
  const headers = new Headers(response.headers);
  headers.delete('Cache-Control');
  headers.delete('X-Content-Type-Options');
  return new Response(await response.text(), { status: response.status, headers });
}

export const HARDENING_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a team read answered without Cache-Control and nosniff',
    only: ['getTeam'],
    caught: { operationId: 'getTeam', category: 'http' },
    handlers: [
      http.get('*/api/teams/:id', ({ request }) => withoutApiHeaders(request)) as HttpHandler,
    ],
  },
];

export interface BrokenHttpServer {
  name: string;
  /** A server, not listening yet. */
  create: () => Server;
  /** The label of a check that must fail (checks/hardening.ts). */
  caught: RegExp;
}

/** The real server, with `wrap` in front of it. */
function wrapped(wrap: (real: RequestListener, server: Server) => RequestListener): Server {
  const { app } = createMockServer({ log: () => undefined });
  const server = createServer();
  server.on('request', wrap(app as unknown as RequestListener, server));
  return server;
}

/** Drops a header from whatever the real server writes. */
function dropping(
  res: ServerResponse,
  name: string,
  when: (status: number) => boolean = () => true,
) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (when(Number(args[0]))) {
      res.removeHeader(name);
      for (const arg of args) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const key of Object.keys(arg)) {
            if (key.toLowerCase() === name.toLowerCase())
              delete (arg as Record<string, unknown>)[key];
          }
        }
      }
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

const STANDARD = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const BROKEN_HTTP_SERVERS: readonly BrokenHttpServer[] = [
  {
    name: 'TRACE echoed with 200 (methods not checked)',
    caught: /^TRACE \S+ without a token$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (STANDARD.has(req.method ?? '')) return real(req, res);
        res.writeHead(200, { 'Content-Type': 'message/http' });
        res.end(`${req.method} ${req.url} HTTP/1.1\r\n`);
      }),
  },
  {
    name: 'the process ends on TRACE (every later request refused)',
    caught: /^the server still answers after odd methods$/,
    create: () =>
      wrapped((real, server) => {
        let dead = false;
        return (req, res) => {
          if (req.method === 'TRACE') dead = true;
          if (!dead) return real(req, res);
          req.socket.destroy();
          server.close();
          server.closeAllConnections();
        };
      }),
  },
  {
    name: 'a method the path lacks answered 404',
    caught: /^GET \/api\/auth\/login \(not an operation\)$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (req.method === 'GET' && req.url === '/api/auth/login') {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end('{"error":"Not found"}');
          return;
        }
        real(req, res);
      }),
  },
  {
    name: '405 without Allow',
    caught: /^PROPFIND /,
    create: () =>
      wrapped((real) => (req, res) => {
        dropping(res, 'Allow');
        real(req, res);
      }),
  },
  {
    name: 'HEAD not supported',
    caught: /^HEAD \/api\/organization\/types like GET$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (req.method !== 'HEAD') return real(req, res);
        res.writeHead(405, {
          Allow: 'GET',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end();
      }),
  },
  {
    name: 'a malformed path answered 500 HTML with a stack',
    caught: /^GET \/api\/employees\/%ZZ \(malformed\)$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (!malformedTargetProblem(req.url ?? '')) return real(req, res);
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end(
          '<pre>URIError: URI malformed<br> &nbsp;at decodeURIComponent (/srv/app/node_modules/x.js:1:2)</pre>',
        );
      }),
  },
  {
    name: 'a malformed query read as text (200)',
    caught: /^GET \/api\/teams\?x=%ZZ \(malformed\)$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (req.url?.startsWith('/api/teams?')) req.url = '/api/teams';
        real(req, res);
      }),
  },
  {
    name: 'the whole body read before the limit is checked',
    caught: /^POST \/api\/auth\/login declaring \d+ bytes/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (req.method !== 'POST') return real(req, res);
        let size = 0;
        req.on('data', (chunk: Buffer) => (size += chunk.length));
        req.on('end', () => {
          res.writeHead(size > 1024 * 1024 ? 413 : 400, { 'Content-Type': 'application/json' });
          res.end('{"error":"Request body too large"}');
        });
      }),
  },
  {
    name: 'imports limited to 1 MiB like every call',
    caught: /^POST \/api\/imports\/employees with \d+ bytes \(dry run\)$/,
    create: () =>
      createMockServer({ limits: { imports: 1024 * 1024 }, log: () => undefined }).server,
  },
  {
    name: 'a 64 KiB limit (smaller than documented)',
    caught: /^POST \/api\/auth\/login with \d+ bytes$/,
    create: () => createMockServer({ limits: { default: 64 * 1024 }, log: () => undefined }).server,
  },
  {
    name: 'a body of many unknown keys checked key by key (every one listed)',
    caught: /^POST \/api\/waitlist with \d+ unknown keys answers 400 on the first only$/,
    create: () =>
      wrapped((real) => (req, res) => {
        if (req.method !== 'POST' || req.url !== '/api/waitlist') return real(req, res);
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as object;
          const declared = new Set(['email', 'name', 'company', 'consent']);
          const details = Object.keys(body)
            .filter((key) => !declared.has(key))
            .map((field) => ({ field, message: 'Is not allowed' }))
            .slice(0, 100);
          res.writeHead(400, {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          });
          res.end(JSON.stringify({ error: 'Validation failed', details }));
        });
      }),
  },
  {
    name: 'refused requests not throttled (--rate-limit refused=off)',
    caught: /^at most \d+ refused sign-ins from one client meet 429/,
    create: () => {
      configureThrottle({ rateLimit: 'refused=off' });
      const { server } = createMockServer({ log: () => undefined });
      server.once('close', resetThrottleSettings);
      return server;
    },
  },
  {
    name: 'no Cache-Control on error answers',
    caught: /^GET \/api\/no-such-path$/,
    create: () =>
      wrapped((real) => (req, res) => {
        dropping(res, 'Cache-Control', (status) => status >= 400);
        real(req, res);
      }),
  },
];
