import type { Plugin } from 'vite';

/** Vite's own default: a chunk above it is worth a look. */
export const APP_CHUNK_LIMIT_KIB = 500;
/**
 * The mock backend is one chunk on purpose: MSW, the contract's request validators (precompiled
 * at build time), the seed and the operations' handlers. It exists only in mock builds (never
 * with VITE_API_URL) and needs all of it to answer the first call, so splitting it would only
 * add round trips. It gets a limit of its own, close above its size so that growth is noticed.
 */
export const MOCK_CHUNK_LIMIT_KIB = 1250;

export interface ChunkSize {
  fileName: string;
  bytes: number;
  /** The chunk holds the mock's own code (a module under mocks/). */
  mock: boolean;
}

/** The chunks over their limit, as warnings to print. */
export function oversizedChunks(chunks: ChunkSize[]): string[] {
  return chunks.flatMap(({ fileName, bytes, mock }) => {
    const limit = mock ? MOCK_CHUNK_LIMIT_KIB : APP_CHUNK_LIMIT_KIB;
    const kib = bytes / 1024;
    return kib > limit
      ? [
          `${fileName} is ${kib.toFixed(0)} KiB, over its ${limit} KiB limit (scripts/vite/chunk-size-limits.ts)`,
        ]
      : [];
  });
}

const MOCK_MODULE = /[\\/]mocks[\\/]/;

/** Replaces Vite's single chunk-size warning with one limit for app chunks and one for the mock. */
export function chunkSizeLimits(): Plugin {
  return {
    name: 'meritly:chunk-size-limits',
    apply: 'build',
    config: () => ({ build: { chunkSizeWarningLimit: Number.POSITIVE_INFINITY } }),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                bytes: Buffer.byteLength(output.code),
                mock: output.moduleIds.some((id) => MOCK_MODULE.test(id)),
              },
            ]
          : [],
      );
      for (const warning of oversizedChunks(chunks)) this.warn(warning);
    },
  };
}
