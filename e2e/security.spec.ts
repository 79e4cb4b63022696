import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
  type TestInfo,
} from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  type DemoAccount,
} from '../mocks/seed/accounts';
import { HOSTILE_FLAG, HOSTILE_PAYLOADS } from '../mocks/seed/hostile-payloads';
import {
  discoverIds,
  isSettled,
  ROUTES,
  routeHrefs,
  type RouteIds,
  waitUntilSettled,
} from './route-sweep';

/*
 * The production build in Chromium, served with the production headers (vite preview, see
 * scripts/vite/security-headers.ts), on the 'hostile' scenario: names, team names, notes and
 * comments carry script and markup payloads. Every route of src/config/paths.ts is visited as
 * admin, manager, employee and signed out, one browser context per role, one route after the other.
 */

test.describe.configure({ timeout: 180_000 });

type Role = 'admin' | 'manager' | 'employee' | 'signed out';

const ACCOUNT: Record<Exclude<Role, 'signed out'>, DemoAccount> = {
  admin: DEMO_ADMIN,
  manager: DEMO_MANAGER,
  employee: DEMO_EMPLOYEE,
};

// ---------------------------------------------------------------------------------------------
// Routes

// The route list and the ids to visit them with are e2e/route-sweep.ts's (the console sweep's too).
type Ids = RouteIds;

// ---------------------------------------------------------------------------------------------
// In-page probes (installed before any of the app's code runs)

type Probe = {
  violations: { directive: string; blocked: string; source: string }[];
  fetches: string[];
};

declare global {
  interface Window {
    __secProbe?: Probe;
    __MERITLY_CACHED_QUERIES__?: () => string[];
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
  }
}

/**
 * Collects CSP violation events and the URL of every fetch, the ones the in-page mock answers
 * too (the mock replaces window.fetch; the setter wraps whatever is put there).
 */
function installProbe(): void {
  const probe: Probe = { violations: [], fetches: [] };
  window.__secProbe = probe;
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.violations.push({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
    });
  });
  const wrap = (fn: typeof window.fetch): typeof window.fetch =>
    function recordedFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      probe.fetches.push(input instanceof Request ? input.url : String(input));
      return fn.call(this, input, init);
    };
  let current = wrap(window.fetch);
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => current,
    set: (fn: typeof window.fetch) => {
      current = wrap(fn);
    },
  });
}

/** What the page shows and did, after it settled. */
function inspectPage(args: { flag: string; payloads: string[] }) {
  const text = document.body.innerText;
  const root = document.getElementById('root')!;
  return {
    ran: (window as unknown as Record<string, unknown>)[args.flag] ?? null,
    payloadsShown: args.payloads.filter((payload) => text.includes(payload)),
    // Markup from data would have become elements: scripts, handlers, javascript: links, frames.
    liveMarkup: Array.from(
      root.ownerDocument.querySelectorAll(
        'body script, [onerror], [onload], [onclick], a[href^="javascript:" i], iframe, object, embed, img[src="x"]',
      ),
    ).map((el) =>
      [el.tagName.toLowerCase(), ...Array.from(el.attributes, (a) => `${a.name}="${a.value}"`)]
        .join(' ')
        .slice(0, 120),
    ),
    probe: takeProbe(),
  };

  function takeProbe(): Probe {
    const probe = window.__secProbe ?? { violations: [], fetches: [] };
    const taken = { violations: probe.violations.splice(0), fetches: probe.fetches.splice(0) };
    return taken;
  }
}

// ---------------------------------------------------------------------------------------------
// Per-role sweep

type RoleReport = {
  role: Role;
  routes: number;
  violations: string[];
  consoleCsp: string[];
  mockErrors: string[];
  dialogs: string[];
  ran: string[];
  liveMarkup: string[];
  payloadHits: number;
  payloadsSeen: Set<string>;
  badUrls: string[];
  urls: number;
};

const reports: RoleReport[] = [];
let ids: Ids | null = null;

async function newRoleContext(browser: Browser, report: RoleReport): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(installProbe);
  context.on('page', (page) => watchPage(page, report));
  return context;
}

function watchPage(page: Page, report: RoleReport): void {
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) report.consoleCsp.push(text.slice(0, 300));
    if (message.type() === 'error' && text.startsWith('[mock]')) {
      report.mockErrors.push(text.slice(0, 300));
    }
  });
  page.on('dialog', (dialog) => {
    report.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Signs in on the sign-in page the browser is on (the mock may start only with the first call). */
async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  await waitUntilSettled(page, `${account.email} signed in settles`, { timeout: 20_000 });
}

/** What no request URL may contain: the session token, the account's email, password and name. */
function secretsOf(account: DemoAccount | null, token: string | null): string[] {
  if (!account) return [];
  const values = [account.email, DEMO_PASSWORD, account.firstName, account.lastName];
  if (token) values.push(token);
  return values.flatMap((v) => [v, encodeURIComponent(v)]);
}

function checkUrl(url: string, origin: string, secrets: string[], report: RoleReport): void {
  report.urls += 1;
  if (url.startsWith('data:') || url.startsWith('blob:')) return;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    report.badUrls.push(`unparsable: ${url}`);
    return;
  }
  if (parsed.origin !== origin) report.badUrls.push(`other origin: ${url}`);
  const leaked = secrets.find((secret) => secret.length >= 4 && url.includes(secret));
  if (leaked) report.badUrls.push(`carries personal data or the token: ${url}`);
}

async function sweep(browser: Browser, role: Role, testInfo: TestInfo): Promise<RoleReport> {
  const report: RoleReport = {
    role,
    routes: 0,
    violations: [],
    consoleCsp: [],
    mockErrors: [],
    dialogs: [],
    ran: [],
    liveMarkup: [],
    payloadHits: 0,
    payloadsSeen: new Set(),
    badUrls: [],
    urls: 0,
  };
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const context = await newRoleContext(browser, report);
  const page = await context.newPage();
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));

  // The scenario is chosen by the first visit's query and kept in this context's storage.
  await page.goto('/auth?scenario=hostile&resetMock=1');
  const account = role === 'signed out' ? null : ACCOUNT[role];
  if (account) {
    await signIn(page, account);
    expect(await page.evaluate(() => window.localStorage.getItem('meritly-mock:scenario'))).toBe(
      'hostile',
    );
  }
  const token = await page.evaluate(
    () => window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token'),
  );
  const secrets = secretsOf(account, token);

  for (const { key, href } of routeHrefs(ids!)) {
    const started = Date.now();
    // In the app as a link click would (a reload per route would restart the app and the mock);
    // the public pages outside the app's router by loading them.
    const inApp = await page.evaluate(() => typeof window.__MERITLY_NAVIGATE__ === 'function');
    if (inApp) await page.evaluate((to) => window.__MERITLY_NAVIGATE__!(to), href);
    else await page.goto(href);
    await waitUntilSettled(page, `${role} ${href} settles`, { timeout: 20_000 });
    const seen = await page.evaluate(inspectPage, {
      flag: HOSTILE_FLAG,
      payloads: [...HOSTILE_PAYLOADS],
    });
    report.routes += 1;
    if (process.env.SEC_DEBUG) {
      const state = await page.evaluate(() => [
        window.localStorage.getItem('meritly-mock:scenario'),
        document.body.innerText.slice(0, 80).replace(/\s+/g, ' '),
      ]);
      console.log(`${role} ${href} ${Date.now() - started} ms ${JSON.stringify(state)}`);
    }
    const where = `${role} ${key} ${href}`;
    for (const v of seen.probe.violations) {
      report.violations.push(`${where}: ${v.directive} ${v.blocked} (${v.source})`);
    }
    if (seen.ran !== null) report.ran.push(`${where}: ${String(seen.ran)}`);
    for (const el of seen.liveMarkup) report.liveMarkup.push(`${where}: ${el}`);
    report.payloadHits += seen.payloadsShown.length;
    seen.payloadsShown.forEach((p) => report.payloadsSeen.add(p));
    for (const url of seen.probe.fetches) checkUrl(url, origin, secrets, report);
  }
  for (const url of requests) checkUrl(url, origin, secrets, report);
  await context.close();
  reports.push(report);
  return report;
}

function expectClean(report: RoleReport): void {
  expect.soft(report.violations, 'CSP violation events').toEqual([]);
  expect.soft(report.consoleCsp, 'CSP messages on the console').toEqual([]);
  expect.soft(report.ran, 'a payload ran').toEqual([]);
  expect.soft(report.dialogs, 'dialogs opened').toEqual([]);
  expect.soft(report.liveMarkup, 'markup from data became elements').toEqual([]);
  expect.soft(report.badUrls, 'request URLs').toEqual([]);
  expect.soft(report.mockErrors, 'mock contract violations').toEqual([]);
}

// ---------------------------------------------------------------------------------------------

test.beforeAll(async ({ browser }) => {
  // Ids of the hostile scenario's records (the demo's ids), read through the in-page mock.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth?scenario=hostile&resetMock=1');
  ids = await discoverIds(page);
  await context.close();
});

test('every route with parameters has ids to visit it with', () => {
  expect(ids).not.toBeNull();
  const list = routeHrefs(ids!);
  expect(list.filter((r) => r.href.includes(':'))).toEqual([]);
  expect(list.length).toBe(ROUTES.length);
  expect(ROUTES.length).toBeGreaterThan(30);
});

for (const role of ['admin', 'manager', 'employee', 'signed out'] as const) {
  test(`every route as ${role}: no CSP violation, payloads show as text, nothing ran, no leak in URLs`, async ({
    browser,
  }, testInfo) => {
    const report = await sweep(browser, role, testInfo);
    expectClean(report);
    expect(report.routes).toBe(ROUTES.length);
    if (role === 'admin' || role === 'manager') {
      // The payloads are in names and notes these roles see: every one of them shows somewhere.
      expect([...report.payloadsSeen].sort()).toEqual([...HOSTILE_PAYLOADS].sort());
    }
    if (role === 'employee') expect(report.payloadHits).toBeGreaterThan(0);
  });
}

test('the app is served with the security headers and a fresh nonce per page', async ({
  request,
}) => {
  const html = { Accept: 'text/html' };
  const [first, second] = [
    await request.get('/admin', { headers: html }),
    await request.get('/', { headers: html }),
  ];
  const nonces: string[] = [];
  for (const response of [first, second]) {
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "worker-src 'self'",
      "img-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    // This build talks to its own origin only (the mock runs in the page).
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const page = await response.text();
    expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(page).not.toContain('MERITLY_CSP_NONCE');
    // Every script tag carries the nonce.
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(await first.text())?.[1] ?? '';
  const asset = await request.get(entry);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
});

test('an injected inline script, event handler or style does not run, and eval is refused', async ({
  page,
}) => {
  await page.addInitScript(installProbe);
  await page.goto('/auth');
  await expect.poll(() => page.evaluate(isSettled), { timeout: 20_000 }).toBe(true);
  const result = await page.evaluate(() => {
    const marks = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "inline script"';
    document.body.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__injected = "inline handler"');
    document.body.append(button);
    button.click();
    const style = document.createElement('style');
    style.textContent = 'body { --injected: 1; }';
    document.head.append(style);
    // A script with the page's nonce runs, and `eval` in it, in a task of its own, is refused.
    // (What the test runs through the DevTools protocol is exempt from the CSP while it runs.)
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    const nonced = document.createElement('script');
    nonced.nonce = nonce;
    nonced.textContent =
      'setTimeout(function () { try { eval("1"); window.__evalResult = "ran"; } catch (e) { window.__evalResult = "refused"; } });';
    document.body.append(nonced);
    return {
      ran: marks.__injected ?? null,
      styled: getComputedStyle(document.body).getPropertyValue('--injected'),
    };
  });
  expect(result).toEqual({ ran: null, styled: '' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__evalResult))
    .toBe('refused');
  await expect
    .poll(() => page.evaluate(() => window.__secProbe!.violations.map((v) => v.directive).sort()))
    .toEqual(
      expect.arrayContaining([
        'script-src',
        'script-src-attr',
        'script-src-elem',
        'style-src-elem',
      ]),
    );
});

test.afterAll(() => {
  const total = reports.reduce(
    (sum, r) => ({
      routes: sum.routes + r.routes,
      violations: sum.violations + r.violations.length + r.consoleCsp.length,
      payloads: sum.payloads + r.payloadHits,
      urls: sum.urls + r.urls,
    }),
    { routes: 0, violations: 0, payloads: 0, urls: 0 },
  );
  console.log(
    `security sweep: ${reports.map((r) => `${r.role} ${r.routes}`).join(', ')} routes; ` +
      `${total.routes} visits, ${total.violations} CSP violations, ${total.payloads} payloads shown as text, ` +
      `${total.urls} request URLs checked`,
  );
});
