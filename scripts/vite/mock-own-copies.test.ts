import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mockOwnCopies } from './mock-own-copies';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const root = '/repo';

function setUp() {
  const plugin = mockOwnCopies();
  (plugin.configResolved as Hook).call({}, { root } as ResolvedConfig);
  // The bundler's own resolution: aliases and extensions already applied.
  const context = {
    resolve: async (source: string) =>
      source.startsWith('node:') ? { id: source, external: true } : { id: source },
    addWatchFile: () => undefined,
  };
  const resolveId = (source: string, importer?: string) =>
    (plugin.resolveId as Hook).call(context, source, importer, {}) as Promise<{
      id: string;
    } | null>;
  const load = (id: string) => (plugin.load as Hook).call(context, id);
  return { resolveId, load };
}

describe('mockOwnCopies', () => {
  it("gives the mock its own copy of the app's source modules, and their imports too", async () => {
    const { resolveId } = setUp();
    const fromMock = await resolveId('/repo/src/lib/status.ts', '/repo/mocks/handlers/users.ts');
    expect(fromMock?.id).toBe('/repo/src/lib/status.ts?mock-copy');
    const fromCopy = await resolveId('/repo/src/lib/dates.ts', '/repo/src/lib/status.ts?mock-copy');
    expect(fromCopy?.id).toBe('/repo/src/lib/dates.ts?mock-copy');
  });

  it('leaves the app, packages, other files and mock modules as they are', async () => {
    const { resolveId } = setUp();
    expect(await resolveId('/repo/src/lib/status.ts', '/repo/src/app/App.tsx')).toBeNull();
    const pkg = '/repo/node_modules/dayjs/esm/index.js';
    expect((await resolveId(pkg, '/repo/mocks/db/seed.ts'))?.id).toBe(pkg);
    const json = '/repo/src/api/openapi.gen.json';
    expect((await resolveId(json, '/repo/mocks/http/contract.ts'))?.id).toBe(json);
    const mockModule = '/repo/mocks/db/index.ts';
    expect((await resolveId(mockModule, '/repo/mocks/browser.ts'))?.id).toBe(mockModule);
    expect(await resolveId('/repo/src/main.tsx')).toBeNull();
    // A folder whose name only starts like the mock's or the app's is neither.
    expect(await resolveId('/repo/src/lib/status.ts', '/repo/mocks-old/users.ts')).toBeNull();
    const lookalike = '/repo/src-old/lib/status.ts';
    expect((await resolveId(lookalike, '/repo/mocks/handlers/users.ts'))?.id).toBe(lookalike);
  });

  it('loads a copy from its file, as TypeScript', () => {
    const { load } = setUp();
    const dir = mkdtempSync(join(tmpdir(), 'mock-copy-'));
    writeFileSync(join(dir, 'rule.ts'), 'export const limit: number = 3;');
    writeFileSync(join(dir, 'View.tsx'), 'export const v = <b />;');
    expect(load(join(dir, 'rule.ts?mock-copy'))).toEqual({
      code: 'export const limit: number = 3;',
      moduleType: 'ts',
    });
    expect(load(join(dir, 'View.tsx?mock-copy'))).toMatchObject({ moduleType: 'tsx' });
    expect(load(join(dir, 'rule.ts'))).toBeNull();
  });
});
