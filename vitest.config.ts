import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { DOM_TESTS, ISOLATED_TESTS, NODE_TESTS, STORY_TESTS } from './src/test/projects.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      setupFiles: ['src/test/setup.ts'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      restoreMocks: true,
      // jsdom + MUI + user-event on a 2-core CI machine: 5 s is too tight for interactive tests.
      testTimeout: 20_000,
      // Vitest's default leaves a core to its main process (transforms): on 2 cores that is one
      // worker, and two finish the suite a third sooner.
      maxWorkers: '100%',
      // As the browser tests do in CI: a test that fails twice fails the run; one that passes on its
      // second try is reported as flaky (jsdom timing on 2 loaded cores), not hidden.
      retry: process.env.CI ? 1 : 0,
      // Four projects (src/test/projects.ts): Node for code without a DOM, jsdom for the rest, the
      // stories' plays apart from it, and the few files that need modules of their own. The first
      // three share modules per worker.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TESTS,
            exclude: [...ISOLATED_TESTS, 'e2e/**', 'node_modules/**'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: DOM_TESTS,
            exclude: [
              ...NODE_TESTS,
              ...ISOLATED_TESTS,
              ...STORY_TESTS,
              'e2e/**',
              'node_modules/**',
            ],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            environment: 'jsdom',
            include: STORY_TESTS,
            exclude: [...ISOLATED_TESTS, 'e2e/**', 'node_modules/**'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'isolated', environment: 'jsdom', include: ISOLATED_TESTS },
        },
      ],
    },
  }),
);
