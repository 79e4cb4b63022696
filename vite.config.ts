import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkSizeLimits } from './scripts/vite/chunk-size-limits.ts';
import { precompiledContract } from './scripts/vite/precompiled-contract.ts';
import { prerenderLanding } from './scripts/vite/prerender-pages.ts';
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
      if (!realApi) return;
      for (const file of ['mock-worker.js', 'mockServiceWorker.js'])
        rmSync(resolve(outDir, file), { force: true });
    },
  };
}

// MUI's styling engine and the base components every page shows (text, buttons, surfaces).
const MUI_CORE =
  /node_modules[\\/](?:@emotion[\\/]|stylis[\\/]|hoist-non-react-statics[\\/]|react-transition-group[\\/]|@mui[\\/]material[\\/](?:node_modules[\\/]@mui[\\/](?:system|private-theming|styled-engine)[\\/]|esm[\\/](?:styles|ButtonBase|Button|Typography|Paper|CircularProgress|CssBaseline|useLazyRipple|transitions|zero-styled|DefaultPropsProvider|utils)[\\/]))/;

export default defineConfig({
  // Worktrees share one node_modules: each dev server can keep its own pre-bundle cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  plugins: [
    react(),
    dropMockWorkerForRealApi(),
    prerenderLanding(),
    securityHeaders(),
    precompiledContract(),
    chunkSizeLimits(),
  ],
  // Every script, style and preload tag of the HTML carries the nonce placeholder, and so does
  // <meta property="csp-nonce"> (read by the Emotion cache); the server puts a fresh nonce in.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // MSW's cookie store, which the mock's handlers never fill (see the stub).
      'tough-cookie': fileURLToPath(
        new URL('./scripts/vite/tough-cookie-stub.ts', import.meta.url),
      ),
    },
  },
  server: { host: '127.0.0.1' },
  build: {
    // Every browser the app supports has modulepreload; the polyfill would ride in every entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Vendor code in chunks that stay cached while the app changes; every page is a lazy
        // route, so each page's own code is a chunk of its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'mui-core', test: MUI_CORE, priority: 10 },
          ],
        },
      },
    },
  },
});
