/**
 * Keeps the mock server process alive through an error nothing caught: a promise a handler
 * forgot to await that rejects, or an exception thrown from a timer. Node would exit on either,
 * taking the in-memory demo data and every client's session with it; a server in front of a demo
 * or a contract run must log and keep answering instead. Only for the server's own process
 * (`scripts/mock-server.ts`), never inside a test runner, which has its own listeners.
 */
export function installProcessGuards(
  log: (message: string, error?: unknown) => void = (message, error) =>
    console.error(message, error),
  target: NodeJS.EventEmitter = process,
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log('[mock-server] unhandled promise rejection (still serving)', reason);
  });
  target.on('uncaughtException', (error: unknown) => {
    log('[mock-server] uncaught exception (still serving)', error);
  });
}
