/** Static and dynamic imports of every module, and the build's entry modules. */
export interface ModuleGraph {
  entries: string[];
  edges: Map<string, string[]>;
}

/** The file that starts the mock in the browser; whatever only it reaches is mock code. */
export const MOCK_ENTRY = /[\\/]mocks[\\/]browser\.ts$/;

export type ChunkKind = 'app' | 'mock' | 'mixed';

/**
 * Modules reachable from the entries only through the mock's entry: everything left over after a
 * walk of the graph from the entries that never steps into `mocks/browser.ts`.
 */
export function findMockOnlyModules(
  graph: ModuleGraph,
  mockEntry: RegExp = MOCK_ENTRY,
): Set<string> {
  const appReachable = new Set<string>();
  const stack = graph.entries.filter((id) => !mockEntry.test(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (appReachable.has(id)) continue;
    appReachable.add(id);
    for (const next of graph.edges.get(id) ?? []) {
      if (!appReachable.has(next) && !mockEntry.test(next)) stack.push(next);
    }
  }
  const mockOnly = new Set<string>();
  for (const id of graph.edges.keys()) if (!appReachable.has(id)) mockOnly.add(id);
  return mockOnly;
}

/** 'mock' when every byte of the chunk is mock-only code, 'app' when none is, else 'mixed'. */
export function classifyChunk(
  modules: readonly { id: string; size: number }[],
  mockOnly: ReadonlySet<string>,
): { kind: ChunkKind; mockShare: number } {
  let total = 0;
  let mock = 0;
  for (const m of modules) {
    total += m.size;
    if (mockOnly.has(m.id)) mock += m.size;
  }
  if (total === 0) {
    // Empty facades (e.g. a re-export chunk): judge by the ids alone.
    const allMock = modules.length > 0 && modules.every((m) => mockOnly.has(m.id));
    return { kind: allMock ? 'mock' : 'app', mockShare: allMock ? 1 : 0 };
  }
  const mockShare = mock / total;
  return { kind: mock === total ? 'mock' : mock === 0 ? 'app' : 'mixed', mockShare };
}

/**
 * Code only a signed-in user needs: the protected shell, guards, role pages and every feature
 * except the public ones (landing, waitlist, sign-in and registration).
 */
export const SIGNED_IN_CODE =
  /[\\/]src[\\/](?:features[\\/](?!landing[\\/]|waitlist[\\/]|auth[\\/])[^\\/]+[\\/]|app[\\/](?:layouts|guard|pages)[\\/])/;

export function hasSignedInCode(modules: readonly { id: string }[]): boolean {
  return modules.some((m) => SIGNED_IN_CODE.test(m.id));
}

/** A built chunk's place in the chunk graph (file names as in the build's output). */
export interface ChunkLinks {
  kind: ChunkKind;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The chunks a page loaded only because the mock needs them: shared code (e.g. `src/lib` rules
 * the mock and the signed-in screens both use) is 'app' by its modules, but a page that loads it
 * without any of its own chunks importing it pays for it only because the mock runs. Walks the
 * chunk graph from the entry over the chunks the page loaded, never through a mock chunk; the
 * loaded non-mock chunks it does not reach are the mock's dependencies on that page.
 */
export function mockDependenciesOnPage(
  loaded: readonly string[],
  chunks: Readonly<Record<string, ChunkLinks | undefined>>,
): Set<string> {
  const loadedSet = new Set(loaded);
  const reached = new Set<string>();
  const stack = loaded.filter((file) => chunks[file]?.isEntry && chunks[file]?.kind !== 'mock');
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const links = chunks[file];
    for (const next of [...(links?.imports ?? []), ...(links?.dynamicImports ?? [])]) {
      if (loadedSet.has(next) && !reached.has(next) && chunks[next]?.kind !== 'mock') {
        stack.push(next);
      }
    }
  }
  const result = new Set<string>();
  for (const file of loaded) {
    const links = chunks[file];
    if (links && links.kind !== 'mock' && !reached.has(file)) result.add(file);
  }
  return result;
}
