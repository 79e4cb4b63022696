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
