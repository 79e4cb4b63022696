import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';

const COPY = '?mock-copy';

/**
 * In a build, the in-browser mock gets its own copy of the app's modules it imports (the business
 * rules of `src/lib`), bundled into its chunk. Shared, they were two dozen small chunks the mock
 * waited for before it could start: over HTTP/1.1's six connections that was the largest part of
 * its start-up. The rules are pure functions, so two copies behave the same; the app's chunks do
 * not change, and a real-API build has no mock and no copies.
 */
export function mockOwnCopies(): Plugin {
  let mocksDir = '';
  let srcDir = '';
  return {
    name: 'meritly:mock-own-copies',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // Folder prefixes as module ids spell them (forward slashes), ending in one: `mocks-old/` is not `mocks/`.
      mocksDir = `${normalizePath(join(config.root, 'mocks'))}/`;
      srcDir = `${normalizePath(join(config.root, 'src'))}/`;
    },
    async resolveId(source, importer, options) {
      if (!importer || !(importer.startsWith(mocksDir) || importer.endsWith(COPY))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(srcDir)) return resolved;
      if (!/\.tsx?$/.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
    load(id) {
      if (!id.endsWith(COPY)) return null;
      const file = id.slice(0, -COPY.length);
      this.addWatchFile(file);
      return { code: readFileSync(file, 'utf8'), moduleType: file.endsWith('x') ? 'tsx' : 'ts' };
    },
  };
}
