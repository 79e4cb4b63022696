/**
 * Stand-in for `tough-cookie` in the app's build (see vite.config.ts). Its only importer is MSW's
 * cookie store, which offers handlers the cookies earlier answers set. The mock's handlers set no
 * cookie and read none (sessions are bearer tokens), so the store is always empty. The real
 * library and its public-suffix list (tldts) are 65 KiB gzip on every page that starts the mock:
 * a fifth of the sign-in page's JavaScript.
 */

export class Cookie {
  /** A cookie MSW saved in localStorage earlier: none is kept. */
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  /** domain → path → key → cookie, read by MSW when it persists the store. */
  idx: Record<string, Record<string, Record<string, never>>> = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore) {}

  getCookiesSync(): never[] {
    return [];
  }

  /** Keeps nothing: no handler sets a cookie. */
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
