import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { handleRequest, HttpHandler, type RequestHandler } from 'msw';
import { contract } from './contract';
import { JsonTextResponse } from './json-response';

/** Nobody listens to MSW's life-cycle events on the server. */
const silent = { emit: () => false } as unknown as Parameters<typeof handleRequest>[4];

/** `/api/teams/{id}` → `*\/api/teams/:id`: the pattern `defineRoute` registers for a contract path. */
function mswPathOf(pathTemplate: string): string {
  return `*${pathTemplate.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * The operationId a handler was registered for: an HTTP handler whose method and path are exactly
 * a contract operation's (what `defineRoute` makes; it answers that operation only). Other
 * handlers (the fallback) get null and are tried for every request.
 */
function operationOf(handler: RequestHandler, byRoute: Map<string, string>): string | null {
  if (!(handler instanceof HttpHandler)) return null;
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  return byRoute.get(`${method.toUpperCase()} ${path}`) ?? null;
}

/**
 * What `@mswjs/http-middleware`'s `createMiddleware` does (a Fetch Request from the Node one, MSW's
 * `handleRequest`, the mocked Response written back), but each request runs through the handlers
 * of its own contract operation only (and the fallback), in their order, instead of all ~200:
 * MSW parses every handler's path pattern and the request's cookies for each handler it tries,
 * about 1 ms per request on the `large` scenario before any handler ran. A request the contract
 * does not know (or cannot read) goes through every handler as before.
 */
export function createOperationMiddleware(handlers: readonly RequestHandler[]) {
  const byRoute = new Map<string, string>();
  for (const operation of contract.operations.values()) {
    const route = `${operation.method.toUpperCase()} ${mswPathOf(operation.pathTemplate)}`;
    byRoute.set(route, operation.operationId);
  }
  const owners = handlers.map((handler) => operationOf(handler, byRoute));
  const perOperation = new Map<string, RequestHandler[]>();
  const handlersFor = (operationId: string) => {
    let list = perOperation.get(operationId);
    if (!list) {
      list = handlers.filter((_, i) => owners[i] === null || owners[i] === operationId);
      perOperation.set(operationId, list);
    }
    return list;
  };
  const all = [...handlers];

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const method = req.method || 'GET';
      const serverOrigin = `${req.protocol}://${req.get('host')}`;
      const url = new URL(req.url, serverOrigin);
      let candidates = all;
      try {
        const match = contract.findOperation(method, url.pathname);
        if (match) candidates = handlersFor(match.operationId);
      } catch {
        // An unreadable path: every handler sees it, as with createMiddleware.
      }
      const canHaveBody = method !== 'HEAD' && method !== 'GET';
      const fetchRequest = new Request(url, {
        method,
        headers: new Headers(req.headers as Record<string, string>),
        credentials: 'omit',
        // @ts-expect-error Undici needs `duplex` for a streamed body; not in the DOM typings.
        duplex: canHaveBody ? 'half' : undefined,
        body: canHaveBody
          ? req.readable
            ? (Readable.toWeb(req) as ReadableStream)
            : req.header('content-type')?.includes('json')
              ? JSON.stringify(req.body)
              : (req.body as BodyInit)
          : undefined,
      });
      await handleRequest(
        fetchRequest,
        randomUUID(),
        candidates,
        { onUnhandledRequest: () => null } as never,
        silent,
        {
          resolutionContext: { baseUrl: serverOrigin },
          onMockedResponse(response) {
            res.statusCode = response.status;
            res.statusMessage = response.statusText;
            response.headers.forEach((value, name) => res.appendHeader(name, value));
            // The mock's JSON answers keep their text: written as it is, not streamed in chunks
            // through a web stream (a 1,000-row page is 1-2 MB).
            if (response instanceof JsonTextResponse)
              response.text().then(
                (t) => res.end(t),
                () => res.destroy(),
              );
            else if (response.body) Readable.fromWeb(response.body as never).pipe(res);
            else res.end();
          },
          onPassthroughResponse() {
            next();
          },
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
