/** What a chunking callback may ask about a module (rolldown's ChunkingContext). */
interface GraphContext {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
  } | null;
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
 * Every module loaded lazily from `roots`, at any depth (through static and dynamic imports), up
 * to the modules of `stop` (a chunk's own files: the route helpers that public pages share also
 * load the signed-in guard, which is no public page's code).
 */
function lazyTargets(
  roots: readonly string[],
  ctx: GraphContext,
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const targets = new Set<string>();
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    for (const target of info?.dynamicallyImportedIds ?? []) {
      if (stop.has(target)) continue;
      targets.add(target);
      stack.push(target);
    }
  }
  return targets;
}

/**
 * Packages whose modules a group must not capture: TanStack Query's index reaches the whole
 * library, and a captured module is bundled whole (the sign-in page, which reads only the query
 * client's context, carried 78 KiB of it); left to the bundler, only what is used ships.
 */
const LEFT_TO_THE_BUNDLER = /node_modules[\\/]@tanstack[\\/]/;

export interface ClosureOptions {
  /** Files whose chunks load first (e.g. the app's root for a page): what they reach stays out. */
  exclude?: readonly string[];
  /**
   * Files whose lazy modules, at any depth, must not load this chunk (e.g. the public routes):
   * what those reach stays out.
   */
  excludeLazy?: readonly string[];
  /** Only what these files reach too (code two pages share). */
  within?: readonly string[];
  /** Only what the lazy modules of these files reach too, at any depth (code shared with them). */
  withinLazy?: readonly string[];
  /**
   * Pages (lazy modules) whose own code stays out: what such a page reaches that neither the
   * entry nor any other lazy module does is left to the bundler, which gives it the page's chunk.
   * The modules the page shares with other pages are captured.
   */
  ownCodeOf?: readonly string[];
}

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
  options: ClosureOptions = {},
): (id: string, ctx: GraphContext) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    if (!members) {
      const stop = new Set(files);
      const excluded = staticClosure(options.exclude ?? [], ctx);
      if (options.excludeLazy) {
        for (const m of staticClosure([...lazyTargets(options.excludeLazy, ctx, stop)], ctx)) {
          excluded.add(m);
        }
      }
      for (const page of options.ownCodeOf ?? []) {
        for (const m of ownCode(page, options.exclude ?? [], ctx)) excluded.add(m);
      }
      const within = options.within ? staticClosure(options.within, ctx) : null;
      const withinLazy = options.withinLazy
        ? staticClosure([...lazyTargets(options.withinLazy, ctx, stop)], ctx)
        : null;
      members = new Set(
        [...staticClosure(files, ctx)].filter(
          (m) =>
            !excluded.has(m) &&
            (!within || within.has(m)) &&
            (!withinLazy || withinLazy.has(m)) &&
            !LEFT_TO_THE_BUNDLER.test(m),
        ),
      );
    }
    return members.has(id) ? chunkName : null;
  };
}

/**
 * What `page` (a lazy module) reaches statically that nothing else does: neither the `entries`
 * nor any other module loaded lazily from them (the app's other pages, the mock, ...).
 */
function ownCode(page: string, entries: readonly string[], ctx: GraphContext): Set<string> {
  const elsewhere = staticClosure(entries, ctx);
  for (const target of lazyTargets(entries, ctx)) {
    if (target === page) continue;
    for (const id of staticClosure([target], ctx)) elsewhere.add(id);
  }
  return new Set([...staticClosure([page], ctx)].filter((id) => !elsewhere.has(id)));
}
