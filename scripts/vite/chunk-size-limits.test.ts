import { describe, expect, it } from 'vitest';
import { oversizedChunks } from './chunk-size-limits.ts';

const isMock = (file: string) => file.startsWith('assets/mock-');
const kib = (n: number) => n * 1024;

describe('chunk size limits', () => {
  it('lets the mock chunk reach 900 KiB and app chunks 500 KiB', () => {
    expect(
      oversizedChunks(
        [
          { fileName: 'assets/mock-abc.js', bytes: kib(900) },
          { fileName: 'assets/App-abc.js', bytes: kib(500) },
        ],
        isMock,
      ),
    ).toEqual([]);
  });

  it('names a chunk over its limit', () => {
    expect(
      oversizedChunks(
        [
          { fileName: 'assets/mock-abc.js', bytes: kib(901) },
          { fileName: 'assets/ChartsWrapper-abc.js', bytes: kib(501) },
        ],
        isMock,
      ),
    ).toEqual([
      'assets/mock-abc.js is 901 KiB, over its 900 KiB limit (scripts/vite/chunk-size-limits.ts)',
      'assets/ChartsWrapper-abc.js is 501 KiB, over its 500 KiB limit (scripts/vite/chunk-size-limits.ts)',
    ]);
  });
});
