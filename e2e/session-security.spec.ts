import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../mocks/seed/accounts';

/*
 * What stays in the browser when a session ends (logout, or a 401 from the API): within a second
 * the sign-in screen, an empty query cache and no salary on the page; Back shows nothing; another
 * tab of the same browser follows within two seconds.
 */

test.describe.configure({ timeout: 90_000 });

const SIGN_OUT_MS = 1_000;
const OTHER_TAB_MS = 2_000;
// An amount of money as the app writes it: $128,000 or $128,000.00.
const SALARY = /\$\d{1,3}(,\d{3})+/;

type Times = { click: number; revoked: number; signInShown: number };

declare global {
  interface Window {
    __MERITLY_CACHED_QUERIES__?: () => string[];
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
    __sessionTimes?: Times;
  }
}

/**
 * Timestamps taken in the page (Date.now(), comparable between tabs): the last click, when the
 * test had the server end the session and when the sign-in form last appeared. Measuring in the
 * page keeps the test's own polling out of the figures.
 */
function installTimes(): void {
  const times: Times = { click: 0, revoked: 0, signInShown: 0 };
  window.__sessionTimes = times;
  document.addEventListener('click', () => (times.click = Date.now()), true);
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

/** Waits for the sign-in form on both tabs; how long each took from `startOf` this tab's times. */
async function timeSignOut(page: Page, other: Page, startOf: (times: Times) => number) {
  await expect(signInButton(page)).toBeVisible({ timeout: 10_000 });
  await expect(signInButton(other)).toBeVisible({ timeout: 10_000 });
  const mine = await timesOf(page);
  const theirs = await timesOf(other);
  const started = startOf(mine);
  expect(started).toBeGreaterThan(0);
  return { thisTab: mine.signInShown - started, otherTab: theirs.signInShown - started };
}

test('logout: sign-in at once, empty cache, no salary, Back shows nothing, the other tab follows', async ({
  context,
  page,
}) => {
  await signInAsEmployee(context, page);
  await showSalary(page);
  const other = await openSecondTab(context, page);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  const took = await timeSignOut(page, other, (times) => times.click);

  await expectNothingLeft(page);
  await expectNothingLeft(other);
  await page.goBack();
  await expectNothingLeft(page);
  console.log(`logout: sign-in after ${took.thisTab} ms, other tab after ${took.otherTab} ms`);
  expect(took.thisTab).toBeLessThan(SIGN_OUT_MS);
  expect(took.otherTab).toBeLessThan(OTHER_TAB_MS);
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
  // Timed from the revocation: whichever tab meets the 401 first (the other one may, reloading
  // what changed), both show the sign-in form.
  const took = await timeSignOut(page, other, (times) => times.revoked);

  await expectNothingLeft(page);
  await expectNothingLeft(other);
  await page.goBack();
  await expectNothingLeft(page);
  console.log(`401: sign-in after ${took.thisTab} ms, other tab after ${took.otherTab} ms`);
  expect(took.thisTab).toBeLessThan(SIGN_OUT_MS);
  expect(took.otherTab).toBeLessThan(OTHER_TAB_MS);
});
