/**
 * Stand-in for `tough-cookie` in the browser build (see vite.config.ts). Its only importer is MSW's
 * cookie store, which offers handlers the cookies earlier answers set. The mock's handlers set no
 * cookie and read none (sessions are bearer tokens), and the in-page interception (MSW's
 * `getResponse`) never stores an answer's cookies anyway: the store is always empty. This one
 * holds nothing, so `?mockWorker=1` keeps no cookie either. The real library was 50 KiB of the
 * mock chunk and read localStorage when the mock loaded.
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

  /** Keeps nothing, as the in-page interception does. */
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
