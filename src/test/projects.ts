/**
 * How `npm test` splits the test files (vitest.config.ts `test.projects`). Files of a project share
 * their worker's modules and environment (`isolate: false`): importing MUI, MSW, the mock's data
 * and jsdom once per worker instead of once per file is most of the suite's time. Each file still
 * gets fresh hooks (src/test/setup.ts), a reset mock backend, an empty DOM and empty storage.
 */

/** Code without a DOM (the mock backend, scripts, pure rules) runs in plain Node, as it does in production. */
export const NODE_TESTS = [
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'src/config/**/*.test.ts',
  'src/api/**/*.test.ts',
];

/**
 * Files that need modules of their own: `vi.mock`/`vi.doMock`/`vi.resetModules` (a shared module
 * would already be loaded unmocked) and `keepEmotionStyles()` (emotion's shared cache would not
 * insert rules another file already generated). src/test/projects.test.ts keeps this list complete.
 */
export const ISOLATED_TESTS = [
  'mocks/browser.test.ts',
  'src/components/DataTable.test.tsx',
  'src/app/theme/banners.test.tsx',
  'src/components/visually-hidden.test.tsx',
  'src/features/landing/routes/LandingRoute.test.tsx',
  'src/features/cycle-reports/routes/CycleReportsRoute.test.tsx',
  'src/app/pages/dashboard/dashboard-preload.test.ts',
];

/**
 * Stories played as tests in jsdom (`npm run test:stories`, project `stories`; `npm test` leaves
 * them out: CI plays every story in Chromium with `npm run test:storybook`, and the jsdom plays
 * were a third of `npm test`'s time). Their plays type and click with storybook/test's own copy of
 * user-event, which keeps its own bookkeeping on the shared document: next to files using
 * @testing-library/user-event in one worker, typed text got lost in whichever file came second.
 * They share a worker among themselves only. The checks that every story has a play and that the
 * shards hold every story file play nothing: they run in `dom`, within `npm test`.
 */
export const STORY_TESTS = ['src/test/stories/*.test.tsx'];

/** Everything else renders React in jsdom. */
export const DOM_TESTS = ['src/**/*.test.{ts,tsx}'];
