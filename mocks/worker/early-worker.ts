/**
 * The window property under which the built page's inline script leaves the mock's worker it
 * started with the page (vite.config.ts, preloadMockChunk). A worker that failed to load has
 * `failed` set.
 */
export const EARLY_MOCK_WORKER = '__meritlyMockWorker';

export type EarlyWorker = Worker & { failed?: boolean };
