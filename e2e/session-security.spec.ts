import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../mocks/seed/accounts';

/*
 * What stays in the browser when a session ends (logout, or a 401 from the API): the sign-in
 * screen as soon as the server has answered, with no further call awaited, an empty query cache
 * and no salary on the page; Back shows nothing; another tab of the same browser follows.
 *
 * The timings are printed; what is asserted does not move with the machine: no API call starts
 * between the answer that ends the session and the sign-in form. The millisecond bound only
 * catches a hang, since a loaded CI machine takes seconds for what a laptop does in 100 ms.
 */

test.describe.configure({ timeout: 90_000 });

const HANG_MS = 8_000;
// An amount of money as the app writes it: $128,000 or $128,000.00.
const SALARY = /\$\d{1,3}(,\d{3})+/;

type ApiCall = { path: string; status: number; started: number; answered: number };
type Times = { revoked: number; signInShown: number; calls: ApiCall[] };

declare global {
  interface Window {
    __MERITLY_CACHED_QUERIES__?: () => string[];
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
    __sessionTimes?: Times;
  }
}

/**
 * Timestamps taken in the page (epoch ms, comparable between tabs): when the test had the server
 * end the session, when the sign-in form last appeared, and each API call's start and answer.
 * Measuring in the page keeps the test's own polling out of the figures.
 */
function installTimes(): void {
  const times: Times = { revoked: 0, signInShown: 0, calls: [] };
  window.__sessionTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      if (!path.startsWith('/api/')) continue;
      times.calls.push({
        path,
        status: entry.responseStatus,
        started: performance.timeOrigin + entry.startTime,
        answered: performance.timeOrigin + entry.responseEnd,
      });
    }
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver(() => {
    const shown = document.querySelector('form[aria-label="Sign in"]') !== null;
    if (!shown) times.signInShown = 0;
    else if (!times.signInShown) times.signInShown = Date.now();
  }).observe(document, { childList: true, subtree: true });
}

const timesOf = async (page: Page) => (await page.evaluate(() => window.__sessionTimes))!;

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

async function signInAsEmployee(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript(installTimes);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_EMPLOYEE.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  // Only a remembered session is shared by the tabs (unticked, it ends with this tab).
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/** Opens the employee's compensation screen in the app and waits for the salary on it. */
async function showSalary(page: Page): Promise<void> {
  await page.evaluate(() => window.__MERITLY_NAVIGATE__!('/compensation'));
  await expect(page.locator('#root')).toContainText(SALARY, { timeout: 20_000 });
}

/**
 * A second tab on the salary screen. Each tab runs its own copy of the mock, restored from storage:
 * the session must have been saved there first.
 */
async function openSecondTab(context: BrowserContext, page: Page): Promise<Page> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const token = window.localStorage.getItem('token') ?? '';
          return Object.keys(window.localStorage).some(
            (key) =>
              key.startsWith('meritly-mock:v') &&
              (window.localStorage.getItem(key) ?? '').includes(token),
          );
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  const other = await context.newPage();
  await other.goto('/compensation');
  await expect(other.locator('#root')).toContainText(SALARY, { timeout: 20_000 });
  return other;
}

/** Signed out and nothing of the session left: the sign-in form, no cached data, no salary. */
async function expectNothingLeft(page: Page): Promise<void> {
  await expect(signInButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.__MERITLY_CACHED_QUERIES__?.() ?? ['no probe'])).toEqual(
    [],
  );
  await expect(page.locator('body')).not.toContainText(SALARY);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

/**
 * Waits for the sign-in form on both tabs. `endedBy` picks the API answer that ended the session,
 * in whichever tab met it first; the result says how long each tab took from it, and which API
 * calls that tab started after it and before its own sign-in form (none: it waited on nothing).
 */
async function timeSignOut(page: Page, other: Page, endedBy: (call: ApiCall) => boolean) {
  await expect(signInButton(page)).toBeVisible({ timeout: 10_000 });
  await expect(signInButton(other)).toBeVisible({ timeout: 10_000 });
  // A resource entry is reported once its response has ended: wait for the one that ended it.
  const both = async () => [await timesOf(page), await timesOf(other)];
  await expect
    .poll(async () => (await both()).some((times) => times.calls.some(endedBy)))
    .toBe(true);
  const [mine, theirs] = await both();
  const firstAnswer = (times: Times) =>
    Math.min(...times.calls.filter(endedBy).map((call) => call.answered));
  const met = firstAnswer(mine) <= firstAnswer(theirs) ? mine : theirs;
  const ended = firstAnswer(met);
  const startedBefore = met.calls
    .filter((call) => call.started > ended && call.started < met.signInShown)
    .map((call) => call.path);
  return {
    thisTab: Math.round(mine.signInShown - ended),
    otherTab: Math.round(theirs.signInShown - ended),
    startedBefore,
  };
}

test('logout: sign-in at once, empty cache, no salary, Back shows nothing, the other tab follows', async ({
  context,
  page,
}) => {
  await signInAsEmployee(context, page);
  await showSalary(page);
  const other = await openSecondTab(context, page);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  const took = await timeSignOut(page, other, (call) => call.path === '/api/auth/logout');

  await expectNothingLeft(page);
  await expectNothingLeft(other);
  await page.goBack();
  await expectNothingLeft(page);
  console.log(`logout answered: sign-in after ${took.thisTab} ms, other tab ${took.otherTab} ms`);
  expect(took.startedBefore).toEqual([]);
  expect(took.thisTab).toBeLessThan(HANG_MS);
  expect(took.otherTab).toBeLessThan(HANG_MS);
});

test('a 401 from the API: sign-in at once, empty cache, no salary, Back shows nothing, the other tab follows', async ({
  context,
  page,
}) => {
  await signInAsEmployee(context, page);
  await showSalary(page);
  const other = await openSecondTab(context, page);

  // The server ends the session (as an expiry or a revocation would): the next call answers 401.
  const revoked = await page.evaluate(async () => {
    const response = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    window.__sessionTimes!.revoked = Date.now();
    return response.status;
  });
  expect(revoked).toBeLessThan(300);

  await page.evaluate(() => window.__MERITLY_NAVIGATE__!('/performance'));
  // Timed from the first 401, in whichever tab meets it (the other one may, reloading what
  // changed): both show the sign-in form.
  const revokedAt = (await timesOf(page)).revoked;
  const took = await timeSignOut(
    page,
    other,
    (call) => call.status === 401 && call.started > revokedAt,
  );

  await expectNothingLeft(page);
  await expectNothingLeft(other);
  await page.goBack();
  await expectNothingLeft(page);
  console.log(`first 401: sign-in after ${took.thisTab} ms, other tab ${took.otherTab} ms`);
  expect(took.startedBefore).toEqual([]);
  expect(took.thisTab).toBeLessThan(HANG_MS);
  expect(took.otherTab).toBeLessThan(HANG_MS);
});
