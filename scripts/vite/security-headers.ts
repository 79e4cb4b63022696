import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Written into the built HTML by Vite (`html.cspNonce`) on every script, style and preload tag and
 * on `<meta property="csp-nonce">`; the server replaces it with a fresh random nonce per response.
 * A host that cannot do that must not serve the placeholder as the nonce (see docs/security.md).
 */
export const CSP_NONCE_PLACEHOLDER = 'MERITLY_CSP_NONCE';

/** The origin of the API the build talks to, or null for a same-origin API (and for the mock). */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of the app: nothing inline without the response's nonce (Emotion and
 * the drag-and-drop lists add their `<style>` elements with it), no eval, no plugins, no `<base>`,
 * no framing, requests only to the app itself and its API.
 */
export function contentSecurityPolicy(options: { nonce: string; apiUrl?: string }): string {
  const api = apiOrigin(options.apiUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${options.nonce}'`],
    'style-src': ["'self'", `'nonce-${options.nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // The mock's service worker (`?mockWorker=1`); a real-API build ships none.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every response of the app carries (the CSP only on the HTML, where it applies). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The built index.html for one response: every placeholder replaced by this response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.split(CSP_NONCE_PLACEHOLDER).join(nonce);
}

/** A navigation of the single-page app (not a file): answered with index.html. */
export function isAppNavigation(method: string | undefined, url: string, accept = ''): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split(/[?#]/)[0] ?? '/';
  if (path.startsWith('/api/')) return false;
  const ext = extname(path);
  if (ext && ext !== '.html') return false;
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The build's assets are named by their content, so a browser may keep them for good, as any
 * static host serves them; `vite preview` itself asks for a revalidation of each, and a signed-in
 * page's ~150 scripts then queue six at a time on every load. Its own header is replaced.
 */
function keepCachedForever(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    name.toLowerCase() === 'cache-control'
      ? setHeader(name, 'public, max-age=31536000, immutable')
      : setHeader(name, value);
}

/**
 * `vite preview` with the production headers: X-Content-Type-Options, Referrer-Policy and friends
 * on every response, and each HTML answer with a fresh nonce in its CSP and in the page.
 */
export function securityHeaders(): Plugin {
  let outDir = 'dist';
  let assets = '/assets/';
  let apiUrl: string | undefined;
  return {
    name: 'meritly:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      assets = `${config.base}${config.build.assetsDir}/`;
      apiUrl = config.env.VITE_API_URL as string | undefined;
    },
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
          res.setHeader(name, value);
        }
        if ((req.url ?? '').startsWith(assets)) keepCachedForever(res);
        if (!isAppNavigation(req.method, req.url ?? '/', req.headers.accept)) return next();
        // Read per answer (a few hundred bytes): a rebuild under a running preview is picked up.
        const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        const nonce = newNonce();
        const body = withNonce(template, nonce);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, apiUrl }));
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
