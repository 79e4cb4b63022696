import { gzipSync } from 'node:zlib';
import type { PageName } from './budgets';
import type { Summary } from './stats';

/** The pages measured on both apps, in the order of the peer table. */
export const PEER_PAGES = ['landing', 'signIn'] as const satisfies readonly PageName[];
export type PeerPageName = (typeof PEER_PAGES)[number];

export interface PeerPage {
  name: PeerPageName;
  /** Path and query on the peer's origin. */
  url: string;
  /** Selector that says the peer's page shows what it is for. */
  ready: string;
}

/**
 * bulletproof-react's `apps/react-vite` (see docs/performance.md): its landing page shows an h2,
 * its sign-in page lives at /auth/login.
 */
export const BULLETPROOF_PAGES: Record<PeerPageName, PeerPage> = {
  landing: { name: 'landing', url: '/', ready: 'h2' },
  signIn: { name: 'signIn', url: '/auth/login', ready: 'input[type="password"]' },
};

/**
 * `--peer-pages landing=/,signIn=/auth/login` (each `name=path` or `name=path@selector`): another
 * peer's routes; unnamed pages keep bulletproof-react's.
 */
export function parsePeerPages(text: string | null): Record<PeerPageName, PeerPage> {
  const pages = { ...BULLETPROOF_PAGES };
  if (!text) return pages;
  for (const item of text.split(',').filter(Boolean)) {
    const [name, rest] = item.split('=', 2) as [string, string | undefined];
    if (!PEER_PAGES.includes(name as PeerPageName) || !rest?.startsWith('/'))
      throw new Error(`--peer-pages: "${item}" is not ${PEER_PAGES.join('|')}=/path[@selector]`);
    const at = rest.indexOf('@');
    const url = at < 0 ? rest : rest.slice(0, at);
    const ready = at < 0 ? pages[name as PeerPageName].ready : rest.slice(at + 1);
    pages[name as PeerPageName] = { name: name as PeerPageName, url, ready };
  }
  return pages;
}

/** The figures compared between the two apps (medians), and whether less is better for each. */
export const PEER_FIGURES = [
  { key: 'fcpMs', label: 'FCP (ms)', digits: 0 },
  { key: 'lcpMs', label: 'LCP (ms)', digits: 0 },
  { key: 'readyMs', label: 'content shown (ms)', digits: 0 },
  { key: 'requestsBeforeReady', label: 'requests before content', digits: 0 },
  { key: 'requests', label: 'requests (all)', digits: 0 },
  { key: 'jsRawKiB', label: 'JS decoded (KiB)', digits: 1 },
  { key: 'jsGzipKiB', label: 'JS gzip (KiB)', digits: 1 },
] as const;

export type PeerFigureKey = (typeof PEER_FIGURES)[number]['key'];

export interface PeerRow {
  page: PeerPageName;
  figure: PeerFigureKey;
  meritly: number;
  peer: number;
  /** Meritly ÷ peer: below 1 Meritly does better (every figure here is "less is better"). */
  ratio: number;
}

/** One row per page and figure both apps measured; the ratio of the medians. */
export function peerRatios(
  meritly: Partial<Record<PeerPageName, Record<string, Summary>>>,
  peer: Partial<Record<PeerPageName, Record<string, Summary>>>,
): PeerRow[] {
  const rows: PeerRow[] = [];
  for (const page of PEER_PAGES) {
    for (const { key } of PEER_FIGURES) {
      const a = meritly[page]?.[key];
      const b = peer[page]?.[key];
      if (!a || !b || a.n === 0 || b.n === 0) continue;
      rows.push({
        page,
        figure: key,
        meritly: a.median,
        peer: b.median,
        ratio: b.median === 0 ? Number.NaN : a.median / b.median,
      });
    }
  }
  return rows;
}

/**
 * Sizes of a served app's files, fetched once each over HTTP and gzipped here (zlib, default
 * level, as for Meritly's own chunks): works for any peer the bench can reach, built anywhere.
 */
export class UrlSizes {
  private readonly cache = new Map<string, Promise<{ raw: number; gzip: number }>>();

  constructor(private readonly origin: string) {}

  get(path: string): Promise<{ raw: number; gzip: number }> {
    let sizes = this.cache.get(path);
    if (!sizes) {
      sizes = fetch(`${this.origin}${path}`)
        .then((r) => r.arrayBuffer())
        .then((body) => {
          const bytes = Buffer.from(body);
          return { raw: bytes.length, gzip: gzipSync(bytes).length };
        });
      this.cache.set(path, sizes);
    }
    return sizes;
  }
}
