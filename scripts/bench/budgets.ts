import type { HttpCallId, HttpReport, HttpScenario } from './http';
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
  /** Returns the figure shown and whether the budget holds; null when the figure is missing. */
  check(f: Figures): { measured: string; holds: boolean } | null;
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

export const BUDGETS: Budget[] = [
  {
    id: 'landing-initial-js',
    label: '/ initial JS (gzip)',
    limit: '≤ 125 KiB',
    check: atMost((f) => f.pages.landing?.initialJsGzipKiB, 125, kib),
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
    id: 'landing-mock-after-paint',
    label: '/ mock starts after first paint',
    limit: 'mock requested after FCP, every run',
    check: (f) => {
      const page = f.pages.landing;
      if (!page) return null;
      const after = page.mockRequestedAfterFcpMs;
      // Not requested at all in any run is after the first paint too.
      if (!after || after.n === 0) return { measured: 'not loaded', holds: true };
      return { measured: `${Math.round(after.min)} ms after FCP (min)`, holds: after.min > 0 };
    },
  },
  {
    id: 'auth-initial-js',
    label: '/auth initial JS, mock excluded (gzip)',
    limit: '≤ 170 KiB',
    check: atMost((f) => f.pages.signIn?.initialAppJsGzipKiB, 170, kib),
  },
  {
    id: 'admin-all-js',
    label: 'admin dashboard all JS, mock excluded (gzip)',
    limit: '≤ 260 KiB',
    check: atMost((f) => f.pages.admin?.appJsGzipKiB, 260, kib),
  },
  {
    id: 'admin-lcp',
    label: 'admin dashboard LCP',
    limit: '≤ 1000 ms',
    check: atMost((f) => f.pages.admin?.lcpMs, 1000, ms),
  },
  {
    id: 'mock-demo-ready',
    label: 'mock (demo) ready from page start',
    limit: '≤ 300 ms',
    check: atMost((f) => f.pages.signIn?.mockReadyMs, 300, ms),
  },
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
  {
    id: 'large-participants-list',
    label: 'large: participants list call (a page of 1,000)',
    limit: '≤ 100 ms',
    check: atMost((f) => f.large?.participantsListMs, 100, ms),
  },
  {
    id: 'large-employees-list',
    label: 'large: employees list call (a page of 1,000)',
    limit: '≤ 100 ms',
    check: atMost((f) => f.large?.employeesListMs, 100, ms),
  },
  {
    id: 'large-first-rows',
    label: 'large: participants first rows after navigation',
    limit: '≤ 1500 ms',
    check: atMost((f) => f.large?.firstRowMs, 1500, ms),
  },
  {
    id: 'large-sort',
    label: 'large: re-sort 10,000 rows by salary',
    limit: '≤ 150 ms',
    check: atMost((f) => f.large?.sortMs, 150, ms),
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
    limit: '≤ 80 MiB',
    check: atMost((f) => f.large?.heapMiB, 80, mib),
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
];

/**
 * An HTTP figure of one call at the bench's concurrency (issue 18: "a page of 50 employees ≤ 20 ms
 * median and ≤ 100 ms p99 at 16 concurrent clients, a page of 1,000 ≤ 100 ms median"). A run with
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
    return {
      id: budget.id,
      label: budget.label,
      limit: budget.limit,
      measured: result?.measured ?? 'not measured',
      holds: result ? result.holds : null,
    };
  });
}
