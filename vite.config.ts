import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { chunkSizeLimits } from './scripts/vite/chunk-size-limits.ts';
import { earlyMockWorkerScript } from './mocks/worker/early-worker.ts';
import { MOCK_KEY_PREFIX } from './mocks/worker/protocol.ts';
import { mockOwnCopies } from './scripts/vite/mock-own-copies.ts';
import {
  MOCK_WORKER_FILE,
  MOCK_WORKER_FILE_NAME,
  MOCK_WORKER_PART,
  MOCK_WORKER_PART_NAME,
} from './scripts/vite/mock-worker-file.ts';
import { closureChunk } from './scripts/vite/page-chunk.ts';
import {
  PRECOMPILED_CONTRACT_ID,
  precompiledContract,
} from './scripts/vite/precompiled-contract.ts';
import { prerenderedPageSpecs, prerenderPages } from './scripts/vite/prerender-pages.ts';
import { CSP_NONCE_PLACEHOLDER, securityHeaders } from './scripts/vite/security-headers.ts';
import { DOM_TESTS, ISOLATED_TESTS, NODE_TESTS, STORY_TESTS } from './src/test/projects.ts';

// public/ is copied verbatim; a build for a real API must not ship the mock's service worker.
function dropMockWorkerForRealApi(): Plugin {
  let outDir = 'dist';
  let realApi = false;
  return {
    name: 'meritly:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      realApi = Boolean(config.env.VITE_API_URL);
    },
    closeBundle() {
      if (realApi) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

const MOCK_ENTRY = /[\\/]mocks[\\/]browser\.ts$/;
const MOCK_IN_PAGE = /[\\/]mocks[\\/]in-page\.ts$/;
const MSW_WORKER_CLIENT = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/;
const MUI_CORE =
  /node_modules[\\/](?:@emotion[\\/]|stylis[\\/]|hoist-non-react-statics[\\/]|react-transition-group[\\/]|@mui[\\/]material[\\/](?:node_modules[\\/]@mui[\\/](?:system|private-theming|styled-engine)[\\/]|esm[\\/](?:styles|ButtonBase|Button|Typography|Paper|CircularProgress|CssBaseline|useLazyRipple|transitions|zero-styled|DefaultPropsProvider|utils)[\\/]))/;
const srcFile = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const ENTRY = srcFile('main.tsx');
const START_APP = srcFile('app/boot/start-app.tsx');
const LANDING = srcFile('app/boot/landing.tsx');
const SIGN_IN = srcFile('features/auth/routes/SignInRoute.tsx');
const MOCK = fileURLToPath(new URL('./mocks/browser.ts', import.meta.url));
const PUBLIC_ROUTES = srcFile('app/routes/public.tsx');
const PROTECTED_SHELL = srcFile('app/layouts/ProtectedShell.tsx');
const REQUIRE_ROLE = srcFile('app/guard/RequireRole.tsx');
const DEV_MENU = srcFile('app/DevMenu.tsx');
const DASHBOARD_SWITCH = srcFile('app/pages/dashboard/DashboardSwitch.tsx');
const ADMIN_DASHBOARD = srcFile('app/pages/dashboard/routes/AdminDashboardRoute.tsx');
/** The signed-in shell and the first screen after signing in (see the 'signed-in' chunk). */
const SIGNED_IN_FIRST_SCREEN = [
  PROTECTED_SHELL,
  REQUIRE_ROLE,
  DEV_MENU,
  DASHBOARD_SWITCH,
  ADMIN_DASHBOARD,
];
/** What loads before signed-in code, or without it: the entry, the app's root, public pages, the mock. */
const SIGNED_IN_EXCLUDES = [ENTRY, START_APP, LANDING, SIGN_IN, MOCK];
// The sign-in page reads only the query client's context (QueryClientProvider.js): not the rest.
const QUERY_CLIENT = (id: string) =>
  /node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|[\\/]src[\\/]app[\\/](WithQueryClient\.tsx|query-client\.ts)$/.test(
    id,
  ) && !/[\\/]QueryClientProvider\.js$/.test(id);
const APP_ROOT = /[\\/]src[\\/]app[\\/]boot[\\/]start-app\.tsx$/;
const BOOT_RENDER =
  /[\\/]src[\\/](app[\\/]boot[\\/]render\.tsx|app[\\/]csp\.ts|config[\\/]csp\.ts)$/;
const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]/;
const signInClosure = closureChunk('sign-in', [SIGN_IN], { exclude: [ENTRY, START_APP, LANDING] });
const SIGNED_IN_SHELL = [
  /[\\/]src[\\/]app[\\/]layouts[\\/]ProtectedShell\.tsx$/,
  /[\\/]src[\\/]app[\\/]guard[\\/]RequireRole\.tsx$/,
  /[\\/]src[\\/]app[\\/]WithQueryClient\.tsx$/,
];
/** Pages whose own chunk is preloaded on their path (the first screen after signing in). */
const PAGE_PRELOADS: { paths: string[]; module: RegExp }[] = [
  {
    paths: ['admin', 'admin/'],
    module: /[\\/]src[\\/]app[\\/]pages[\\/]dashboard[\\/]routes[\\/]AdminDashboardRoute\.tsx$/,
  },
];

/**
 * Chunks start downloading with the page instead of after the app's entry has run: a tiny inline
 * script adds modulepreload links for the app's root chunk and its imports, and the signed-in
 * shell and the mock on signed-in pages. Not on the pages the build prerendered (the landing and
 * sign-in pages), which paint from the HTML and load their code after the first paint; nothing in
 * a real-API build.
 */
/** The chunks `roots` import statically, directly or through other chunks, roots first. */
function staticImportClosure(
  bundle: Record<string, { type: string; imports?: string[] }>,
  roots: string[],
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * Chunks start downloading with the page instead of after the app's entry has run: a tiny inline
 * script adds modulepreload links for the app's root chunk and its imports, the sign-in page's
 * chunk on /auth, the signed-in shell and the mock on signed-in pages, and a page's own chunk on
 * its path (PAGE_PRELOADS). Not on the landing page, which is prerendered and loads its code after
 * the first paint; nothing in a real-API build.
 */
function preloadMockChunk(): Plugin {
  let base = '/';
  return {
    name: 'meritly:preload-mock',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        // The chunk holding the module (a group chunk such as `app` or `sign-in` has no facade).
        const chunkOf = (entry: RegExp) =>
          Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.moduleIds.some((id) => entry.test(id)),
          )?.fileName;
        const mock = chunkOf(MOCK_ENTRY);
        if (!mock) return [];
        // Every level of static imports: a chunk found only once its importer has arrived is one
        // more round trip. The app's root chunk (one step less before the first route renders);
        // on a signed-in page also the shell, its guard and the query client, which the router
        // would otherwise ask for only once the app has run, and the mock, which its data waits
        // for. Public pages do not preload the mock: fetched and compiled with the page's own code
        // it put off the first paint (on /auth by about a third); it loads after that paint.
        const url = (files: string[]) => files.map((file) => `${base}${file}`);
        const everywhere = url(staticImportClosure(bundle, [chunkOf(APP_ROOT) ?? mock]));
        const signedIn = url(
          staticImportClosure(bundle, [
            ...SIGNED_IN_SHELL.map(chunkOf).filter((f): f is string => f !== undefined),
            mock,
          ]),
        ).filter((file) => !everywhere.includes(file));
        const prerendered = prerenderedPageSpecs(base).flatMap((page) => page.paths);
        // A page's own chunk, which its route's module would ask for only once it has run.
        const pages = PAGE_PRELOADS.map((page) => ({
          paths: page.paths.map((path) => `${base}${path}`),
          files: url(staticImportClosure(bundle, [chunkOf(page.module) ?? mock])).filter(
            (file) => !everywhere.includes(file) && !signedIn.includes(file),
          ),
        }));
        const publicPage = `^${base}(auth|waitlist)(/|$)`;
        // The mock's worker starts with the page, before any of the app's code has run, and
        // restores or seeds the data while the page loads its code (mocks/worker/early-worker.ts;
        // the mock's client takes it over). Started by the client, it began loading half a second
        // in on signed-in pages, and after the first paint on `/auth`. Not on the landing page,
        // which makes no call and loads the mock only for a visitor heading into the app.
        const worker = Object.values(bundle).find(
          (c) =>
            c.type === 'asset' &&
            MOCK_WORKER_FILE.test(c.fileName) &&
            !MOCK_WORKER_PART.test(c.fileName),
        )?.fileName;
        const landing = prerenderedPageSpecs(base).find((page) => page.name === 'landing')!.paths;
        const startWorker = worker
          ? `if(${JSON.stringify(landing)}.indexOf(p)<0)${earlyMockWorkerScript(`${base}${worker}`, MOCK_KEY_PREFIX)}`
          : '';
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children:
              `(function(p){function f(l){l.forEach(function(h){var e=document.createElement('link');` +
              `e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.appendChild(e)})}` +
              startWorker +
              `if(${JSON.stringify(prerendered)}.indexOf(p)>=0)return;f(${JSON.stringify(everywhere)});` +
              `if(!new RegExp(${JSON.stringify(publicPage)}).test(p))f(${JSON.stringify(signedIn)});` +
              pages
                .map(
                  (page) =>
                    `if(${JSON.stringify(page.paths)}.indexOf(p)>=0)f(${JSON.stringify(page.files)});`,
                )
                .join('') +
              `})(location.pathname)`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  // Worktrees share one node_modules: each dev server can keep its own pre-bundle cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  plugins: [
    react(),
    dropMockWorkerForRealApi(),
    preloadMockChunk(),
    prerenderPages(),
    securityHeaders(),
    precompiledContract(),
    mockOwnCopies(),
    chunkSizeLimits((fileName) => /^assets\/mock-/.test(fileName)),
  ],
  // The browser mock's worker (mocks/worker/mock-worker.ts): an ES module, so its rarely used
  // parts stay in chunks of their own; its contract's validators compiled as in the page.
  worker: {
    format: 'es',
    plugins: () => [precompiledContract()],
    rolldownOptions: {
      output: { entryFileNames: MOCK_WORKER_FILE_NAME, chunkFileNames: MOCK_WORKER_PART_NAME },
    },
  },
  // Every script, style and preload tag of the HTML carries the nonce placeholder, and so does
  // <meta property="csp-nonce"> (read by the Emotion cache); the server puts a fresh nonce in.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // MSW's cookie store, which the mock's handlers never fill (they use no cookies).
      'tough-cookie': fileURLToPath(new URL('./mocks/stubs/tough-cookie.ts', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1' },
  build: {
    // Every browser the app supports has modulepreload; the polyfill would ride in every entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React: one chunk that stays cached while the app changes.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            // MUI's styling core and the base components every page shows (text, buttons,
            // surfaces): one chunk instead of a dozen small ones that gzip worse apart.
            // With it the entry's renderer (the landing page needs both at once).
            {
              name: 'mui-core',
              test: (id) => MUI_CORE.test(id) || BOOT_RENDER.test(id),
              priority: 10,
            },
            // What the landing page shares with the app's root and the sign-in page (theme, error
            // boundary, Box, Link, ...), then the app's root (router, routes) and the sign-in
            // page's own code: on `/auth` they were a dozen requests before the form showed, and
            // the landing page loads neither the router nor the sign-in form. None takes what the
            // entry holds (the API gate, Vite's preload helper): each captures its modules itself,
            // so no dependency is dragged along.
            {
              name: closureChunk('public', [LANDING], {
                exclude: [ENTRY],
                within: [START_APP, SIGN_IN],
              }),
              debugName: 'public',
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: closureChunk('app', [START_APP], { exclude: [ENTRY, LANDING] }),
              debugName: 'app',
              priority: 7,
              includeDependenciesRecursively: false,
            },
            // The sign-in page's own code apart from the form controls it brings: most pages with
            // a form load those from `sign-in`, and with them came the sign-in form.
            {
              name: (id, ctx) =>
                SIGN_IN_PAGE.test(id) ? signInClosure(id, ctx) && 'sign-in-page' : null,
              debugName: 'sign-in-page',
              priority: 6.5,
              includeDependenciesRecursively: false,
            },
            {
              name: signInClosure,
              debugName: 'sign-in',
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // TanStack Query and the app's client: every signed-in page and the public pages that
            // run queries (not the sign-in page) need them; one chunk instead of eight.
            {
              name: 'query',
              test: QUERY_CLIENT,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // What every signed-in page loads: the session guard, the shell (sidebar, bell, demo
            // menu) and the dashboard's first screen, less what public pages or the mock reach
            // (they must not load signed-in code). The admin dashboard's own code stays in its
            // chunk (preloaded on /admin); what it shares with other pages (page header, cards,
            // resources, ...) comes along: 60 requests were one to three modules each.
            {
              name: closureChunk('signed-in', SIGNED_IN_FIRST_SCREEN, {
                exclude: SIGNED_IN_EXCLUDES,
                excludeLazy: [PUBLIC_ROUTES, LANDING],
                ownCodeOf: [ADMIN_DASHBOARD],
              }),
              debugName: 'signed-in',
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // What that first screen shares with the public form pages (registration, password
            // reset, waitlist): text fields, menus, the users and employees calls. Not the sign-in
            // page's code, nor what it loads on focus, which /auth fetches apart.
            {
              name: closureChunk('forms', SIGNED_IN_FIRST_SCREEN, {
                exclude: SIGNED_IN_EXCLUDES,
                excludeLazy: [SIGN_IN],
                withinLazy: [PUBLIC_ROUTES],
                ownCodeOf: [ADMIN_DASHBOARD],
              }),
              debugName: 'forms',
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // Shared by the app and the mock, each too small for a request of its own.
            {
              name: 'shared',
              test: /node_modules[\\/]dayjs[\\/]|[\\/]mocks[\\/]seed[\\/]accounts\.ts$/,
              priority: 5,
            },
          ],
        },
        // The mock's own chunk is recognisable in the network panel and in `npm run bench`, and
        // so is MSW's service-worker client, which only `?mockWorker=1` loads (mocks/browser.ts).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && MOCK_ENTRY.test(chunk.facadeModuleId)
            ? 'assets/mock-[hash].js'
            : chunk.facadeModuleId && MOCK_IN_PAGE.test(chunk.facadeModuleId)
              ? 'assets/mock-in-page-[hash].js'
              : chunk.facadeModuleId && MSW_WORKER_CLIENT.test(chunk.facadeModuleId)
                ? 'assets/mock-worker-[hash].js'
                : chunk.facadeModuleId?.includes(PRECOMPILED_CONTRACT_ID)
                  ? 'assets/mock-validators-[name]-[hash].js'
                  : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    setupFiles: ['src/test/setup.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    restoreMocks: true,
    // jsdom + MUI + user-event on a 2-core CI machine: 5 s is too tight for interactive tests.
    testTimeout: 20_000,
    // Vitest's default leaves a core to its main process (transforms): on 2 cores that is one
    // worker, and two finish the suite a third sooner.
    maxWorkers: '100%',
    // As the browser tests do in CI: a test that fails twice fails the run; one that passes on its
    // second try is reported as flaky (jsdom timing on 2 loaded cores), not hidden.
    retry: process.env.CI ? 1 : 0,
    // Four projects (src/test/projects.ts): Node for code without a DOM, jsdom for the rest, the
    // stories' plays apart from it, and the few files that need modules of their own. The first
    // three share modules per worker.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...ISOLATED_TESTS, 'e2e/**', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          exclude: [...NODE_TESTS, ...ISOLATED_TESTS, ...STORY_TESTS, 'e2e/**', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: STORY_TESTS,
          exclude: [...ISOLATED_TESTS, 'e2e/**', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', environment: 'jsdom', include: ISOLATED_TESTS },
      },
    ],
  },
});
