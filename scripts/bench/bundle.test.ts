import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accountBundle, ChunkTable } from './bundle';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('accountBundle', () => {
  it('counts the mock’s worker bundle as mock code, not the page’s', () => {
    // The worker's bundle is no chunk of the page's graph (vite.config.ts `worker`).
    const dir = build({
      'assets/app-a1b2c3d4.js': 'x'.repeat(2048),
      'assets/mock-api-Dr9-F8lh.js': 'y'.repeat(4096),
    });
    const out = accountBundle(
      [
        { path: '/assets/app-a1b2c3d4.js', start: 10 },
        { path: '/assets/mock-api-Dr9-F8lh.js', start: 20 },
      ],
      100,
      50,
      new ChunkTable(dir, {}),
    );
    expect(out.appJsRawKiB).toBe(2);
    expect(out.mockJsRawKiB).toBe(4);
    expect(out.mockChunks).toBe(1);
  });
});
