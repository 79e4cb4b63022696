import { HttpHandler, type RequestHandler } from 'msw';
import { contract } from './contract';

/** `/api/teams/{id}` → `*\/api/teams/:id`: the pattern `defineRoute` registers for a contract path. */
function mswPathOf(pathTemplate: string): string {
  return `*${pathTemplate.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * The handlers a request needs, for the HTTP server and the browser's in-page mock: those of its
 * own contract operation and the ones registered for no single operation (guards, the fallback),
 * in their order. MSW parses every handler's path pattern and the request's cookies for each
 * handler it tries, about 1 ms per request over all ~200 on the `large` scenario before any
 * handler ran. A request the contract does not know (or cannot read) gets every handler.
 */
export function operationHandlers(
  handlers: RequestHandler[],
): (method: string, pathname: string) => RequestHandler[] {
  const byRoute = new Map<string, string>();
  for (const operation of contract.operations.values()) {
    byRoute.set(
      `${operation.method.toUpperCase()} ${mswPathOf(operation.pathTemplate)}`,
      operation.operationId,
    );
  }
  const owners = handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return null;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') return null;
    return byRoute.get(`${method.toUpperCase()} ${path}`) ?? null;
  });
  const perOperation = new Map<string, RequestHandler[]>();
  return (method, pathname) => {
    let match;
    try {
      match = contract.findOperation(method, pathname);
    } catch {
      return handlers;
    }
    if (!match) return handlers;
    let list = perOperation.get(match.operationId);
    if (!list) {
      list = handlers.filter((_, i) => owners[i] === null || owners[i] === match.operationId);
      perOperation.set(match.operationId, list);
    }
    return list;
  };
}
