/** Where a build writes the browser mock's worker bundle (vite.config.ts `worker`). */
export const MOCK_WORKER_FILE_NAME = 'assets/mock-api-[hash].js';

/** Where it writes the parts that bundle loads on demand (its validators, one per kind). */
export const MOCK_WORKER_PART_NAME = 'assets/mock-api-part-[name]-[hash].js';

/** A served or written path of that bundle or its parts: mock code, although no page chunk imports it. */
export const MOCK_WORKER_FILE = /(^|\/)assets\/mock-api-[\w-]+\.js$/;

/** A path of one of its parts (not the worker's script). */
export const MOCK_WORKER_PART = /(^|\/)assets\/mock-api-part-[\w-]+\.js$/;
