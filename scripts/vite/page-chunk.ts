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
 * Packages whose modules a group must not capture: TanStack Query's index reaches the whole
 * library, and a captured module is bundled whole (the sign-in page, which reads only the query
 * client's context, carried 78 KiB of it); left to the bundler, only what is used ships.
 */
const LEFT_TO_THE_BUNDLER = /node_modules[\\/]@tanstack[\\/]/;

/**
 * One chunk for the modules `files` (module ids) reach through static imports, less those
 * `exclude` reach (files whose chunks load first, e.g. the app's root for a page), and, with
 * `within`, only those these files reach too (code two pages share). Groups of a higher priority
 * (React, MUI's core) keep theirs. One request instead of a dozen small chunks (on `/auth` they were
 * ten: the route, Box, Stack, Link, the form controls, ...). For rolldown's
 * `codeSplitting.groups[].name`: null leaves a module out.
 */
export function closureChunk(
  chunkName: string,
  files: readonly string[],
  options: { exclude?: readonly string[]; within?: readonly string[] } = {},
): (id: string, ctx: GraphContext) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    if (!members) {
      const excluded = staticClosure(options.exclude ?? [], ctx);
      const within = options.within ? staticClosure(options.within, ctx) : null;
      members = new Set(
        [...staticClosure(files, ctx)].filter(
          (m) => !excluded.has(m) && (!within || within.has(m)) && !LEFT_TO_THE_BUNDLER.test(m),
        ),
      );
    }
    return members.has(id) ? chunkName : null;
  };
}
