import { defineConfig, devices } from '@playwright/test';
import { SYSTEM_CHROMIUM } from './scripts/system-chromium';

const isCI = Boolean(process.env.CI);
const PORT = Number(process.env.STORYBOOK_CHECK_PORT ?? 6011);
// Published under a sub-path, as a designer's host would: every URL of the build must follow it.
const BASE = '/storybook/';

/**
 * `npm run test:storybook`: every story of the static Storybook (storybook-static/, built first by
 * the npm script) played in the system Chromium. See e2e-storybook/stories.spec.ts.
 */
export default defineConfig({
  testDir: 'e2e-storybook',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? 'dot' : 'list',
  timeout: 60_000,
  // The Storybook UI loads its manager, then the preview, then the story's data: seconds on a
  // loaded 2-core machine.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: SYSTEM_CHROMIUM,
  },
  webServer: {
    command: `npx tsx scripts/storybook/serve-static.ts --port ${PORT} --base ${BASE}`,
    url: `http://127.0.0.1:${PORT}${BASE}index.json`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
