import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './tough-cookie-stub';

describe('tough-cookie stand-in', () => {
  it('holds no cookie, restores none and keeps none', async () => {
    const store = new MemoryCookieStore();
    const jar = new CookieJar(store);
    await jar.setCookie();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(store.idx).toEqual({});
    expect(Cookie.fromJSON()).toBeNull();
  });

  it('leaves MSW answering requests as before', async () => {
    const handlers = [
      http.get('http://app.test/api/ping', ({ cookies }) => HttpResponse.json({ cookies })),
    ];
    const response = await getResponse(handlers, new Request('http://app.test/api/ping'));
    expect(await response?.json()).toEqual({ cookies: {} });
  });
});
