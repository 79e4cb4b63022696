import type { Plugin } from 'vite';

/** Vite's own default: a chunk above it is worth a look. */
export const APP_CHUNK_LIMIT_KIB = 500;
/**
 * The mock backend is one chunk on purpose: the contract's request validators (precompiled at
 * build time), the seed and 107 operations' handlers (792 KiB, about 149 KiB gzip; MSW's
 * service-worker client, for `?mockWorker=1` only, is a chunk of its own). It exists only in mock
 * builds (never with VITE_API_URL), downloads in parallel with the app and is cached apart from
 * it; splitting it would only add round trips, since the mock needs all of it to answer the first
 * call. It gets a limit of its own instead of Vite's 500 KiB, close above its size so that growth
 * is noticed.
 */
export const MOCK_CHUNK_LIMIT_KIB = 900;

/** The chunks over their limit, as warnings to print. */
export function oversizedChunks(
  chunks: Array<{ fileName: string; bytes: number }>,
  isMock: (fileName: string) => boolean,
): string[] {
  return chunks.flatMap(({ fileName, bytes }) => {
    const limit = isMock(fileName) ? MOCK_CHUNK_LIMIT_KIB : APP_CHUNK_LIMIT_KIB;
    const kib = bytes / 1024;
    return kib > limit
      ? [
          `${fileName} is ${kib.toFixed(0)} KiB, over its ${limit} KiB limit (scripts/vite/chunk-size-limits.ts)`,
        ]
      : [];
  });
}

/** Replaces Vite's single chunk-size warning with one limit for app chunks and one for the mock. */
export function chunkSizeLimits(isMock: (fileName: string) => boolean): Plugin {
  return {
    name: 'meritly:chunk-size-limits',
    apply: 'build',
    config: () => ({ build: { chunkSizeWarningLimit: Number.POSITIVE_INFINITY } }),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, bytes: Buffer.byteLength(output.code) }]
          : [],
      );
      for (const warning of oversizedChunks(chunks, isMock)) this.warn(warning);
    },
  };
}
