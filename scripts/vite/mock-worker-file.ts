/** Where a build writes the browser mock's worker bundle (vite.config.ts `worker`). */
export const MOCK_WORKER_FILE_NAME = 'assets/mock-api-[hash].js';

/** A served or written path of that bundle: mock code, although no page chunk imports it. */
export const MOCK_WORKER_FILE = /(^|\/)assets\/mock-api-[\w-]+\.js$/;
