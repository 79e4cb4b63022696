import { writesOverReads, type HttpCallId, type HttpReport, type HttpScenario } from './http';
import type { Summary } from './stats';

export type PageName = 'landing' | 'signIn' | 'admin' | 'users' | 'cycle';

/** The measured figures the budgets read (medians unless a budget says otherwise). */
export interface Figures {
  pages: Partial<Record<PageName, Record<string, Summary>>>;
  large: Record<string, Summary> | null;
  /** Mock modules found in a build made with VITE_API_URL set (null: not checked). */
  mockModulesInRealApiBuild: number | null;
  /** The HTTP section (null: not run, e.g. `--skip-http`). */
  http: HttpReport | null;
  /** The peer's pages measured in the same run (`--peer`); absent without one. */
  peer?: Partial<Record<PageName, Record<string, Summary>>>;
  /** The run's CPU slowdown (1 when absent): timing budgets name the slowdowns they hold at. */
  cpuThrottle?: number;
}

export interface BudgetResult {
  id: string;
  label: string;
  limit: string;
  measured: string;
  /** null: not measured in this run (e.g. `--skip large`); counts as neither held nor failed. */
  holds: boolean | null;
}

interface Budget {
  id: string;
  label: string;
  limit: string;
  /**
   * A timing: judged only at the CPU slowdowns it names (`{ 1: 600, 4: 1500 }`); at another one
   * the figure is shown, neither held nor failed. Sizes and counts hold at any slowdown.
   */
  timing?: Record<number, number>;
  /** Returns the figure shown and whether the budget holds; null when the figure is missing. */
  check(f: Figures): { measured: string; holds: boolean } | null;
}

/** The limit of a timing budget at this run's slowdown, or null when it names none for it. */
function timingLimit(budget: Budget, f: Figures): number | null {
  return budget.timing?.[f.cpuThrottle ?? 1] ?? null;
}

const kib = (v: number) => `${v.toFixed(1)} KiB`;
const ms = (v: number) => `${Math.round(v)} ms`;
const mib = (v: number) => `${v.toFixed(1)} MiB`;

function medianOf(summary: Summary | undefined): number | null {
  return summary && summary.n > 0 ? summary.median : null;
}

function atMost(
  get: (f: Figures) => Summary | undefined,
  limit: number,
  format: (v: number) => string,
): Budget['check'] {
  return (f) => {
    const value = medianOf(get(f));
    return value === null ? null : { measured: format(value), holds: value <= limit };
  };
}

/** A timing budget: `limits` per CPU slowdown (see Budget.timing). */
function timing(
  id: string,
  label: string,
  limits: Record<number, number>,
  get: (f: Figures) => Summary | undefined,
): Budget {
  const budget: Budget = {
    id,
    label,
    limit: Object.entries(limits)
      .map(([rate, v]) => `≤ ${v} ms${rate === '1' ? '' : ` at ${rate}× CPU`}`)
      .join(', '),
    timing: limits,
    check: (f) => {
      const value = medianOf(get(f));
      if (value === null) return null;
      const limit = timingLimit(budget, f);
      return { measured: ms(value), holds: limit === null ? true : value <= limit };
    },
  };
  return budget;
}

/**
 * Meritly's median against the peer's in the same run (`--peer`); not measured without a peer.
 * Both run at the same CPU slowdown, so it is judged at any.
 */
function notAbovePeer(
  page: PageName,
  figure: string,
  format: (v: number) => string,
): Budget['check'] {
  return (f) => {
    const ours = medianOf(f.pages[page]?.[figure]);
    const theirs = medianOf(f.peer?.[page]?.[figure]);
    if (ours === null || theirs === null) return null;
    return {
      measured: `${format(ours)} vs ${format(theirs)} (${(ours / theirs).toFixed(2)}×)`,
      holds: ours <= theirs,
    };
  };
}

export const BUDGETS: Budget[] = [
  timing('landing-fcp', '/ FCP', { 1: 400 }, (f) => f.pages.landing?.fcpMs),
  {
    id: 'landing-fcp-peer',
    label: "/ FCP against the peer's (--peer)",
    limit: "≤ the peer's, same run",
    check: notAbovePeer('landing', 'fcpMs', ms),
  },
  timing('auth-fcp', '/auth FCP', { 1: 400 }, (f) => f.pages.signIn?.fcpMs),
  {
    id: 'auth-fcp-peer',
    label: "/auth FCP against the peer's (--peer)",
    limit: "≤ the peer's, same run",
    check: notAbovePeer('signIn', 'fcpMs', ms),
  },
  {
    id: 'landing-prerendered',
    label: '/ heading in the HTML the build writes',
    limit: 'prerendered',
    check: (f) => {
      const s = f.pages.landing?.headingInHtml;
      if (!s || s.n === 0) return null;
      return { measured: s.min === 1 ? 'yes' : 'no', holds: s.min === 1 };
    },
  },
  {
    id: 'landing-js-before-heading',
    label: '/ JS before the heading shows (gzip)',
    limit: '≤ 30 KiB',
    check: atMost((f) => f.pages.landing?.initialJsGzipKiB, 30, kib),
  },
  {
    id: 'landing-no-signed-in-code',
    label: '/ loads no signed-in code',
    limit: '0 chunks, every run',
    check: (f) => {
      const s = f.pages.landing?.signedInChunks;
      if (!s || s.n === 0) return null;
      return { measured: `${s.max} chunks (max)`, holds: s.max === 0 };
    },
  },
  {
    // The landing page makes no API call: the mock starts with the app's first call once the
    // visitor has left it (src/main.tsx). Its readiness is timed on /auth (mock-demo-ready), from
    // the first touch of the form, where a signed-out page starts it.
    id: 'landing-mock-on-intent',
    label: '/ loads no mock',
    limit: 'not requested on /, every run',
    check: (f) => {
      const page = f.pages.landing;
      if (!page) return null;
      const requested = page.mockRequestedAfterFcpMs;
      if (!requested || requested.n === 0) return { measured: 'not loaded', holds: true };
      return {
        measured: `loaded in ${requested.n} run${requested.n === 1 ? '' : 's'}`,
        holds: false,
      };
    },
  },
  {
    id: 'auth-initial-js',
    label: '/auth initial JS, mock excluded (gzip)',
    limit: '≤ 120 KiB',
    check: atMost((f) => f.pages.signIn?.initialAppJsGzipKiB, 120, kib),
  },
  {
    id: 'auth-requests-before-content',
    label: '/auth requests before the form shows',
    limit: '≤ 12',
    check: atMost(
      (f) => f.pages.signIn?.requestsBeforeReady,
      12,
      (v) => String(Math.round(v)),
    ),
  },
  {
    id: 'admin-all-js',
    label: 'admin dashboard all JS, mock excluded (gzip)',
    limit: '≤ 260 KiB',
    check: atMost((f) => f.pages.admin?.appJsGzipKiB, 260, kib),
  },
  timing('admin-lcp', 'admin dashboard LCP', { 1: 600, 4: 1500 }, (f) => f.pages.admin?.lcpMs),
  timing(
    'mock-demo-ready',
    'mock (demo) ready from the first touch of /auth',
    { 1: 400 },
    (f) => f.pages.signIn?.mockReadyAfterIntentMs,
  ),
  {
    id: 'mock-only-in-mock-mode',
    label: 'mock code in a VITE_API_URL build',
    limit: '0 modules',
    check: (f) =>
      f.mockModulesInRealApiBuild === null
        ? null
        : {
            measured: `${f.mockModulesInRealApiBuild} modules`,
            holds: f.mockModulesInRealApiBuild === 0,
          },
  },
  timing(
    'large-participants-list',
    'large: participants list call (a page of 1,000)',
    { 1: 100 },
    (f) => f.large?.participantsListMs,
  ),
  timing(
    'large-employees-list',
    'large: employees list call (a page of 1,000)',
    { 1: 100 },
    (f) => f.large?.employeesListMs,
  ),
  timing(
    'large-first-rows',
    'large: participants first rows after navigation',
    { 1: 800 },
    (f) => f.large?.firstRowMs,
  ),
  timing(
    'large-sort',
    'large: re-sort 10,000 participants by salary (server)',
    { 1: 200 },
    (f) => f.large?.sortMs,
  ),
  {
    id: 'large-rows-in-memory',
    label: 'large: participant rows received at first',
    limit: '≤ 100',
    check: atMost(
      (f) => f.large?.rowsInMemory,
      100,
      (v) => String(Math.round(v)),
    ),
  },
  {
    id: 'large-scroll-rows',
    label: 'large: rows in the DOM while scrolling',
    limit: '< 200, every run',
    check: (f) => {
      const s = f.large?.scrollMaxRows;
      if (!s || s.n === 0) return null;
      return { measured: `${s.max} (max)`, holds: s.max < 200 };
    },
  },
  {
    id: 'large-heap',
    label: 'large: JS heap after load',
    limit: '≤ 60 MiB',
    check: atMost((f) => f.large?.heapMiB, 60, mib),
  },
  {
    id: 'http-large-employees-50-p50',
    label: 'HTTP large: employees page of 50, median (16 clients)',
    limit: '≤ 20 ms',
    check: httpAtMost('large', 'employees50', 'p50', 20),
  },
  {
    id: 'http-large-employees-50-p99',
    label: 'HTTP large: employees page of 50, p99 (16 clients)',
    limit: '≤ 100 ms',
    check: httpAtMost('large', 'employees50', 'p99', 100),
  },
  {
    id: 'http-large-employees-1000-p50',
    label: 'HTTP large: employees page of 1,000, median (16 clients)',
    limit: '≤ 100 ms',
    check: httpAtMost('large', 'employees1000', 'p50', 100),
  },
  {
    id: 'http-large-writes-over-reads',
    label: 'HTTP large: participants with 1 write in 14, ÷ read-only (req/s)',
    limit: '≥ 0.50×',
    check: (f) => {
      const calls = f.http?.scenarios.large?.calls;
      const ratio = writesOverReads(calls?.participantsWithWrites, calls?.participants50);
      if (ratio === null) return null;
      const errors = calls!.participantsWithWrites!.errors;
      return {
        measured: `${ratio.toFixed(2)}×${errors ? `, ${errors} failed` : ''}`,
        holds: ratio >= 0.5 && errors === 0,
      };
    },
  },
];

/**
 * An HTTP figure of one call at the bench's concurrency (the budget: a page of 50 employees ≤ 20 ms
 * median and ≤ 100 ms p99 at 16 concurrent clients, a page of 1,000 ≤ 100 ms median). A run with
 * failed requests does not hold: a fast error is no answer.
 */
function httpAtMost(
  scenario: HttpScenario,
  call: HttpCallId,
  figure: 'p50' | 'p99',
  limit: number,
): Budget['check'] {
  return (f) => {
    const run = f.http?.scenarios[scenario]?.calls[call];
    if (!run || run.requests === 0) return null;
    const value = run[figure];
    const errors = run.errors > 0 ? `, ${run.errors} failed` : '';
    return {
      measured: `${value.toFixed(1)} ms${errors}`,
      holds: value <= limit && run.errors === 0,
    };
  };
}

export function evaluateBudgets(figures: Figures): BudgetResult[] {
  return BUDGETS.map((budget) => {
    const result = budget.check(figures);
    // A timing with no limit at this slowdown is shown, not judged.
    const judged = !budget.timing || timingLimit(budget, figures) !== null;
    const rate = figures.cpuThrottle ?? 1;
    return {
      id: budget.id,
      label: budget.label,
      limit: budget.limit,
      measured: result
        ? `${result.measured}${judged ? '' : ` (not judged at ${rate}× CPU)`}`
        : 'not measured',
      holds: result && judged ? result.holds : null,
    };
  });
}
