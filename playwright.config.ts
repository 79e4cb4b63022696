import { defineConfig, devices } from '@playwright/test';
import { SYSTEM_CHROMIUM } from './scripts/system-chromium';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two workers share the 2 CI cores: each test has its own context and the mock runs in its page.
  workers: 2,
  reporter: 'list',
  // Every full page load starts the mock in the page (restoring its saved data) and fetches the
  // page's chunks through MSW's service worker: a journey of several loads on two busy cores
  // takes more than 30 s.
  timeout: 60_000,
  // Two workers share two cores: a screen can take several seconds to show (as in the specs that
  // configure their own expect).
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: SYSTEM_CHROMIUM,
      },
    },
  ],
  webServer: {
    // CI typechecks in its own step: the browser tests need only the bundle (`npm run build` less `tsc -b`).
    command: `npx vite build --logLevel warn && npm run preview -- --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !isCI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
