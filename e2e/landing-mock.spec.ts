import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../mocks/seed/accounts';

declare global {
  interface Window {
    __MOCK_READY_MS__?: number;
    __MOCK_MODE__?: string;
  }
}

/** Resolves once the browser has been idle twice (when the landing page used to start the mock). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), {
          timeout: 3000,
        }),
      ),
  );

test('the landing page loads the mock only for a visitor heading into the app, who then signs in', async ({
  page,
}) => {
  const mockRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/mock-[^/]+\.js$/.test(new URL(request.url()).pathname)) {
      mockRequests.push(request.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await idle(page);
  expect(mockRequests).toEqual([]);

  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await signInLink.hover();
  await page.waitForFunction(() => window.__MOCK_READY_MS__ !== undefined, undefined, {
    timeout: 30_000,
  });
  // The page's small client and the worker that runs the mock (never the in-page fallback).
  const fileOf = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}\.js$/, '');
  expect(mockRequests.map(fileOf)).toEqual(['/assets/mock', '/assets/mock-api']);
  expect(await page.evaluate(() => window.__MOCK_MODE__)).toBe('worker');

  await signInLink.click();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  // The sign-in sends a body: the worker loads the validators of request bodies then, its own
  // parts, still never the in-page fallback.
  const files = mockRequests.map(fileOf);
  expect(files.slice(0, 2)).toEqual(['/assets/mock', '/assets/mock-api']);
  expect(files).toContain('/assets/mock-api-part-request');
  expect(files.slice(2).every((file) => file.startsWith('/assets/mock-api-part-'))).toBe(true);
});
