import { describe, expect, it } from 'vitest';
import { closureChunk } from './page-chunk';

// entry → gate; app → router → shared; signIn → form → shared, router; landing → shared
const graph: Record<string, string[]> = {
  entry: ['gate'],
  app: ['router', 'gate'],
  router: ['shared'],
  signIn: ['form', 'router'],
  form: ['shared'],
  landing: ['shared', 'hero'],
};
const ctx = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
const members = (name: ReturnType<typeof closureChunk>) =>
  Object.keys({ ...graph, gate: 0, shared: 0, hero: 0 }).filter((id) => name(id, ctx) !== null);

describe('closure chunks', () => {
  it('takes what a file reaches, less what the files loaded before it reach', () => {
    expect(members(closureChunk('app', ['app'], { exclude: ['entry'] }))).toEqual([
      'app',
      'router',
      'shared',
    ]);
    expect(
      members(closureChunk('sign-in', ['signIn'], { exclude: ['entry', 'app', 'landing'] })),
    ).toEqual(['signIn', 'form']);
  });

  it('keeps only what other files reach too with `within` (code two pages share)', () => {
    expect(
      members(
        closureChunk('public', ['landing'], { exclude: ['entry'], within: ['app', 'signIn'] }),
      ),
    ).toEqual(['shared']);
  });
});

// entry ⇢ app, mock; app → routes, publicRoutes → helpers ⇢ guard; routes ⇢ shell, dashboard,
// other; publicRoutes ⇢ publicPage → form ⇢ formExtra; shell → ui, session; dashboard → ui,
// card, own, lib; other → card; formExtra → session; mock → lib
const lazyGraph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  entry: { importedIds: [], dynamicallyImportedIds: ['app', 'mock'] },
  app: { importedIds: ['routes', 'publicRoutes'] },
  routes: { importedIds: ['helpers'], dynamicallyImportedIds: ['shell', 'dashboard', 'other'] },
  publicRoutes: { importedIds: ['helpers'], dynamicallyImportedIds: ['publicPage'] },
  helpers: { importedIds: [], dynamicallyImportedIds: ['guard'] },
  shell: { importedIds: ['ui', 'session'] },
  guard: { importedIds: [] },
  dashboard: { importedIds: ['ui', 'card', 'own', 'lib'] },
  other: { importedIds: ['card'] },
  publicPage: { importedIds: ['form'] },
  form: { importedIds: [], dynamicallyImportedIds: ['formExtra'] },
  formExtra: { importedIds: ['session'] },
  mock: { importedIds: ['lib'] },
};
const lazyCtx = { getModuleInfo: (id: string) => lazyGraph[id] ?? { importedIds: [] } };
const lazyMembers = (name: ReturnType<typeof closureChunk>) =>
  [...Object.keys(lazyGraph), 'ui', 'card', 'own', 'lib', 'session'].filter(
    (id) => name(id, lazyCtx) !== null,
  );

describe('closure chunks of lazy pages', () => {
  it('leaves out what the public pages load lazily, at any depth, and what the mock reaches', () => {
    expect(
      lazyMembers(
        closureChunk('signed-in', ['shell', 'dashboard'], {
          exclude: ['entry', 'app', 'mock'],
          excludeLazy: ['publicRoutes'],
        }),
      ),
    ).toEqual(['shell', 'dashboard', 'ui', 'card', 'own']);
  });

  it("keeps its own files that public pages' modules also load lazily", () => {
    // The route helpers public pages import load the signed-in guard too.
    expect(
      lazyMembers(
        closureChunk('signed-in', ['shell', 'guard'], {
          exclude: ['entry', 'app'],
          excludeLazy: ['publicRoutes'],
        }),
      ),
    ).toEqual(['shell', 'guard', 'ui']);
  });

  it("leaves a page's own code to the page's chunk and takes what it shares with other pages", () => {
    expect(
      lazyMembers(
        closureChunk('signed-in', ['shell', 'dashboard'], {
          exclude: ['entry', 'app', 'mock'],
          ownCodeOf: ['dashboard'],
        }),
      ),
    ).toEqual(['shell', 'ui', 'card', 'session']);
  });

  it('keeps only what the public pages load lazily too with `withinLazy` (code shared with them)', () => {
    expect(
      lazyMembers(
        closureChunk('forms', ['shell', 'dashboard'], {
          exclude: ['entry', 'app', 'mock'],
          withinLazy: ['publicRoutes'],
        }),
      ),
    ).toEqual(['session']);
  });
});
