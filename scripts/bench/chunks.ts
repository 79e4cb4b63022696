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
export function findMockOnlyModules(graph: ModuleGraph, mockEntry: RegExp = MOCK_ENTRY): Set<string> {
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
 * Code only a signed-in user needs: the protected shell, guards, dashboards and every feature
 * except the public ones (landing, waitlist, sign-in and registration).
 */
export const SIGNED_IN_CODE =
  /[\\/]src[\\/](?:features[\\/](?!landing[\\/]|waitlist[\\/]|auth[\\/])[^\\/]+[\\/]|app[\\/](?:layouts|guard)[\\/]|app[\\/]DashboardSwitch)/;

export function hasSignedInCode(modules: readonly { id: string }[]): boolean {
  return modules.some((m) => SIGNED_IN_CODE.test(m.id));
}
