/**
 * `npm run bench`: builds the app, serves the build on 127.0.0.1, drives the system Chromium and
 * reports bundle, loading, scale and mock start-up figures (median of N cold runs) against the
 * performance budgets. Writes `.bench/report.json`; exits 1 when a budget fails.
 *
 * Options: --runs N (default 5) · --cpu-throttle R (CDP CPU slowdown, e.g. 4) · --skip-build (use
 * the last `.bench/dist`) · --skip-typecheck · --skip-large · --skip-real-api-build ·
 * --skip-http · --only http (the HTTP section alone: no build, no browser) · --http-scale F
 * (multiplies the HTTP request counts, e.g. 0.25) · --http-server-root DIR (start the mock server
 * from another checkout, to compare before/after on the same machine) · --peer URL (another app,
 * already served, measured in the same run: its `/` and sign-in page alternate with Meritly's,
 * and the report prints the ratios) · --peer-pages landing=/,signIn=/auth/login (the peer's
 * routes, `name=path[@selector]`; bulletproof-react's by default)
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from './browser';
import { buildApp, countMockModulesInRealApiBuild, type BuildFacts } from './build';
import { measureHttp, type HttpReport } from './http';
import { evaluateBudgets, type PageName } from './budgets';
import { ChunkTable } from './bundle';
import {
  createSignedInState,
  measureLarge,
  measurePage,
  measurePeerPage,
  PARTICIPANT_ROW,
  type PageRun,
  type PageSpec,
  type SignedInState,
} from './pages';
import { parsePeerPages, PEER_PAGES, peerRatios, UrlSizes, type PeerPageName } from './peer';
import { formatReport, type BenchReport } from './report';
import { serveStatic } from './server';
import { summarize, summarizeRuns } from './stats';

/** Whether the built index.html holds the landing's heading (the landing is prerendered). */
function landingHtmlHasHeading(outDir: string): boolean {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return /<h1[\s>]/.test(html);
}

interface Options {
  runs: number;
  cpuThrottle: number;
  skipBuild: boolean;
  skipTypecheck: boolean;
  skipLarge: boolean;
  skipRealApiBuild: boolean;
  skipHttp: boolean;
  onlyHttp: boolean;
  httpScale: number;
  httpServerRoot: string | null;
  peer: string | null;
  peerPages: string | null;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    runs: 5,
    cpuThrottle: 1,
    skipBuild: false,
    skipTypecheck: false,
    skipLarge: false,
    skipRealApiBuild: false,
    skipHttp: false,
    onlyHttp: false,
    httpScale: 1,
    httpServerRoot: null,
    peer: null,
    peerPages: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const text = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const value = (min = 1) => {
      const v = text();
      if (!Number.isFinite(Number(v)) || Number(v) < min)
        throw new Error(`${flag} needs a number ≥ ${min}`);
      return Number(v);
    };
    if (flag === '--runs') options.runs = Math.round(value());
    else if (flag === '--cpu-throttle') options.cpuThrottle = value();
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--skip-typecheck') options.skipTypecheck = true;
    else if (flag === '--skip-large') options.skipLarge = true;
    else if (flag === '--skip-real-api-build') options.skipRealApiBuild = true;
    else if (flag === '--skip-http') options.skipHttp = true;
    else if (flag === '--http-scale') options.httpScale = value(0.01);
    else if (flag === '--http-server-root') options.httpServerRoot = resolve(text());
    else if (flag === '--peer') options.peer = new URL(text()).origin;
    else if (flag === '--peer-pages') options.peerPages = text();
    else if (flag === '--only') {
      const section = text();
      if (section !== 'http') throw new Error(`--only takes "http", not "${section}"`);
      options.onlyHttp = true;
    } else throw new Error(`unknown option ${arg}`);
  }
  if (options.onlyHttp && options.skipHttp) throw new Error('--only http and --skip-http clash');
  return options;
}

async function runHttp(options: Options, root: string): Promise<HttpReport> {
  return measureHttp({
    scenarios: ['demo', 'large'],
    concurrency: 16,
    scale: options.httpScale,
    maxMs: 30_000,
    serverRoot: options.httpServerRoot ?? root,
    log: (line) => console.log(line),
  });
}

function git(command: string, root: string): string {
  try {
    return execSync(`git ${command}`, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const root = resolve(import.meta.dirname, '..', '..');
  const benchDir = join(root, '.bench');
  mkdirSync(benchDir, { recursive: true });
  const loadAverageStart = loadavg();
  const errors: string[] = [];
  const commit = () =>
    `${git('rev-parse --short HEAD', root)}${git('status --porcelain', root) ? ' (uncommitted changes)' : ''}`;
  const finish = (report: BenchReport) => {
    writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
    console.log(`\n${formatReport(report)}\n\nReport: .bench/report.json`);
    const failed = report.budgets.some((b) => b.holds === false);
    return failed || report.errors.length > 0 ? 1 : 0;
  };

  if (options.onlyHttp) {
    const http = await runHttp(options, root);
    return finish({
      meta: {
        date: new Date().toISOString(),
        commit: commit(),
        node: process.version,
        chromium: 'no browser (--only http)',
        runs: 1,
        cpuThrottle: 1,
        cpus: availableParallelism(),
        loadAverageStart,
        loadAverageEnd: loadavg(),
        origin: 'http://127.0.0.1',
      },
      build: null,
      pages: {},
      peer: null,
      large: null,
      http,
      budgets: evaluateBudgets({ pages: {}, large: null, mockModulesInRealApiBuild: null, http }),
      errors,
    });
  }

  let facts: BuildFacts;
  if (options.skipBuild && existsSync(join(benchDir, 'chunks.json'))) {
    facts = JSON.parse(readFileSync(join(benchDir, 'chunks.json'), 'utf8')) as BuildFacts;
    facts.command = `reused .bench/dist (${facts.command})`;
  } else {
    facts = await buildApp(root, { skipTypecheck: options.skipTypecheck });
  }
  let mockModulesInRealApiBuild: number | null = null;
  if (!options.skipRealApiBuild) {
    console.log('[bench] build with VITE_API_URL set (the mock must not ship)');
    mockModulesInRealApiBuild = await countMockModulesInRealApiBuild(root);
  }

  const table = new ChunkTable(facts.outDir, facts.chunks);
  const server = await serveStatic(facts.outDir);
  const browser = await launchBrowser();
  const chromium = `Chromium ${browser.version()}`;
  console.log(
    `[bench] serving ${facts.outDir} on ${server.origin}; ${chromium}; ${options.runs} runs`,
  );

  const pageRuns = new Map<PageName, PageRun[]>();
  const peerRuns = new Map<PeerPageName, PageRun[]>();
  const peerPages = parsePeerPages(options.peerPages);
  const peerSizes = options.peer ? new UrlSizes(options.peer) : null;
  if (options.peer) console.log(`[bench] peer: ${options.peer}`);
  const largeRuns: Record<string, number>[] = [];
  const specs: Record<PageName, PageSpec> = {
    landing: { name: 'landing', url: '/', ready: 'h1', signedIn: false },
    signIn: {
      name: 'signIn',
      url: '/auth',
      ready: 'input[type="password"]',
      signedIn: false,
      intent: 'input[type="email"]',
    },
    admin: { name: 'admin', url: '/admin', ready: 'main h1', signedIn: true },
    users: { name: 'users', url: '/admin/users', ready: 'tbody tr', signedIn: true },
    cycle: { name: 'cycle', url: '', ready: PARTICIPANT_ROW, signedIn: true },
  };
  try {
    const signedIn: SignedInState = await createSignedInState(browser, server.origin);
    specs.cycle.url = `/review-cycles/${signedIn.cycleId}`;
    // Runs are interleaved (every page once, then again) so a burst of load hits all pages alike.
    for (let i = 1; i <= options.runs; i += 1) {
      for (const [name, spec] of Object.entries(specs) as [PageName, PageSpec][]) {
        process.stdout.write(`[bench] run ${i}/${options.runs} ${spec.url} … `);
        try {
          const run = await measurePage(browser, server.origin, spec, {
            cpuThrottle: options.cpuThrottle,
            signedIn,
            chunks: table,
          });
          pageRuns.set(name, [...(pageRuns.get(name) ?? []), run]);
          console.log(`ready ${Math.round(run.readyMs!)} ms, FCP ${Math.round(run.fcpMs!)} ms`);
        } catch (error) {
          console.log('failed');
          errors.push(`run ${i} ${spec.url}: ${(error as Error).message.split('\n')[0]}`);
        }
        // The peer's cold run of the same page right after Meritly's: load bursts hit both alike.
        const peerPage = peerPages[name as PeerPageName];
        if (!options.peer || !peerSizes || !PEER_PAGES.includes(name as PeerPageName)) continue;
        process.stdout.write(`[bench] run ${i}/${options.runs} peer ${peerPage.url} … `);
        try {
          const run = await measurePeerPage(browser, options.peer, peerPage, {
            cpuThrottle: options.cpuThrottle,
            sizes: peerSizes,
          });
          peerRuns.set(peerPage.name, [...(peerRuns.get(peerPage.name) ?? []), run]);
          console.log(`ready ${Math.round(run.readyMs!)} ms, FCP ${Math.round(run.fcpMs!)} ms`);
        } catch (error) {
          console.log('failed');
          errors.push(`run ${i} peer ${peerPage.url}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      if (!options.skipLarge) {
        process.stdout.write(`[bench] run ${i}/${options.runs} large scenario … `);
        try {
          const run = await measureLarge(browser, server.origin, {
            cpuThrottle: options.cpuThrottle,
          });
          largeRuns.push(run);
          console.log(`first rows ${Math.round(run.firstRowMs!)} ms`);
        } catch (error) {
          console.log('failed');
          errors.push(`run ${i} large: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const pages: BenchReport['pages'] = {};
  for (const [name, runs] of pageRuns) {
    pages[name] = { url: specs[name].url, figures: summarizeRuns(runs) };
  }
  // Prerendered: the landing's heading is in the HTML as served, before any script ran.
  if (pages.landing) {
    pages.landing.figures.headingInHtml = summarize([landingHtmlHasHeading(facts.outDir) ? 1 : 0]);
  }
  const peer: BenchReport['peer'] = options.peer
    ? {
        origin: options.peer,
        pages: Object.fromEntries(
          [...peerRuns].map(([name, runs]) => [
            name,
            { url: peerPages[name].url, figures: summarizeRuns(runs) },
          ]),
        ),
        ratios: [],
      }
    : null;
  if (peer) {
    peer.ratios = peerRatios(
      Object.fromEntries(PEER_PAGES.map((n) => [n, pages[n]?.figures])),
      Object.fromEntries(PEER_PAGES.map((n) => [n, peer.pages[n]?.figures])),
    );
  }
  const large = largeRuns.length > 0 ? summarizeRuns(largeRuns) : null;
  // After the browser runs, so the two never share the CPUs.
  let http: HttpReport | null = null;
  if (!options.skipHttp) {
    try {
      http = await runHttp(options, root);
    } catch (error) {
      errors.push(`http: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const budgets = evaluateBudgets({
    pages: Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, v.figures])),
    large,
    mockModulesInRealApiBuild,
    http,
    peer: peer
      ? Object.fromEntries(Object.entries(peer.pages).map(([k, v]) => [k, v.figures]))
      : undefined,
    cpuThrottle: options.cpuThrottle,
  });
  const report: BenchReport = {
    meta: {
      date: new Date().toISOString(),
      commit: commit(),
      node: process.version,
      chromium,
      runs: options.runs,
      cpuThrottle: options.cpuThrottle,
      cpus: availableParallelism(),
      loadAverageStart,
      loadAverageEnd: loadavg(),
      origin: server.origin,
    },
    build: {
      command: facts.command,
      typecheck: facts.typecheck,
      seconds: facts.seconds,
      mockModulesInRealApiBuild,
      chunks: Object.values(facts.chunks)
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ file, kind, raw, gzip, top }) => ({ file, kind, raw, gzip, top })),
    },
    pages,
    peer,
    large,
    http,
    budgets,
    errors,
  };
  return finish(report);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] failed:', error);
    process.exit(2);
  },
);
