type Gate = () => Promise<unknown>;

let gate: Gate | null = null;

/**
 * Makes every API call wait for `next()` first. The in-browser mock uses it: the app renders
 * before the mock has started (or, on the landing page, before it is even loaded), and a call made
 * meanwhile goes out once the mock answers. `next` is called per request, so it may start the mock
 * lazily on the first call; it must be idempotent.
 */
export function setApiGate(next: Gate | null): void {
  gate = next;
}

/**
 * Resolves once calls may go out (the in-browser mock has started, or no gate is set): for code
 * that reads the mock's own state rather than calling it (the demo data menu's scenario).
 */
export function apiReady(): Promise<void> {
  if (!gate) return Promise.resolve();
  return gate().then(
    () => undefined,
    () => undefined,
  );
}

/** `fetch` behind the gate (none set, as in tests and real-API builds: fetch at once). */
export function gatedFetch(request: Request): Promise<Response> {
  // Resolved per call so MSW in tests (which patches globalThis.fetch) sees every request.
  if (!gate) return globalThis.fetch(request);
  return gate().then(
    () => globalThis.fetch(request),
    () => globalThis.fetch(request),
  );
}
