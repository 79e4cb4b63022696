import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from './projects';

const sources = import.meta.glob<string>(
  ['/src/**/*.test.{ts,tsx}', '/mocks/**/*.test.ts', '/scripts/**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

// What a file shares with the others of its worker when it is not isolated: loaded modules and
// emotion's cache. These calls need their own.
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|resetModules)\(|\bkeepEmotionStyles\(\)/;

describe('test projects', () => {
  it('isolates every file that mocks modules or keeps emotion styles', () => {
    const needing = Object.entries(sources)
      .filter(
        ([file, text]) => file !== '/src/test/projects.test.ts' && NEEDS_OWN_MODULES.test(text),
      )
      .map(([file]) => file.slice(1));
    expect(needing.sort()).toEqual([...ISOLATED_TESTS].sort());
  });

  it('keeps files using storybook/test away from files using @testing-library/user-event', () => {
    const storybookUser = Object.entries(sources)
      .filter(([, text]) => /from 'storybook\/test'|runStories\(/.test(text))
      .map(([file]) => file.slice(1));
    for (const file of storybookUser) expect(file).toMatch(/^src\/test\/stories\//);
  });
});
