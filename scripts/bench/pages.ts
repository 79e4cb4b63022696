import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/api/storage';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../mocks/seed/accounts';
import {
  closeRun,
  totalHeapAfterGc,
  openRun,
  readMarks,
  shownAt,
  waitForMark,
  waitForNetworkQuiet,
  type StorageState,
  type Watch,
} from './browser';
import { accountBundle, type ChunkTable } from './bundle';
import type { UrlSizes } from './peer';

declare global {
  interface Window {
    __MOCK_READY_MS__?: number;
    __BENCH_INTENT_AT__?: number;
  }
}

export interface PageSpec {
  name: string;
  /** Path and query, e.g. `/admin`. */
  url: string;
  /** Selector that says the page shows what it is for (its first row, its form, ...). */
  ready: string;
  signedIn: boolean;
  /**
   * A field a visitor starts with: a page that starts the mock only on the first touch (signed
   * out, see src/main.tsx) is timed from focusing it to the mock ready.
   */
  intent?: string;
}

export interface SignedInState {
  storageState: StorageState;
  cycleId: string;
}

const MIB = 1024 * 1024;

/** A real participants row (not a loading placeholder): it links to the participant. */
export const PARTICIPANT_ROW = 'tbody tr td a[href*="/participants/"]';

/** The mock's answer to a same-origin call made inside the page, timed with performance.now(). */
export async function timedFetch(
  page: Page,
  path: string,
  token: string,
): Promise<{ ms: number; status: number; bytes: number }> {
  return page.evaluate(
    async ({ path, token }) => {
      const started = performance.now();
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      const body = await response.text();
      return { ms: performance.now() - started, status: response.status, bytes: body.length };
    },
    { path, token },
  );
}

/**
 * The mock's ready time. A page without a session starts the mock on the visitor's first touch
 * (src/main.tsx), so the wait touches the page until the mock is up.
 */
export async function waitForMockReady(page: Page, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      if (window.__MOCK_READY_MS__ === undefined) document.dispatchEvent(new Event('pointerdown'));
      return window.__MOCK_READY_MS__;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Signs the demo admin in through the API inside the page and stores the session the way the app
 * does (the four keys), so a later page load starts signed in.
 */
export async function signInInPage(page: Page): Promise<{ token: string; cycles: CycleSummary[] }> {
  return page.evaluate(
    async ({ email, password, keys }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      const session = (await response.json()) as {
        token: string;
        user: unknown;
        requiresPasswordChange: boolean;
        isTemporaryPassword: boolean;
      };
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
      if (session.requiresPasswordChange) localStorage.setItem(keys.requiresPasswordChange, 'true');
      if (session.isTemporaryPassword) localStorage.setItem(keys.isTemporaryPassword, 'true');
      const list = await fetch('/api/review-cycles', {
        headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' },
      });
      const cycles = ((await list.json()) as { data: CycleSummary[] }).data;
      return {
        token: session.token,
        cycles: cycles.map((c) => ({
          id: c.id,
          status: c.status,
          participantCount: c.participantCount,
        })),
      };
    },
    { email: DEMO_ADMIN.email, password: DEMO_PASSWORD, keys: STORAGE_KEYS },
  );
}

interface CycleSummary {
  id: string;
  status: string;
  participantCount: number;
}

/**
 * The cycle with the most participants, by the cycles list's counts: a user picks it from that
 * list, so its participants list is asked for first by the page, cold.
 */
function biggestCycle(cycles: CycleSummary[]): { cycleId: string; total: number } {
  const biggest = cycles.reduce<CycleSummary | null>(
    (best, cycle) => (best && best.participantCount >= cycle.participantCount ? best : cycle),
    null,
  );
  if (!biggest) throw new Error('the scenario has no review cycle');
  return { cycleId: biggest.id, total: biggest.participantCount };
}

/**
 * A stored admin session for the demo scenario: the session keys plus the mock's saved data
 * (which holds the session), so every signed-in run starts cold but already signed in.
 */
export async function createSignedInState(
  browser: Browser,
  origin: string,
): Promise<SignedInState> {
  const run = await openRun(browser, { cpuThrottle: 1 });
  try {
    await run.page.goto(`${origin}/auth?scenario=demo`);
    await waitForMockReady(run.page);
    const { cycles } = await signInInPage(run.page);
    const { cycleId } = biggestCycle(cycles);
    // The mock saves its data at most every 250 ms and at once on pagehide.
    await run.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await run.page.waitForTimeout(300);
    const storageState = await run.context.storageState();
    const saved = storageState.origins
      .flatMap((o) => o.localStorage)
      .some((item) => item.name.startsWith('meritly-mock:v'));
    if (!saved) throw new Error('the mock did not save its data; a cold signed-in load would fail');
    return { storageState, cycleId };
  } finally {
    await closeRun(run);
  }
}

export type PageRun = Record<string, number>;

/** One cold load of a page: paint and load timings, heap, and what it downloaded. */
export async function measurePage(
  browser: Browser,
  origin: string,
  spec: PageSpec,
  options: { cpuThrottle: number; signedIn?: SignedInState; chunks: ChunkTable },
): Promise<PageRun> {
  const watch: Watch = { ready: spec.ready };
  const run = await openRun(browser, {
    cpuThrottle: options.cpuThrottle,
    storageState: spec.signedIn ? options.signedIn?.storageState : undefined,
    watch,
  });
  try {
    await run.page.goto(`${origin}${spec.url}`, { waitUntil: 'commit' });
    const mark = await waitForMark(run.page, 'ready');
    await waitForNetworkQuiet(run.page);
    const marks = await readMarks(run.page);
    const readyAt = shownAt(marks, 'ready', mark);
    const mockReady = await run.page.evaluate(() => window.__MOCK_READY_MS__ ?? Number.NaN);
    const heap = await totalHeapAfterGc(run);
    const bundle = accountBundle(marks.resources, readyAt, marks.fcp, options.chunks);
    // After the cold load is accounted (its JS is what a visitor who stays on the page loads).
    const mockReadyAfterIntentMs = spec.intent
      ? await timeMockAfterIntent(run.page, spec.intent)
      : Number.NaN;
    return {
      ...countRequests(marks.resources, readyAt),
      readyMs: readyAt,
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      dclMs: marks.dcl,
      heapMiB: heap / MIB,
      mockReadyMs: mockReady,
      mockReadyAfterIntentMs,
      ...bundle,
    };
  } finally {
    await closeRun(run);
  }
}

/**
 * The visitor focuses `selector` (the sign-in form's first field): the time from that `focusin`
 * to the mock answering. A page without a session starts the mock on the first touch
 * (src/main.tsx), so this is what a visitor who starts typing waits for at most.
 */
async function timeMockAfterIntent(page: Page, selector: string): Promise<number> {
  await page.evaluate(() =>
    document.addEventListener(
      'focusin',
      () => {
        window.__BENCH_INTENT_AT__ ??= performance.now();
      },
      { capture: true },
    ),
  );
  await page.focus(selector);
  const ready = await waitForMockReady(page);
  const at = await page.evaluate(() => window.__BENCH_INTENT_AT__ ?? Number.NaN);
  return ready - at;
}

/**
 * Requests of the page: the document and every resource entry (code, styles, images, and calls
 * that reached the network stack: a service worker's answers count, the in-page mock's do not),
 * all of them and those started before the page showed its content.
 */
export function countRequests(
  resources: readonly { start: number }[],
  readyAt: number,
): { requests: number; requestsBeforeReady: number } {
  return {
    requests: 1 + resources.length,
    requestsBeforeReady: 1 + resources.filter((r) => r.start <= readyAt).length,
  };
}

/**
 * One cold load of a page of another app (the peer): the same marks as measurePage; JS sizes from
 * the served bytes of every same-origin `.js` it loaded (raw and gzip), before and after it was ready.
 */
export async function measurePeerPage(
  browser: Browser,
  origin: string,
  spec: { url: string; ready: string },
  options: { cpuThrottle: number; sizes: UrlSizes },
): Promise<PageRun> {
  const run = await openRun(browser, {
    cpuThrottle: options.cpuThrottle,
    watch: { ready: spec.ready },
  });
  try {
    await run.page.goto(`${origin}${spec.url}`, { waitUntil: 'commit' });
    const mark = await waitForMark(run.page, 'ready');
    await waitForNetworkQuiet(run.page);
    const marks = await readMarks(run.page);
    const readyAt = shownAt(marks, 'ready', mark);
    const heap = await totalHeapAfterGc(run);
    const out: PageRun = {
      ...countRequests(marks.resources, readyAt),
      readyMs: readyAt,
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      dclMs: marks.dcl,
      heapMiB: heap / MIB,
      jsRawKiB: 0,
      jsGzipKiB: 0,
      initialJsGzipKiB: 0,
    };
    const seen = new Set<string>();
    for (const r of marks.resources) {
      if (!r.sameOrigin || !r.path.endsWith('.js') || seen.has(r.path)) continue;
      seen.add(r.path);
      const { raw, gzip } = await options.sizes.get(r.path);
      out.jsRawKiB! += raw / 1024;
      out.jsGzipKiB! += gzip / 1024;
      if (r.start <= readyAt) out.initialJsGzipKiB! += gzip / 1024;
    }
    return out;
  } finally {
    await closeRun(run);
  }
}

export type LargeRun = Record<string, number>;

interface ScrollResult {
  maxRows: number;
  lastIndex: number;
  scrolled: boolean;
}

/** Clicks a column's sort control and times it until the first row shows a different row, one frame later. */
async function timeSort(page: Page, header: string): Promise<number> {
  return page.evaluate(
    async ({ label, rowSelector }) => {
      const th = Array.from(document.querySelectorAll('thead th')).find(
        (cell) => cell.textContent?.trim() === label,
      );
      const control = th?.querySelector<HTMLElement>('[role="button"], button');
      if (!control) throw new Error(`no sort control in the "${label}" header`);
      // The participants table's first row (the page has other tables above it).
      const firstRow = () =>
        document.querySelector(rowSelector)?.closest('tbody')?.querySelector('tr')?.textContent ??
        '';
      const before = firstRow();
      const started = performance.now();
      control.click();
      await new Promise<void>((resolve, reject) => {
        const deadline = started + 30_000;
        const poll = () => {
          if (firstRow() !== before) resolve();
          else if (performance.now() > deadline) reject(new Error('the first row never changed'));
          else requestAnimationFrame(poll);
        };
        poll();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    },
    { label: header, rowSelector: PARTICIPANT_ROW },
  );
}

/** Scrolls the table's scroll container to the end; counts the rows in the DOM on the way. */
async function scrollTable(page: Page): Promise<ScrollResult> {
  return page.evaluate(async (rowSelector) => {
    // The participants table (the page has other tables above it); a long one is virtualised,
    // its rows numbered by data-index.
    const body = document.querySelector(rowSelector)?.closest('tbody') ?? null;
    if (!body) throw new Error('no participants table on the page');
    let scroller: Element | null = body;
    while (scroller && scroller !== document.body) {
      const style = getComputedStyle(scroller);
      if (
        /(auto|scroll)/.test(style.overflowY) &&
        scroller.scrollHeight > scroller.clientHeight + 10
      )
        break;
      scroller = scroller.parentElement;
    }
    const target =
      scroller && scroller !== document.body ? scroller : (document.scrollingElement as Element);
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    let maxRows = body.querySelectorAll('tr').length;
    let lastIndex = 0;
    const steps = 25;
    const start = target.scrollTop;
    for (let i = 1; i <= steps; i += 1) {
      target.scrollTop = (target.scrollHeight * i) / steps;
      await frame();
      await frame();
      const rows = body.querySelectorAll('tr[data-index]');
      maxRows = Math.max(maxRows, body.querySelectorAll('tr').length);
      for (const row of Array.from(rows))
        lastIndex = Math.max(lastIndex, Number(row.getAttribute('data-index')));
      if (rows.length === 0) lastIndex = body.querySelectorAll('tr').length - 1;
    }
    return { maxRows, lastIndex, scrolled: target.scrollTop > start };
  }, PARTICIPANT_ROW);
}

/**
 * The `large` scenario in one cold page: the mock seeds 10,000 employees, the admin signs in
 * through the API, then the app navigates (client side, as a click would) to the cycle with the
 * most participants; first rows, a re-sort by salary, a scroll to the end, the heap, and the
 * mock's answer times for a page (1,000 rows, from the middle) of the participants and employees lists.
 */
export async function measureLarge(
  browser: Browser,
  origin: string,
  options: { cpuThrottle: number },
): Promise<LargeRun> {
  const run = await openRun(browser, {
    cpuThrottle: options.cpuThrottle,
    watch: { firstRow: PARTICIPANT_ROW },
  });
  const { page } = run;
  // The participant rows the app received: the server pages the list, so the table holds a page.
  let rowsFetched = 0;
  page.on('response', (response) => {
    if (!/\/api\/review-cycles\/[^/]+\/participants(\?|$)/.test(response.url())) return;
    void response
      .json()
      .then((body: { data?: unknown[] }) => (rowsFetched += body.data?.length ?? 0))
      .catch(() => undefined);
  });
  try {
    await page.goto(`${origin}/auth?scenario=large`, { waitUntil: 'commit' });
    const mockReadyMs = await waitForMockReady(page, 300_000);
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    const { token, cycles } = await signInInPage(page);
    const { cycleId, total } = biggestCycle(cycles);
    const navStart = await page.evaluate((url) => {
      const started = performance.now();
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return started;
    }, `/review-cycles/${cycleId}`);
    const firstRowAt = await waitForMark(page, 'firstRow', 120_000);
    await waitForNetworkQuiet(page, 500);
    const rowsInMemory = rowsFetched;
    const rowsAfterLoad = await page.evaluate(
      (rowSelector) =>
        document.querySelector(rowSelector)?.closest('tbody')?.querySelectorAll('tr').length ?? 0,
      PARTICIPANT_ROW,
    );
    // "After load": the first page shown, before the sorts and the scroll add their own garbage.
    const heapAfterLoad = await totalHeapAfterGc(run);
    const sortAscMs = await timeSort(page, 'Current Salary');
    const sortDescMs = await timeSort(page, 'Current Salary');
    const scroll = await scrollTable(page);
    const heap = await totalHeapAfterGc(run);
    const participants = await timedFetch(
      page,
      `/api/review-cycles/${cycleId}/participants?limit=1000&offset=5000`,
      token,
    );
    const employees = await timedFetch(page, '/api/employees?limit=1000&offset=5000', token);
    if (participants.status !== 200 || employees.status !== 200)
      throw new Error(`list calls answered ${participants.status} / ${employees.status}`);
    return {
      mockReadyMs,
      participants: total,
      firstRowMs: firstRowAt - navStart,
      participantsListMs: participants.ms,
      participantsListMiB: participants.bytes / MIB,
      employeesListMs: employees.ms,
      employeesListMiB: employees.bytes / MIB,
      rowsAfterLoad,
      rowsInMemory,
      sortMs: Math.max(sortAscMs, sortDescMs),
      sortAscMs,
      sortDescMs,
      scrollMaxRows: scroll.maxRows,
      scrollLastIndex: scroll.lastIndex,
      heapMiB: heapAfterLoad / MIB,
      heapAfterScrollMiB: heap / MIB,
    };
  } finally {
    await closeRun(run);
  }
}
