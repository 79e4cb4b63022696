import { describe, expect, it } from 'vitest';
import { MOCK_CHUNK_LIMIT_KIB, oversizedChunks } from './chunk-size-limits.ts';

const kib = (n: number) => n * 1024;

describe('chunk size limits', () => {
  it('lets the mock chunk reach its own limit and app chunks 500 KiB', () => {
    expect(
      oversizedChunks([
        { fileName: 'assets/browser-abc.js', bytes: kib(MOCK_CHUNK_LIMIT_KIB), mock: true },
        { fileName: 'assets/App-abc.js', bytes: kib(500), mock: false },
      ]),
    ).toEqual([]);
  });

  it('names a chunk over its limit', () => {
    expect(
      oversizedChunks([
        { fileName: 'assets/browser-abc.js', bytes: kib(MOCK_CHUNK_LIMIT_KIB + 1), mock: true },
        { fileName: 'assets/ChartsWrapper-abc.js', bytes: kib(501), mock: false },
      ]),
    ).toEqual([
      `assets/browser-abc.js is ${MOCK_CHUNK_LIMIT_KIB + 1} KiB, over its ${MOCK_CHUNK_LIMIT_KIB} KiB limit (scripts/vite/chunk-size-limits.ts)`,
      'assets/ChartsWrapper-abc.js is 501 KiB, over its 500 KiB limit (scripts/vite/chunk-size-limits.ts)',
    ]);
  });
});
