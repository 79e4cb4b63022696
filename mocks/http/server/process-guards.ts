/**
 * Keeps the mock server process alive through an error nothing caught: a promise a handler
 * forgot to await that rejects, or an exception thrown from a timer. Node would exit on either,
 * taking the in-memory demo data and every client's session with it; a server in front of a demo
 * or a contract run must log and keep answering instead. Only for the server's own process
 * (`scripts/mock-server.ts`), never inside a test runner, which has its own listeners.
 */
export function installProcessGuards(): void {
  process.on('unhandledRejection', (reason: unknown) => {
    console.error('[mock-server] unhandled promise rejection (still serving)', reason);
  });
  process.on('uncaughtException', (error: unknown) => {
    console.error('[mock-server] uncaught exception (still serving)', error);
  });
}
