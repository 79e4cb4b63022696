import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../mocks/seed/accounts';
import type { LoginResponse } from '../src/api/schema-types.gen';
import { STORAGE_KEYS } from '../src/api/storage';
import { paths } from '../src/config/paths';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

declare global {
  interface Window {
    __MOCK_READY_MS__?: number;
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
  }
}

/**
 * Opens `href` in the app as a link would: the app and its mock keep running (a page load
 * restarts both). Resolves once the router is there.
 */
export async function openInApp(page: Page, href: string) {
  await page.waitForFunction(() => typeof window.__MERITLY_NAVIGATE__ === 'function');
  await page.evaluate((to) => window.__MERITLY_NAVIGATE__!(to), href);
}

/**
 * Signs a demo account in as the sign-in form does, without the form (auth.spec.ts covers it):
 * the sign-in call from the page, the session stored as src/api/session.ts stores it, then the
 * app moves to `to` (by default where the form leads: the role's home). From the sign-in page
 * the app shows after signing out nothing reloads; an account that must change its password
 * goes through the form.
 */
export async function signIn(page: Page, email: string, to?: string) {
  if (new URL(page.url()).pathname !== paths.auth.login.path) await page.goto('/auth');
  await waitForMock(page);
  const session = await page.evaluate(
    async ({ email, password, keys }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
      const result = (await response.json()) as LoginResponse;
      localStorage.setItem(keys.token, result.token);
      localStorage.setItem(keys.user, JSON.stringify(result.user));
      for (const flag of ['requiresPasswordChange', 'isTemporaryPassword'] as const) {
        if (result[flag]) localStorage.setItem(keys[flag], 'true');
        else localStorage.removeItem(keys[flag]);
      }
      return { role: result.user.role, mustChange: result.requiresPasswordChange };
    },
    { email, password: DEMO_PASSWORD, keys: STORAGE_KEYS },
  );
  if (session.mustChange) throw new Error(`${email} must change the password: use the form`);
  const home = session.role === 'admin' ? paths.admin.root.getHref() : paths.dashboard.getHref();
  await openInApp(page, to ?? home);
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Signs out from a screen whose form still holds what was typed: asked first, then discarded. */
export async function signOutDiscarding(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * Waits for the mock to answer, so that a fetch of the test's own reaches it rather than the
 * static server (which answers index.html). A page without a session starts the mock on the
 * visitor's first touch (src/main.tsx): the wait touches it until the mock is up.
 */
export async function waitForMock(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => {
      const ready = window.__MOCK_READY_MS__;
      if (ready === undefined) document.dispatchEvent(new Event('pointerdown'));
      return ready !== undefined;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** The seeded in-progress cycle, as the signed-in user's own API call lists it. */
export async function inProgressCycle(page: Page): Promise<{ id: string; name: string }> {
  await waitForMock(page);
  const cycle = await page.evaluate(async () => {
    const response = await fetch('/api/review-cycles', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    const body = (await response.json()) as {
      data: { id: string; name: string; status: { name: string } }[];
    };
    const found = body.data.find((c) => c.status.name === 'In Progress');
    return found && { id: found.id, name: found.name };
  });
  if (!cycle) throw new Error('no review cycle in progress');
  return cycle;
}

export async function inProgressCycleId(page: Page): Promise<string> {
  return (await inProgressCycle(page)).id;
}

/** The seeded manager review's metrics; the overall rating only when `rating` is given. */
export async function fillManagerReviewMetrics(page: Page, form: Locator, rating?: string) {
  if (rating !== undefined) await form.getByLabel(/Overall Rating/).fill(rating);
  await form.getByRole('combobox', { name: /Performance Level/ }).click();
  await page.getByRole('option', { name: 'Strong', exact: true }).click();
  await form
    .getByRole('radiogroup', { name: /Ready for Promotion/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await form
    .getByRole('radiogroup', { name: /Collaboration/ })
    .getByRole('radio', { name: 'Consistently' })
    .check();
}

/**
 * Opens the first manager review the signed-in manager can start in `cycleId`; returns the
 * employee's name and the stage form.
 */
export async function startFirstManagerReview(page: Page, cycleId: string) {
  await openInApp(page, `/review-cycles/${cycleId}`);
  const start = page.getByRole('link', { name: /^Start Review: / }).first();
  const employeeName = ((await start.getAttribute('aria-label')) ?? '').replace(
    /^Start Review: /,
    '',
  );
  await start.click();
  const form = page.getByRole('form', { name: 'Stage form' });
  await expect(form.getByRole('heading', { name: 'Compensation Recommendation' })).toBeVisible();
  return { employeeName, form };
}

/**
 * Screenshots of the page at 1440×900 and 390×844 into SHOTS_DIR when it is set (to look at the
 * screens a journey passes), then back to `restore`.
 */
export async function shootWhenAsked(
  page: Page,
  name: string,
  restore: { width: number; height: number },
) {
  if (!process.env.SHOTS_DIR) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(restore);
}
