import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';

// Each "page load" imports a fresh copy of the mock (and of its db), like a browser reload.
// MSW's service worker cannot start here (a Node process), so startMock intercepts fetch in the
// page; the service worker itself is exercised in Chromium by the e2e tests.

const originalFetch = window.fetch;
const KEY = 'meritly-mock:v1.1.0:demo';

async function pageLoad(search = '') {
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  const mock = await import('./browser');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await mock.startMock();
  return mock;
}

async function api(path: string, init: RequestInit = {}) {
  const response = await window.fetch(`${window.location.origin}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function login(): Promise<string> {
  const res = await api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const validate = (token: string) =>
  api('/api/auth/validate-session', { headers: { Authorization: `Bearer ${token}` } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  window.localStorage.clear();
  // Earlier "page loads" stay in memory here; a real reload closes their channels.
  vi.stubGlobal('BroadcastChannel', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.fetch = originalFetch;
  window.history.replaceState(null, '', '/');
});

describe('startMock in the browser', () => {
  it('falls back to intercepting fetch in the page and records when it was ready', async () => {
    await pageLoad();
    expect(window.__MOCK_MODE__).toBe('in-page');
    expect(window.__MOCK_READY_MS__).toBeGreaterThan(0);
    expect(window.localStorage.getItem('meritly-mock:scenario')).toBe('demo');
  });

  it('saves changes under the versioned key and restores them on the next load', async () => {
    await pageLoad();
    const token = await login();
    await settle();
    const saved = window.localStorage.getItem(KEY);
    expect(saved).toContain(token);

    await pageLoad();
    expect((await validate(token)).status).toBe(200);
  });

  it('large: a reload keeps the user signed in', async () => {
    await pageLoad('?scenario=large');
    const token = await login();
    window.dispatchEvent(new Event('pagehide'));

    const again = await pageLoad();
    expect(await again.activeScenario()).toBe('large');
    expect((await validate(token)).status).toBe(200);
  }, 30_000);

  it('writes at most every 250 ms, and always the last change', async () => {
    await pageLoad();
    const { db } = await import('@mocks/db');
    // When each write happened: the rule is about time, and a busy machine runs timers late.
    const writtenAt: number[] = [];
    const setItemOf = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === KEY) writtenAt.push(performance.now());
      setItemOf.call(this, key, value);
    });
    const writes = () => setItem.mock.calls.filter(([key]) => key === KEY);
    const addType = (name: string) =>
      db.organizationTypes.insert({
        organizationId: null,
        name,
        description: '',
        createdAt: '',
        updatedAt: '',
      });

    ['Alpha', 'Beta', 'Gamma'].forEach(addType);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes()).toHaveLength(1);
    expect(writes()[0][1]).toContain('Gamma');

    addType('Delta');
    await vi.waitFor(() => expect(writes()).toHaveLength(2), { timeout: 5_000 });
    expect(writes()[1][1]).toContain('Delta');
    expect(writtenAt[1]! - writtenAt[0]!).toBeGreaterThanOrEqual(245);
  });

  it('?resetMock=1 drops the saved data and removes itself from the URL', async () => {
    await pageLoad();
    const token = await login();
    await settle();

    await pageLoad('?resetMock=1');
    expect(window.location.search).toBe('');
    expect((await validate(token)).status).toBe(401);
  });

  it('?scenario=empty runs the empty scenario and remembers it', async () => {
    const mock = await pageLoad('?scenario=empty');
    expect(await mock.activeScenario()).toBe('empty');
    const again = await pageLoad();
    expect(await again.activeScenario()).toBe('empty');
  });

  it('resetMockData reseeds but keeps whoever is signed in; switchScenario signs out', async () => {
    const mock = await pageLoad();
    const token = await login();
    const created = await api('/api/organization-types', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Space Agencies', description: 'Rockets' }),
    });
    expect(created.status).toBe(201);

    mock.resetMockData();
    expect((await validate(token)).status).toBe(200);
    const types = await api('/api/organization-types', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(types.body)).not.toContain('Space Agencies');

    await mock.switchScenario('empty');
    expect(await mock.activeScenario()).toBe('empty');
    expect((await validate(token)).status).toBe(401);
  });
});
