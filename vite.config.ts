import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { precompiledContract } from './scripts/vite/precompiled-contract.ts';
import { CSP_NONCE_PLACEHOLDER, securityHeaders } from './scripts/vite/security-headers.ts';

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
const MUI_CORE =
  /node_modules[\\/](?:@emotion[\\/]|stylis[\\/]|hoist-non-react-statics[\\/]|react-transition-group[\\/]|@mui[\\/]material[\\/](?:node_modules[\\/]@mui[\\/](?:system|private-theming|styled-engine)[\\/]|esm[\\/](?:styles|ButtonBase|Button|Typography|Paper|CircularProgress|CssBaseline|useLazyRipple|transitions|zero-styled|DefaultPropsProvider|utils)[\\/]))/;
const APP_ROOT = /[\\/]src[\\/]app[\\/]App\.tsx$/;

/**
 * The mock's code starts downloading with the page instead of after the app's entry has run: a
 * tiny inline script adds modulepreload links for the mock chunk, the app's root chunk and their
 * imports. Not on the landing page, which starts the mock only after its first paint; nothing in a
 * real-API build.
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
        const chunks = Object.values(ctx.bundle ?? {});
        const mock = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId && MOCK_ENTRY.test(c.facadeModuleId),
        );
        if (!mock || mock.type !== 'chunk') return [];
        // The app's root chunk and its imports too: they start downloading with the page instead
        // of after the entry and React have run (one step less before the first route renders).
        const app = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId && APP_ROOT.test(c.facadeModuleId),
        );
        const appFiles = app?.type === 'chunk' ? [app.fileName, ...app.imports] : [];
        const files = [...new Set([mock.fileName, ...mock.imports, ...appFiles])].map(
          (file) => `${base}${file}`,
        );
        const landing = [base, base.replace(/\/$/, '') || '/'];
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children:
              `if(${JSON.stringify(landing)}.indexOf(location.pathname)<0)` +
              `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');` +
              `l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    dropMockWorkerForRealApi(),
    preloadMockChunk(),
    securityHeaders(),
    precompiledContract(),
  ],
  // Every script, style and preload tag of the HTML carries the nonce placeholder, and so does
  // <meta property="csp-nonce"> (read by the Emotion cache); the server puts a fresh nonce in.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // MSW's cookie store needs only getDomain; the real list is a third of the mock's code.
      tldts: fileURLToPath(new URL('./mocks/stubs/tldts.ts', import.meta.url)),
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
            {
              name: 'mui-core',
              test: MUI_CORE,
              priority: 10,
            },
          ],
        },
        // The mock's own chunk is recognisable in the network panel and in `npm run bench`.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && MOCK_ENTRY.test(chunk.facadeModuleId)
            ? 'assets/mock-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    restoreMocks: true,
    // jsdom + MUI + user-event on a 2-core CI machine: 5 s is too tight for interactive tests.
    testTimeout: 20_000,
  },
});
