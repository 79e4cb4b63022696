// Imported first by the worker's entry, so it runs before MSW's modules do. MSW's cookie store
// refuses to load where `localStorage` is missing, as it is in a worker. The mock's handlers use
// no cookies (sessions are bearer tokens) and its cookie library is a stub that keeps none
// (mocks/stubs/tough-cookie.ts): an empty storage is all the store gets. The mock's own saved
// data goes through the page (StorageMirror), never through this.
if (typeof globalThis.localStorage === 'undefined') {
  const nothing: Storage = {
    length: 0,
    key: () => null,
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: nothing, configurable: true });
}

// Every MSW handler records where it was declared by capturing and parsing a stack trace: about
// 200 handlers, 24 ms of the worker's start-up, for a location only MSW's own printing shows.
// Without frames the capture is cheap; mock-worker.ts restores the limit once they exist.
export const stackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
