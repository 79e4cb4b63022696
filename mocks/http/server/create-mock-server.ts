import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import cors from 'cors';
import express, {
  type ErrorRequestHandler,
  type Express,
  type RequestHandler as ExpressHandler,
} from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as mockHandlers } from '@mocks/handlers/index';
import { API_HEADERS } from '@mocks/http/api-headers';
import { contract } from '@mocks/http/contract';
import type { ErrorBody } from '@mocks/http/errors';
import { allowedMethods } from './allowed-methods';
import {
  BODY_LIMITS,
  BodyAborted,
  bodyLimitFor,
  BodyTooLarge,
  readBodyWithin,
  type BodyLimits,
} from './body-limits';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { malformedTargetProblem } from './malformed-url';
import { refusalThrottle } from './refusal-throttle';
import { operationHandlers } from '../operation-handlers';
import { sendFetchResponse, toFetchRequest } from './to-fetch';

/** The origins of the Vite dev server, its preview and Storybook. */
export const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:6006',
  'http://127.0.0.1:6006',
];

/** How long a client may take, in milliseconds (a production server's, as docs/mock.md says). */
export interface ServerTimeouts {
  /** From the connection (or the previous answer) to the request's last header line. */
  headers: number;
  /** From the connection to the request's last body byte: a 20 MiB import needs ~350 KB/s. */
  request: number;
  /** An idle kept-alive connection between requests. */
  keepAlive: number;
  /** A connection with no traffic either way (a client that stops reading an answer); above `--latency`. */
  idle: number;
  /** How often the header and request limits are checked: a socket closes at most this late. */
  checkInterval: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headers: 10_000,
  request: 60_000,
  keepAlive: 5_000,
  idle: 120_000,
  checkInterval: 1_000,
};

/** How long an answer written on a refused connection waits for the client to close it. */
const LINGER_MS = 2_000;

export interface MockServerOptions {
  /** Origins CORS lets call with credentials (default {@link DEV_ORIGINS}). */
  origins?: readonly string[];
  /** MSW handlers that answer the API (default: the mock backend's). */
  handlers?: readonly RequestHandler[];
  /** Body limits in bytes (default {@link BODY_LIMITS}, as the contract documents). */
  limits?: Partial<BodyLimits>;
  /**
   * Express middleware run after the HTTP checks (URL, method, body size) and before the
   * handlers, e.g. throttling. `req.headers['x-meritly-client-address']` is already trusted.
   */
  middleware?: readonly ExpressHandler[];
  /** Client time limits (default {@link SERVER_TIMEOUTS}). */
  timeouts?: Partial<ServerTimeouts>;
  /** Where errors go (default console.error). */
  log?: (message: string, error?: unknown) => void;
}

export interface MockServer {
  app: Express;
  /** Not listening yet: `server.listen(port, host)`. */
  server: Server;
}

const NOT_FOUND: ErrorBody = { error: 'Not found' };
const INTERNAL: ErrorBody = { error: 'Internal error' };

function sendJson(
  res: ServerResponse,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...API_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function methodNotAllowed(method: string, allow: readonly string[]): ErrorBody {
  return {
    error: 'Method not allowed',
    message: `${method} is not allowed here; allowed: ${allow.join(', ')}`,
  };
}

/** The request line of a packet Node's parser refused (for an answer that names the path). */
function requestLine(packet: unknown): { method: string; path: string } | null {
  if (!Buffer.isBuffer(packet)) return null;
  const found = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/\S*) HTTP\/1\.[01]\r?\n/.exec(
    packet.subarray(0, 8192).toString('latin1'),
  );
  return found ? { method: found[1] as string, path: found[2] as string } : null;
}

/** A whole answer written on a bare socket, for requests that never became an IncomingMessage. */
function writeRaw(
  socket: Duplex,
  status: number,
  body: ErrorBody,
  headers: Record<string, string>,
) {
  const text = JSON.stringify(body);
  const head = {
    ...API_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
  const reason =
    {
      400: 'Bad Request',
      404: 'Not Found',
      405: 'Method Not Allowed',
      408: 'Request Timeout',
      431: 'Request Header Fields Too Large',
    }[status] ?? 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${text}`);
  // end() only half-closes: a client that never closes its side would hold the socket for good.
  const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(linger));
}

/** The 405/404 of a request the HTTP layer refuses by its method, for {@link writeRaw}. */
function refuseMethod(socket: Duplex, method: string, target: string): void {
  const path = target.split('?')[0] ?? target;
  const allow = malformedTargetProblem(target) ? null : allowedMethods(path);
  if (allow) writeRaw(socket, 405, methodNotAllowed(method, allow), { Allow: allow.join(', ') });
  else writeRaw(socket, 404, NOT_FOUND, {});
}

/**
 * The mock backend as an HTTP server that behaves like a hardened production one: every answer
 * is JSON in the contract's Error shape or a handler's answer, with {@link API_HEADERS}; a method
 * the path does not know is 405 with `Allow`, HEAD is GET without a body, a target that is not
 * valid percent-encoding is 400, a body over its limit is 413 before it is read, a client whose
 * public calls were refused too often gets 429 before its body is read, and an exception
 * anywhere is logged and answered 500 `{ error: 'Internal error' }` (no stack, no file path) while
 * the process keeps serving.
 */
export function createMockServer(options: MockServerOptions = {}): MockServer {
  const handlersFor = operationHandlers([...(options.handlers ?? mockHandlers)]);
  const limits: BodyLimits = { ...BODY_LIMITS, ...options.limits };
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', false);

  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
    // Trusted: set from the socket, whatever the client sent under this name.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    next();
  });
  app.use((req, res, next) => {
    const problem = malformedTargetProblem(req.originalUrl);
    if (!problem) {
      next();
      return;
    }
    const error = problem.field === 'path' ? 'Malformed request path' : 'Malformed query string';
    sendJson(res, 400, { error, details: [problem] });
  });
  app.use((req, res, next) => {
    const allow = allowedMethods(req.path);
    if (req.method === 'OPTIONS' && allow) res.setHeader('Allow', allow.join(', '));
    next();
  });
  app.use(
    cors({
      origin: [...(options.origins ?? DEV_ORIGINS)],
      credentials: true,
      exposedHeaders: ['ETag', 'Retry-After'],
    }),
  );
  app.use((req, res, next) => {
    if (contract.findOperation(req.method === 'HEAD' ? 'GET' : req.method, req.path)) {
      next();
      return;
    }
    const allow = allowedMethods(req.path);
    if (!allow) {
      sendJson(res, 404, NOT_FOUND);
      return;
    }
    if (!allow.includes(req.method)) {
      sendJson(res, 405, methodNotAllowed(req.method, allow), { Allow: allow.join(', ') });
      return;
    }
    next();
  });

  app.use(
    refusalThrottle((res, answer) =>
      sendJson(res, answer.status, answer.body, { ...answer.headers, Connection: 'close' }),
    ),
  );

  for (const middleware of options.middleware ?? []) app.use(middleware);

  app.use((req, res, next) => {
    const run = async () => {
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const limit = bodyLimitFor(method, req.path, limits);
      const body = await readBodyWithin(req, limit, () => {
        if (/100-continue/i.test(req.headers.expect ?? '')) res.writeContinue();
      });
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      const response = await getResponse(
        handlersFor(method, req.path),
        toFetchRequest(req, origin, method, body),
      );
      if (!response) sendJson(res, 404, NOT_FOUND);
      else await sendFetchResponse(response, res);
    };
    run().catch(next);
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    if (error instanceof BodyAborted) {
      res.destroy();
      return;
    }
    if (error instanceof BodyTooLarge) {
      sendJson(
        res,
        413,
        {
          error: 'Request body too large',
          message: `The body of this call may be at most ${error.limit} bytes`,
        },
        // The rest of the body is never read: the connection cannot carry another request.
        { Connection: 'close' },
      );
      return;
    }
    log(`[mock-server] ${req.method} ${req.originalUrl} failed; answered 500`, error);
    if (res.headersSent) res.destroy();
    else sendJson(res, 500, INTERNAL);
  };
  app.use(onError);

  const timeouts: ServerTimeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const server = createServer({ connectionsCheckingInterval: timeouts.checkInterval }, app);
  server.headersTimeout = timeouts.headers;
  server.requestTimeout = timeouts.request;
  server.keepAliveTimeout = timeouts.keepAlive;
  server.timeout = timeouts.idle;
  // Node would send `100 Continue` before any check; the app sends it once the body is wanted.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => app(req, res));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      writeRaw(socket, 408, { error: 'Request timeout' }, {});
      return;
    }
    const line = requestLine(error.rawPacket);
    if (error.code === 'HPE_INVALID_METHOD' && line) refuseMethod(socket, line.method, line.path);
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      writeRaw(socket, 431, { error: 'Request headers too large' }, {});
    else writeRaw(socket, 400, { error: 'Malformed request' }, {});
  });
  // CONNECT is a proxy's method; without a listener Node drops the connection unanswered.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const target = req.url ?? '';
    if (target.startsWith('/')) refuseMethod(socket, 'CONNECT', target);
    else writeRaw(socket, 400, { error: 'Malformed request target' }, {});
  });
  return { app, server };
}
