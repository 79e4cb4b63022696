import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../mocks/seed/accounts';

declare global {
  interface Window {
    __MOCK_READY_MS__?: number;
    __MOCK_MODE__?: string;
  }
}

test('the landing page loads no mock; the app it leads to answers through MSW’s service worker', async ({
  page,
}) => {
  const mockRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(assets\/browser-[^/]+|mockServiceWorker)\.js$/.test(pathname))
      mockRequests.push(pathname);
  });
  const fromServiceWorker: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.fromServiceWorker())
      fromServiceWorker.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mockRequests).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  expect(mockRequests.some((path) => path.startsWith('/assets/browser-'))).toBe(true);
  expect(await page.evaluate(() => window.__MOCK_MODE__)).toBe('service-worker');
  expect(fromServiceWorker).toContain('/api/auth/login');
});

test('the sign-in page starts the mock only when touched; scripts skip the worker, and come from the cache on a reload', async ({
  page,
}) => {
  const mockChunk: string[] = [];
  const scriptsViaWorker: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/browser-')) mockChunk.push(pathname);
    if (response.request().resourceType() === 'script' && response.fromServiceWorker())
      scriptsViaWorker.push(pathname);
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mockChunk).toEqual([]);

  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(mockChunk).toHaveLength(1);

  // Chunks the dashboard loads while idle may not have arrived yet: only those fetched before the
  // reload must come from the cache after it.
  const assets = (transferred: boolean) =>
    page.evaluate(
      (transferred) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .filter((entry) => !transferred || (entry as PerformanceResourceTiming).transferSize > 0)
          .map((entry) => entry.name),
      transferred,
    );
  const loadedBefore = new Set(await assets(false));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const fetchedAgain = (await assets(true)).filter((name) => loadedBefore.has(name));
  expect(fetchedAgain).toEqual([]);
  expect(scriptsViaWorker).toEqual([]);
});
