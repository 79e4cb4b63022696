import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, DEMO_PASSWORD } from '../mocks/seed/accounts';
import {
  discoverIds,
  openRoute,
  ROUTES,
  routeHrefs,
  type RouteIds,
  waitUntilSettled,
} from './route-sweep';

/*
 * Every route of src/config/paths.ts, as admin, manager, employee and signed out (a route a role
 * may not open shows Access Denied or the sign-in page: those must be clean too), in one page per
 * role: nothing on the console at error or warning level, no uncaught error, no failed request.
 *
 * Against the development server, not the production build the other specs use: React's, MUI's
 * and react-router's warnings (duplicate keys, out-of-range select values, a missing
 * HydrateFallback) exist only in development builds, where developers read the console. The
 * server is started here on a free port, with its own dependency cache.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ACCOUNTS = { admin: DEMO_ADMIN, manager: DEMO_MANAGER, employee: DEMO_EMPLOYEE };

let server: ViteDevServer;
let cacheDir: string;
let origin: string;
let ids: RouteIds;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  cacheDir = mkdtempSync(join(tmpdir(), 'meritly-console-clean-'));
  server = await createServer({
    cacheDir,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false },
    // Every dependency of every screen is prebundled before the first page: one found later
    // makes Vite reload the page in the middle of the sweep.
    optimizeDeps: {
      entries: ['index.html', 'src/**/*.tsx', 'mocks/browser.ts', '!src/**/*.{test,stories}.tsx'],
    },
  });
  await server.listen();
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const page = await browser.newPage();
  await page.goto(`${origin}/auth`);
  ids = await discoverIds(page);
  await page.close();
});

test.afterAll(async () => {
  await server?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

/** Everything the page reports that a clean page would not, labelled with the route shown. */
function watch(page: Page, where: () => string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url, lineNumber } = message.location();
    problems.push(
      `${where()}: console.${message.type()}: ${message.text()} (${url}:${lineNumber})`,
    );
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught ${error.stack ?? error}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A page load cancels the requests of the page it replaces.
    if (failure !== 'net::ERR_ABORTED') problems.push(`${where()}: ${failure} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(
        `${where()}: ${response.status()} ${response.request().method()} ${response.url()}`,
      );
    }
  });
  return problems;
}

// Headless Chromium asks for no icon, so its absence never reaches the console here: a browser
// with a window asks for /favicon.ico on every page unless the page names one that loads.
test('every page names an icon that loads', async ({ page }) => {
  await page.goto(`${origin}/auth`);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});

for (const role of ['admin', 'manager', 'employee', 'signed out'] as const) {
  test(`every route as ${role} leaves the console clean`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    let current = '/auth';
    const problems = watch(page, () => `${role} ${current}`);

    await page.goto('/auth');
    if (role !== 'signed out') {
      await page.getByLabel('Email').fill(ACCOUNTS[role].email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/auth/, { timeout: 60_000 });
    }
    await waitUntilSettled(page, `${role} signed in settles`);

    const visits = routeHrefs(ids);
    for (const { href } of visits) {
      current = href;
      await openRoute(page, href);
      await waitUntilSettled(page, `${role} ${href} settles`);
    }
    await context.close();

    expect(visits).toHaveLength(ROUTES.length);
    expect(problems).toEqual([]);
  });
}
