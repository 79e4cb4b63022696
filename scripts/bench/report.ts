import type { BudgetResult, PageName } from './budgets';
import { HTTP_CALLS, writesOverReads, type HttpReport, type HttpScenario } from './http';
import { PEER_FIGURES, type PeerPageName, type PeerRow } from './peer';
import type { Summary } from './stats';

export interface BenchReport {
  meta: {
    date: string;
    commit: string;
    node: string;
    chromium: string;
    runs: number;
    cpuThrottle: number;
    cpus: number;
    loadAverageStart: number[];
    loadAverageEnd: number[];
    origin: string;
  };
  /** null when the run measured the HTTP section only (`--only http`). */
  build: {
    command: string;
    typecheck: string;
    seconds: number;
    mockModulesInRealApiBuild: number | null;
    /** Every JS chunk of the build: kind (app/mock/mixed), raw and gzip bytes, biggest owners. */
    chunks: { file: string; kind: string; raw: number; gzip: number; top: string[] }[];
  } | null;
  pages: Partial<Record<PageName, { url: string; figures: Record<string, Summary> }>>;
  /** Another app measured in the same run (`--peer`), page by page, with Meritly ÷ peer ratios. */
  peer: {
    origin: string;
    pages: Partial<Record<PeerPageName, { url: string; figures: Record<string, Summary> }>>;
    ratios: PeerRow[];
  } | null;
  large: Record<string, Summary> | null;
  http: HttpReport | null;
  budgets: BudgetResult[];
  errors: string[];
}

/** `median (min–max)`, or just the median when every run gave the same figure. */
export function cell(summary: Summary | undefined, digits = 0): string {
  if (!summary || summary.n === 0) return '—';
  const f = (v: number) => v.toFixed(digits);
  if (f(summary.min) === f(summary.max)) return f(summary.median);
  return `${f(summary.median)} (${f(summary.min)}–${f(summary.max)})`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const PAGE_LABELS: Record<PageName, string> = {
  landing: '/',
  signIn: '/auth',
  admin: '/admin (signed in)',
  users: '/admin/users (signed in)',
  cycle: 'cycle detail (signed in)',
};

export function formatReport(report: BenchReport): string {
  const { meta } = report;
  const out: string[] = [];
  out.push(
    `Meritly bench · ${meta.date} · commit ${meta.commit} · ${meta.runs} cold runs per figure · ` +
      `CPU throttle ${meta.cpuThrottle}× · ${meta.chromium}`,
    `Load average ${meta.loadAverageStart.map((v) => v.toFixed(1)).join(' / ')} at start, ` +
      `${meta.loadAverageEnd.map((v) => v.toFixed(1)).join(' / ')} at end (${meta.cpus} CPUs)`,
  );
  if (report.build) out.push(`Build: ${report.build.command}, ${report.build.seconds} s`);
  if (!report.build && Object.keys(report.pages).length === 0 && !report.large) {
    // `--only http`: no build, no browser.
    out.push('');
    if (report.http) out.push(...formatHttp(report.http), '');
    out.push(...formatBudgets(report));
    return out.join('\n');
  }
  out.push(
    'Figures: median (min–max) over the runs.',
    '',
    'Bundle per entry route (KiB; gzip by zlib of the served bytes; "initial" = requested before the page showed its content)',
  );
  const bundleRows: string[][] = [];
  for (const name of ['landing', 'signIn', 'admin', 'cycle'] as PageName[]) {
    const p = report.pages[name]?.figures;
    if (!p) continue;
    bundleRows.push([
      PAGE_LABELS[name],
      cell(p.initialJsGzipKiB, 1),
      cell(p.initialAppJsGzipKiB, 1),
      cell(p.appJsGzipKiB, 1),
      cell(p.appJsRawKiB, 1),
      cell(p.mockJsGzipKiB, 1),
      cell(p.mockDepsJsGzipKiB, 1),
      cell(p.cssGzipKiB, 1),
      cell(p.jsChunks),
      cell(p.mockChunks),
    ]);
  }
  out.push(
    table(
      [
        'route',
        'initial JS gz',
        'initial, no mock',
        'all JS gz, no mock',
        'raw, no mock',
        'mock JS gz',
        'for the mock only',
        'CSS gz',
        'chunks',
        'mock chunks',
      ],
      bundleRows,
    ),
    '  "for the mock only": shared chunks (e.g. src/lib rules) the page loaded only because the mock',
    '  imports them; left out of the "no mock" columns.',
    '',
    'Loading, mock on, cold cache (ms; heap in MiB after a forced GC: the page and its workers)',
  );
  const loadRows: string[][] = [];
  for (const name of ['landing', 'signIn', 'admin', 'users', 'cycle'] as PageName[]) {
    const p = report.pages[name]?.figures;
    if (!p) continue;
    loadRows.push([
      PAGE_LABELS[name],
      cell(p.fcpMs),
      cell(p.lcpMs),
      cell(p.dclMs),
      cell(p.readyMs),
      cell(p.heapMiB, 1),
      cell(p.mockReadyMs),
      cell(p.requestsBeforeReady),
    ]);
  }
  out.push(
    table(
      [
        'page',
        'FCP',
        'LCP',
        'DOMContentLoaded',
        'content shown',
        'heap',
        'mock ready',
        'requests before content',
      ],
      loadRows,
    ),
    '  "content shown": the landing heading, the sign-in form, the dashboard heading, the first table row.',
    '',
  );
  if (report.peer) out.push(...formatPeer(report), '');
  const large = report.large;
  if (large) {
    out.push(
      `Scale: the large scenario (${cell(large.participants)} participants)`,
      table(
        ['figure', 'value'],
        [
          ['mock ready (seeds 10,000 employees)', `${cell(large.mockReadyMs)} ms`],
          ['participants list call (in page, 1,000 rows)', `${cell(large.participantsListMs)} ms`],
          ['  answer size', `${cell(large.participantsListMiB, 1)} MiB`],
          ['employees list call (in page, 1,000 rows)', `${cell(large.employeesListMs)} ms`],
          ['  answer size', `${cell(large.employeesListMiB, 1)} MiB`],
          ['cycle detail: navigation to first rows', `${cell(large.firstRowMs)} ms`],
          ['participant rows received before the page was quiet', cell(large.rowsInMemory)],
          ['re-sort by Current Salary (asc, by the server)', `${cell(large.sortAscMs)} ms`],
          ['re-sort by Current Salary (desc, by the server)', `${cell(large.sortDescMs)} ms`],
          ['rows in the DOM after load', cell(large.rowsAfterLoad)],
          ['rows in the DOM while scrolling (max)', cell(large.scrollMaxRows)],
          ['last row index reached by scrolling', cell(large.scrollLastIndex)],
          [
            'JS heap after load (after GC; the page, the mock in it)',
            `${cell(large.heapMiB, 1)} MiB`,
          ],
          ['  after the sorts and the scroll', `${cell(large.heapAfterScrollMiB, 1)} MiB`],
        ],
      ),
      '',
    );
  }
  if (report.http) out.push(...formatHttp(report.http), '');
  const demoSeed = report.pages.signIn?.figures.mockReadyAfterIntentMs;
  const demoRestore = report.pages.admin?.figures.mockReadyMs;
  out.push(
    'Mock start-up (to the mock answering)',
    `  demo, fresh (seed, from the first touch): ${cell(demoSeed)} ms · demo, saved data (restore): ${cell(demoRestore)} ms · ` +
      `large (seed): ${large ? cell(large.mockReadyMs) : '—'} ms`,
    '',
  );
  out.push(...formatBudgets(report));
  return out.join('\n');
}

/** Meritly against the peer, page by page: medians and the ratio (below 1: Meritly does better). */
export function formatPeer(report: BenchReport): string[] {
  const peer = report.peer;
  if (!peer) return [];
  const rows = peer.ratios.map((r) => {
    const digits = PEER_FIGURES.find((f) => f.key === r.figure)?.digits ?? 0;
    const label = PEER_FIGURES.find((f) => f.key === r.figure)?.label ?? r.figure;
    return [
      `${PAGE_LABELS[r.page]} vs ${peer.pages[r.page]?.url ?? '?'}`,
      label,
      r.meritly.toFixed(digits),
      r.peer.toFixed(digits),
      `${r.ratio.toFixed(2)}×${r.ratio > 1 ? ' ✘' : ''}`,
    ];
  });
  return [
    `Against the peer ${peer.origin} (the same cold runs, alternating; medians)`,
    table(['page', 'figure', 'Meritly', 'peer', 'Meritly ÷ peer'], rows),
    '  ✘: Meritly is behind on that figure. Requests: the document and every resource entry (the',
    "  peer's service worker answers show there, Meritly's in-page mock answers do not).",
  ];
}

const SCENARIOS: HttpScenario[] = ['demo', 'large'];

/** The HTTP section: one row per scenario and call. */
export function formatHttp(http: HttpReport): string[] {
  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    const s = http.scenarios[scenario];
    if (!s) continue;
    for (const call of HTTP_CALLS) {
      const f = s.calls[call.id];
      if (!f) continue;
      rows.push([
        `${scenario}: ${call.label}`,
        f.rps.toFixed(0),
        f.p50.toFixed(1),
        f.p99.toFixed(1),
        f.max.toFixed(0),
        String(f.requests),
        String(f.errors),
        f.bodyKiB.toFixed(0),
        f.serverCpuMsPerRequest.toFixed(2),
      ]);
    }
  }
  const mixes = SCENARIOS.flatMap((name) => {
    const calls = http.scenarios[name]?.calls;
    const ratio = writesOverReads(calls?.participantsWithWrites, calls?.participants50);
    return ratio === null ? [] : [`${name} ${ratio.toFixed(2)}×`];
  });
  const seeded = SCENARIOS.filter((name) => http.scenarios[name])
    .map((name) => `${name} ${http.scenarios[name]!.seededMs} ms`)
    .join(', ');
  return [
    `HTTP: npm run mock-server on 127.0.0.1, ${http.concurrency} concurrent clients on kept-alive ` +
      `connections, signed in as the admin (ms; the clients run on the same machine)`,
    table(
      ['call', 'req/s', 'p50', 'p99', 'max', 'requests', 'failed', 'KiB', 'server CPU/req'],
      rows,
    ),
    `  pages walk through the list (each page once before the run); server CPU: ms of the ` +
      `server process per request, steadier than latencies on a loaded machine; seeded in: ${seeded}`,
    ...(mixes.length
      ? [
          `  participants with writes ÷ read-only, req/s (budget: at least 0.50×): ${mixes.join(', ')}`,
        ]
      : []),
  ];
}

/** The budgets table, the verdict and the errors. */
function formatBudgets(report: BenchReport): string[] {
  const out: string[] = ['Budgets (gzip, medians)'];
  out.push(
    table(
      ['', 'budget', 'limit', 'measured'],
      report.budgets.map((b) => [
        b.holds === null ? '·' : b.holds ? '✔' : '✘',
        b.label,
        b.limit,
        b.measured,
      ]),
    ),
  );
  const failed = report.budgets.filter((b) => b.holds === false).length;
  const unmeasured = report.budgets.filter((b) => b.holds === null).length;
  out.push(
    '',
    failed === 0
      ? `All measured budgets hold${unmeasured ? ` (${unmeasured} not measured)` : ''}.`
      : `${failed} budget(s) fail.`,
  );
  if (report.errors.length > 0) out.push('', 'Errors:', ...report.errors.map((e) => `  ${e}`));
  return out;
}
