import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_PASSWORD } from '../mocks/seed/accounts';

/*
 * The sign-in form paints from the HTML the build writes (scripts/vite/prerender-pages.ts) and
 * the app takes it over after the first paint. Here the app's code is held back (every script but
 * the tiny entry waits until the test lets it through), as on a slow network: what a visitor does
 * in that time must neither be lost nor reach the network unguarded.
 */

test.describe.configure({ timeout: 90_000 });

/** Holds every chunk but the entry (`index-*.js`, what the HTML loads) until `release()`. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/** Console errors and warnings, page errors, and every URL the page asked for. */
function watch(page: Page) {
  const problems: string[] = [];
  const urls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => urls.push(request.url()));
  return { problems, urls };
}

const boxes = (page: Page) =>
  page.evaluate(() =>
    [
      'h1',
      'form input[name="email"]',
      'form input[name="password"]',
      'button[type="submit"]',
      '#demo-accounts-title',
      'aside',
    ].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return `${selector}: ${box.x},${box.y} ${box.width}x${box.height}`;
    }),
  );

const hydrated = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.getElementById('root')!.dataset.prerendered ?? null))
    .toBeNull();

for (const [width, height] of [
  [1440, 900],
  [390, 844],
]) {
  test(`the form shows from the HTML and does not move when the app takes it over (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const { problems } = watch(page);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (
            entry as unknown as { value: number }
          ).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdTheApp(page);
    await page.goto('/auth');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const before = await boxes(page);

    release();
    await hydrated(page);
    await expect(page).toHaveTitle('Meritly — Sign In');
    await page.waitForTimeout(500);
    expect(await boxes(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(problems).toEqual([]);
  });
}

test('text typed and Enter pressed before the app runs: never sent by the browser, signed in after', async ({
  page,
}) => {
  const { problems, urls } = watch(page);
  const release = await holdTheApp(page);
  await page.goto('/auth?redirectTo=%2Fadmin');
  await page.getByLabel('Email').pressSequentially(DEMO_ADMIN.email);
  await page.getByLabel('Password').pressSequentially(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByLabel('Password')).toBeFocused();

  release();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(
    urls.filter(
      (url) => url.includes(encodeURIComponent(DEMO_PASSWORD)) || url.includes('password='),
    ),
  ).toEqual([]);
  expect(problems).toEqual([]);
});

test('typed before the app runs, signed in with a click after it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_EMPLOYEE.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  release();
  await hydrated(page);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMPLOYEE.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Employee Dashboard' })).toBeVisible();
});

test('a demo account and Sign in clicked before the app runs sign that account in', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: /^Administrator / }).click();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/auth$/);
  release();
  await expect(page).toHaveURL(/\/admin$/);
});

test('without any of its scripts the page keeps the form and sends nothing', async ({ page }) => {
  const { urls } = watch(page);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/auth$/);
  expect(urls.filter((url) => url.includes('password'))).toEqual([]);
});

test('other pages never have the sign-in markup', async ({ page }) => {
  for (const path of ['/', '/auth/register', '/auth/forgot-password', '/waitlist']) {
    await page.goto(path);
    await expect(page.locator('form[aria-label="Sign in"]')).toHaveCount(0);
    await expect(page.locator('template')).toHaveCount(0);
  }
});
