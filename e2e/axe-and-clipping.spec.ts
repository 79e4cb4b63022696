import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, DEMO_PASSWORD } from '../mocks/seed/accounts';
import { findButtonCaseProblems, findClipping } from './looks-checks';
import { discoverIds, openRoute, routeHrefs, type RouteIds, waitUntilSettled } from './route-sweep';

/*
 * Over every route of src/config/paths.ts for every role (a route a role may
 * not open shows Access Denied or the sign-in page: those count too), one page per role:
 * - axe-core finds nothing serious or critical (1440 px wide);
 * - nothing is clipped at 1440 and at 1280 px wide: no text cut by an ellipsis or by its box in
 *   table headers, cells and chips, no chart label shortened, no page or table that scrolls
 *   sideways, and the sidebar as tall as the page;
 * - on signed-in screens, every button label in Title Case (the case of the spec's own labels).
 * LOOKS_SCREENSHOTS=<dir> also saves every screen at 1440×900 and 390×844 (full page), to look at.
 */

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const ACCOUNTS = { admin: DEMO_ADMIN, manager: DEMO_MANAGER, employee: DEMO_EMPLOYEE };
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.LOOKS_SCREENSHOTS;
// LOOKS_ONLY=<regexp> checks only the routes whose URL matches (while fixing one screen).
const ONLY = process.env.LOOKS_ONLY ? new RegExp(process.env.LOOKS_ONLY) : null;

/** Pages outside the signed-in app (the landing page, the waitlist, sign-in and its siblings). */
const isPublic = (pathname: string) =>
  pathname === '/' || pathname === '/waitlist' || pathname.startsWith('/auth');

let ids: RouteIds | undefined;

/**
 * route-sweep's ids, with the cycle in progress that has the most participants: its screens hold
 * the widest figures and every status chip (the sweep's own pick may be an empty draft).
 */
async function routeIds(page: Page): Promise<RouteIds> {
  if (ids) return ids;
  const found = await discoverIds(page);
  const busiest = await page.evaluate(
    async ({ email, password }) => {
      const call = async (path: string, token?: string, body?: unknown) => {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return (await response.json()) as unknown;
      };
      const list = (body: unknown) =>
        (Array.isArray(body)
          ? body
          : (Object.values(body as object).find(Array.isArray) ?? [])) as {
          id: string;
          status?: { name?: string };
        }[];
      const { token } = (await call('/api/auth/login', undefined, { email, password })) as {
        token: string;
      };
      let best: { cycleId: string; participantId: string; count: number } | null = null;
      for (const cycle of list(await call('/api/review-cycles', token))) {
        if (cycle.status?.name !== 'In Progress') continue;
        const participants = list(await call(`/api/review-cycles/${cycle.id}/participants`, token));
        if (participants.length > (best?.count ?? 0)) {
          best = {
            cycleId: cycle.id,
            participantId: participants[0]!.id,
            count: participants.length,
          };
        }
      }
      return best;
    },
    { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  );
  ids = busiest
    ? { ...found, cycleId: busiest.cycleId, participantId: busiest.participantId }
    : found;
  return ids;
}

const settle = (page: Page, what: string) =>
  waitUntilSettled(page, `${what} settles`, { still: true });

/** What is clipped once the layout has caught up with a new width (charts measure after a frame). */
async function clippingAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  let found: string[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    found = await page.evaluate(findClipping);
    if (found.length === 0) break;
    await page.waitForTimeout(150);
  }
  return found.map((problem) => `${size.width} px: ${problem}`);
}

/**
 * The ids of the rules whose findings are at most moderate, read from the axe in the page; null
 * while the page has none. axe-core gives every finding of a rule the rule's impact (its rule
 * table, not public, holds it), so these rules can never fail this sweep.
 */
function axeRulesBelowSerious(): string[] | null {
  const audit = (window as { axe?: { _audit?: { rules?: { id: string; impact?: string }[] } } }).axe
    ?._audit;
  if (!Array.isArray(audit?.rules)) return null;
  return audit.rules
    .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
    .map((rule) => rule.id);
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  // label-content-name-mismatch (an accessible name that does not contain the visible text) is
  // off by default in axe-core: speech-input users say what they see. Legacy mode runs axe.run in
  // the page: the app has no frames, and the default (runPartial, then finishRun in a new blank
  // page) took twice as long (11 s instead of 5 on the 2,956-element reports page).
  // The builder puts axe's 0.6 MB source into the page on every run (about 0.3 s a screen): once
  // axe is there (the sweep moves in the app, so until the next page load) it is used as it is,
  // without the rules that cannot find anything serious or critical (0.4 s of the 2.3 s on a
  // cycle's page).
  const belowSerious = await page.evaluate(axeRulesBelowSerious);
  const rules: Record<string, { enabled: boolean }> = {
    'label-content-name-mismatch': { enabled: true },
  };
  for (const id of belowSerious ?? []) rules[id] = { enabled: false };
  const results = await new AxeBuilder(belowSerious ? { page, axeSource: ';' } : { page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) =>
            process.env.LOOKS_VERBOSE
              ? `${node.html.slice(0, 300)} ${node.failureSummary ?? ''}`
              : node.target.join(' '),
          )
          .join(' | ')}`,
    );
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-1440.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
}

for (const role of ['admin', 'manager', 'employee', 'signed out'] as const) {
  test(`every route as ${role}: no serious axe finding, nothing clipped at 1440 and 1280 px, one button case`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto('/auth');
    const visits = routeHrefs(await routeIds(page));
    if (role !== 'signed out') {
      await page.getByLabel('Email').fill(ACCOUNTS[role].email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/auth/, { timeout: 60_000 });
    }

    const problems: string[] = [];
    // Each screen is checked once: signed out, most routes lead to the same sign-in page; signed
    // in, the routes of other roles show the same Access Denied page, and a route that redirects
    // (a new workflow without its details) shows the screen of the address it lands on (keeps the
    // run short).
    const seen = new Set<string>();
    for (const { key, href } of visits) {
      if (ONLY && !ONLY.test(href)) continue;
      await page.setViewportSize(WIDE);
      await openRoute(page, href);
      await settle(page, `${role} ${href}`);
      const denied = await page
        .getByRole('heading', { name: 'Access Denied', level: 1 })
        .isVisible()
        .catch(() => false);
      const shown = new URL(page.url());
      const screen =
        role === 'signed out'
          ? shown.pathname
          : denied
            ? 'Access Denied'
            : `${shown.pathname}${shown.search}`;
      if (seen.has(screen)) continue;
      seen.add(screen);
      const label = `${role} ${href}`;
      const found = [
        ...(await seriousAxeFindings(page)),
        ...(await clippingAt(page, WIDE)),
        ...(await clippingAt(page, NARROW)),
        ...(role === 'signed out' || isPublic(new URL(page.url()).pathname)
          ? []
          : await page.evaluate(findButtonCaseProblems)),
      ];
      problems.push(...found.map((problem) => `${label}: ${problem}`));
      await screenshot(page, `${role.replace(' ', '-')}-${key}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
