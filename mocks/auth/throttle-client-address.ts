import { CLIENT_ADDRESS_HEADER } from './throttle';

interface NodeRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
}

/**
 * Express middleware of the HTTP mock server, before the MSW handlers: the handlers see a Fetch
 * Request only, so the socket's address travels in {@link CLIENT_ADDRESS_HEADER}. Always
 * overwritten: a client cannot choose the address it is throttled under.
 */
export function trustClientAddress(req: NodeRequest, _res: unknown, next: () => void): void {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  next();
}
