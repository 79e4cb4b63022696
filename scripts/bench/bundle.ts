import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mockDependenciesOnPage, type ChunkKind, type ChunkLinks } from './chunks';

export interface AssetFacts {
  kind: ChunkKind;
  signedIn: boolean;
  raw: number;
  gzip: number;
}

/** What the bench knows about each file it served: the build's chunk facts, else the file's bytes. */
export class ChunkTable {
  private readonly cache = new Map<string, AssetFacts>();
  /** Chunk graph keyed by served path; empty when the build's facts predate it. */
  readonly links: Record<string, ChunkLinks> = {};

  constructor(
    private readonly outDir: string,
    chunks: Record<
      string,
      { kind: ChunkKind; signedIn: boolean; raw: number; gzip: number } & Partial<ChunkLinks>
    >,
  ) {
    for (const [file, c] of Object.entries(chunks)) {
      this.cache.set(`/${file}`, { kind: c.kind, signedIn: c.signedIn, raw: c.raw, gzip: c.gzip });
      if (c.imports && c.dynamicImports && c.isEntry !== undefined) {
        this.links[`/${file}`] = {
          kind: c.kind,
          isEntry: c.isEntry,
          imports: c.imports.map((f) => `/${f}`),
          dynamicImports: c.dynamicImports.map((f) => `/${f}`),
        };
      }
    }
  }

  /** Facts of a served path such as `/assets/index-abc.css` (gzip by zlib, default level). */
  get(path: string): AssetFacts {
    let facts = this.cache.get(path);
    if (!facts) {
      const bytes = readFileSync(join(this.outDir, path));
      // Not a chunk of the page's graph (an asset): the page's own.
      facts = { kind: 'app', signedIn: false, raw: bytes.length, gzip: gzipSync(bytes).length };
      this.cache.set(path, facts);
    }
    return facts;
  }
}

export interface Resource {
  path: string;
  start: number;
}

const KIB = 1024;

/**
 * What a page downloaded, in KiB: all JS until the network went quiet, the JS requested before the
 * page was ready ("initial"), each with and without the mock, CSS, chunk counts, whether signed-in
 * code came along, and when the first mock chunk was requested relative to the first paint.
 * "Without the mock" also leaves out the shared chunks the page loaded only for the mock (no chunk
 * of the page's own imports them, see mockDependenciesOnPage); they are reported as mockDeps*.
 */
export function accountBundle(
  resources: readonly Resource[],
  readyAt: number,
  fcp: number,
  table: ChunkTable,
): Record<string, number> {
  const seen = new Set<string>();
  const out = {
    jsRawKiB: 0,
    jsGzipKiB: 0,
    jsChunks: 0,
    appJsRawKiB: 0,
    appJsGzipKiB: 0,
    initialJsRawKiB: 0,
    initialJsGzipKiB: 0,
    initialChunks: 0,
    initialAppJsGzipKiB: 0,
    mockJsRawKiB: 0,
    mockJsGzipKiB: 0,
    mockChunks: 0,
    mockDepsJsGzipKiB: 0,
    initialMockDepsJsGzipKiB: 0,
    cssRawKiB: 0,
    cssGzipKiB: 0,
    signedInChunks: 0,
    mockRequestedAfterFcpMs: Number.NaN,
  };
  let firstMockStart = Number.POSITIVE_INFINITY;
  const loadedJs = [
    ...new Set(
      resources.map((r) => r.path).filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
    ),
  ];
  const mockDeps =
    Object.keys(table.links).length > 0
      ? mockDependenciesOnPage(loadedJs, table.links)
      : new Set<string>();
  for (const resource of resources) {
    const { path } = resource;
    if (!path.startsWith('/assets/') || seen.has(path)) continue;
    seen.add(path);
    if (path.endsWith('.css')) {
      const facts = table.get(path);
      out.cssRawKiB += facts.raw / KIB;
      out.cssGzipKiB += facts.gzip / KIB;
      continue;
    }
    if (!path.endsWith('.js')) continue;
    const facts = table.get(path);
    const raw = facts.raw / KIB;
    const gzip = facts.gzip / KIB;
    const initial = resource.start <= readyAt;
    out.jsRawKiB += raw;
    out.jsGzipKiB += gzip;
    out.jsChunks += 1;
    if (facts.signedIn) out.signedInChunks += 1;
    if (initial) {
      out.initialJsRawKiB += raw;
      out.initialJsGzipKiB += gzip;
      out.initialChunks += 1;
    }
    if (facts.kind === 'mock') {
      out.mockJsRawKiB += raw;
      out.mockJsGzipKiB += gzip;
      out.mockChunks += 1;
      firstMockStart = Math.min(firstMockStart, resource.start);
    } else if (mockDeps.has(path)) {
      out.mockDepsJsGzipKiB += gzip;
      if (initial) out.initialMockDepsJsGzipKiB += gzip;
    } else {
      out.appJsRawKiB += raw;
      out.appJsGzipKiB += gzip;
      if (initial) out.initialAppJsGzipKiB += gzip;
    }
  }
  if (Number.isFinite(firstMockStart)) out.mockRequestedAfterFcpMs = firstMockStart - fcp;
  return out;
}
