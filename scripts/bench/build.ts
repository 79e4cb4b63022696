import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import {
  classifyChunk,
  findMockOnlyModules,
  hasSignedInCode,
  type ChunkKind,
  type ModuleGraph,
} from './chunks';

export interface ChunkFacts {
  file: string;
  kind: ChunkKind;
  /** Share of the chunk's rendered code that only the mock reaches (0..1). */
  mockShare: number;
  /** Holds code only a signed-in user needs (see SIGNED_IN_CODE). */
  signedIn: boolean;
  raw: number;
  gzip: number;
  modules: number;
  /** The three biggest packages or source folders in the chunk, by rendered size. */
  top: string[];
  /** The build's entry chunk (`index-*.js`). */
  isEntry: boolean;
  /** Chunks this one imports statically and dynamically (output file names). */
  imports: string[];
  dynamicImports: string[];
}

export interface BuildFacts {
  /** How the app was built: `npm run build` (typecheck passed) or `vite build` (typecheck failing). */
  command: string;
  typecheck: 'passed' | 'failed' | 'skipped';
  typecheckOutput?: string;
  seconds: number;
  outDir: string;
  /** Keyed by the file's path in `outDir` (e.g. `assets/index-abc.js`). */
  chunks: Record<string, ChunkFacts>;
}

function ownerOf(id: string, root: string): string {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (pkg) return pkg[1]!.replace('\\', '/');
  return id.replace(root, '').split(/[\\/]/).filter(Boolean).slice(0, 2).join('/');
}

/** Collects the module graph and each chunk's modules while Vite writes the bundle. */
function statsPlugin(root: string, sink: { graph?: ModuleGraph; chunks: RawChunk[] }): Plugin {
  return {
    name: 'meritly-bench-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph: ModuleGraph = { entries: [], edges: new Map() };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) graph.entries.push(id);
        graph.edges.set(id, [...info.importedIds, ...info.dynamicallyImportedIds]);
      }
      sink.graph = graph;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sink.chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules).map(([id, m]) => ({
            id,
            owner: ownerOf(id, root),
            size: m.renderedLength,
          })),
        });
      }
    },
  };
}

interface RawChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; owner: string; size: number }[];
}

function typecheck(root: string): { ok: boolean; output: string } {
  const result = spawnSync('npx', ['tsc', '-b'], { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * `npm run build` is `tsc -b && vite build`: the typecheck runs first; when it fails (others'
 * work in progress) the bench still builds with `vite build` and says so. The build goes to
 * `.bench/dist` so it never replaces a `dist/` someone else is previewing.
 */
export async function buildApp(
  root: string,
  options: { skipTypecheck: boolean },
): Promise<BuildFacts> {
  const started = Date.now();
  let state: BuildFacts['typecheck'] = 'skipped';
  let typecheckOutput: string | undefined;
  if (!options.skipTypecheck) {
    const result = typecheck(root);
    state = result.ok ? 'passed' : 'failed';
    if (!result.ok) typecheckOutput = result.output.split('\n').slice(0, 8).join('\n');
  }
  const command =
    state === 'passed'
      ? 'npm run build (tsc -b && vite build)'
      : state === 'failed'
        ? 'vite build (tsc -b currently fails)'
        : 'vite build (typecheck skipped)';
  console.log(`[bench] build: ${command}`);
  if (typecheckOutput) console.log(typecheckOutput.replace(/^/gm, '  | '));

  const outDir = join(root, '.bench', 'dist');
  mkdirSync(outDir, { recursive: true });
  const sink: { graph?: ModuleGraph; chunks: RawChunk[] } = { chunks: [] };
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    plugins: [statsPlugin(root, sink)],
  });
  if (!sink.graph) throw new Error('the stats plugin saw no bundle');

  const mockOnly = findMockOnlyModules(sink.graph);
  const chunks: Record<string, ChunkFacts> = {};
  for (const chunk of sink.chunks) {
    const bytes = readFileSync(join(outDir, chunk.file));
    const { kind, mockShare } = classifyChunk(chunk.modules, mockOnly);
    const byOwner = new Map<string, number>();
    for (const m of chunk.modules) byOwner.set(m.owner, (byOwner.get(m.owner) ?? 0) + m.size);
    chunks[chunk.file] = {
      file: chunk.file,
      kind,
      mockShare,
      signedIn: hasSignedInCode(chunk.modules),
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      modules: chunk.modules.length,
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      top: [...byOwner.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([owner]) => owner),
    };
  }
  const facts: BuildFacts = {
    command,
    typecheck: state,
    typecheckOutput,
    seconds: Math.round((Date.now() - started) / 1000),
    outDir,
    chunks,
  };
  writeFileSync(join(root, '.bench', 'chunks.json'), JSON.stringify(facts, null, 2));
  // Every module of every chunk with its rendered size: where to look when a chunk grows.
  const modules = Object.fromEntries(
    sink.chunks.map((c) => [
      c.file,
      c.modules
        .filter((m) => m.size > 0)
        .sort((a, b) => b.size - a.size)
        .map((m) => `${m.size} ${m.id.replace(root, '')}${mockOnly.has(m.id) ? ' (mock)' : ''}`),
    ]),
  );
  writeFileSync(join(root, '.bench', 'modules.json'), JSON.stringify(modules, null, 1));
  return facts;
}

/**
 * Builds once more as for a real server (`VITE_API_URL` set) and counts the modules of the mock
 * (`mocks/`, msw, @mswjs) in the output: the mock's code must ship only in mock mode.
 */
export async function countMockModulesInRealApiBuild(root: string): Promise<number> {
  const previous = process.env.VITE_API_URL;
  process.env.VITE_API_URL = 'https://api.example.invalid';
  const sink: { graph?: ModuleGraph; chunks: RawChunk[] } = { chunks: [] };
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        outDir: join(root, '.bench', 'dist-real-api'),
        emptyOutDir: true,
        reportCompressedSize: false,
      },
      plugins: [statsPlugin(root, sink)],
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = previous;
  }
  const mockCode = /[\\/]mocks[\\/]|node_modules[\\/](?:msw|@mswjs)[\\/]/;
  return sink.chunks.flatMap((c) => c.modules).filter((m) => mockCode.test(m.id)).length;
}
