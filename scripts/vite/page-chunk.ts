/** What a chunking callback may ask about a module (rolldown's ChunkingContext). */
interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(roots: readonly string[], ctx: GraphContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for the modules `file` (a module id) reaches through static imports, less those
 * `before` reach (files whose chunks load first, e.g. the app's root for a page); groups of a
 * higher priority (React, MUI's core) keep theirs. One request instead of a dozen small chunks (on
 * `/auth` they were ten: the route, Box, Stack, Link, the form controls, ...). For rolldown's
 * `codeSplitting.groups[].name`: null leaves a module out. Give the group of `before` a higher
 * priority: a captured module brings its imports along.
 */
export function closureChunk(
  chunkName: string,
  file: string,
  before: readonly string[] = [],
): (id: string, ctx: GraphContext) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    if (!members) {
      const earlier = staticClosure(before, ctx);
      members = new Set([...staticClosure([file], ctx)].filter((m) => !earlier.has(m)));
    }
    return members.has(id) ? chunkName : null;
  };
}
