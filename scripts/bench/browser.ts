import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { SYSTEM_CHROMIUM } from '../system-chromium';

/** The system Chromium (Debian package); the bench never downloads a browser. */
export const CHROMIUM_PATH = SYSTEM_CHROMIUM.executablePath;

/**
 * Names other than 127.0.0.1 fail at once: the machine has no internet, and a peer that links a
 * web font (bulletproof-react's index.html does) would otherwise wait on a request that never
 * answers. Meritly requests nothing off its origin.
 */
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...SYSTEM_CHROMIUM.args, OFFLINE],
    headless: true,
  });
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface Run {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** Selectors whose first appearance in the DOM the page records (name → CSS selector). */
export type Watch = Record<string, string>;

export interface PageMarks {
  /** performance.now() when each watched selector first matched, after the next frame. */
  marks: Record<string, number>;
  fcp: number;
  lcp: number;
  dcl: number;
  resources: { path: string; start: number; type: string; sameOrigin: boolean }[];
}

declare global {
  interface Window {
    __benchMarks?: Record<string, number>;
    __benchLcp?: number;
  }
}

/**
 * Installed before any page script: watches the DOM for the selectors and records LCP candidates.
 * A mark is taken one frame after the node appears (closer to when it is on screen).
 */
function installProbes(watch: Watch): void {
  performance.setResourceTimingBufferSize(5000);
  const marks: Record<string, number> = {};
  window.__benchMarks = marks;
  window.__benchLcp = 0;
  const pending = new Set(Object.keys(watch));
  const check = () => {
    for (const name of Array.from(pending)) {
      if (document.querySelector(watch[name]!)) {
        pending.delete(name);
        marks[`${name}:seen`] = performance.now();
        requestAnimationFrame(() => setTimeout(() => (marks[name] = performance.now()), 0));
      }
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP support: reported as 0.
  }
}

/** A cold run: a new context (empty cache, storage and service workers), one page, a CDP session. */
export async function openRun(
  browser: Browser,
  options: { storageState?: StorageState; cpuThrottle: number; watch?: Watch },
): Promise<Run> {
  const context = await browser.newContext({
    storageState: options.storageState,
    viewport: { width: 1280, height: 800 },
  });
  // tsx compiles with keepNames: functions sent to the page call `__name`, which the page lacks.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (options.cpuThrottle > 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  }
  await page.addInitScript(installProbes, options.watch ?? {});
  return { context, page, cdp };
}

export async function closeRun(run: Run): Promise<void> {
  await run.context.close().catch(() => undefined);
}

/** Waits until the page has requested nothing new for `quietMs` (at most `capMs`). */
export async function waitForNetworkQuiet(
  page: Page,
  quietMs = 600,
  capMs = 15_000,
): Promise<void> {
  const started = Date.now();
  let count = -1;
  let stableSince = Date.now();
  while (Date.now() - started < capMs) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) {
      count = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
      return;
    }
    await page.waitForTimeout(100);
  }
}

export async function waitForMark(page: Page, name: string, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction((mark) => window.__benchMarks?.[mark], name, {
    timeout: timeoutMs,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * When the watched element was first on screen: content in the DOM before the first contentful
 * paint (e.g. prerendered HTML, or the render that made that paint) shows with it; content added
 * later shows about a frame after it appeared (the mark).
 */
export function shownAt(marks: PageMarks, name: string, mark: number): number {
  const seen = marks.marks[`${name}:seen`];
  return seen !== undefined && Number.isFinite(marks.fcp) && seen <= marks.fcp ? marks.fcp : mark;
}

export async function readMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      marks: { ...(window.__benchMarks ?? {}) },
      fcp: paint ? paint.startTime : Number.NaN,
      lcp: window.__benchLcp || Number.NaN,
      dcl: nav ? nav.domContentLoadedEventEnd : Number.NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => {
          const url = new URL(r.name);
          return {
            path: url.pathname,
            start: r.startTime,
            type: r.initiatorType,
            sameOrigin: url.origin === location.origin,
          };
        },
      ),
    };
  });
}

/** JS heap in use after a full garbage collection, in bytes (what the page really holds). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/**
 * JS heap in use by the page's dedicated workers (the mock runs in one) after a full garbage
 * collection, in bytes: the page's own figure leaves them out.
 */
export async function workerHeapAfterGc(page: Page): Promise<number> {
  const session = await page.context().browser()!.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    let total = 0;
    for (const target of targetInfos.filter((t) => t.type === 'worker')) {
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      let nextId = 0;
      const call = <T>(method: string): Promise<T> => {
        const id = ++nextId;
        return new Promise<T>((resolve, reject) => {
          const listener = (event: { sessionId?: string; message: string }) => {
            const reply = JSON.parse(event.message) as { id?: number; result?: T; error?: unknown };
            if (event.sessionId !== sessionId || reply.id !== id) return;
            session.off('Target.receivedMessageFromTarget', listener);
            if (reply.error) reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
            else resolve(reply.result as T);
          };
          session.on('Target.receivedMessageFromTarget', listener);
          void session.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method }),
          });
        });
      };
      await call('HeapProfiler.collectGarbage');
      total += (await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    }
    return total;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** The page's JS heap and its workers' (the mock's), after a full garbage collection, in bytes. */
export async function totalHeapAfterGc(run: Run): Promise<number> {
  return (await heapAfterGc(run.cdp)) + (await workerHeapAfterGc(run.page));
}
