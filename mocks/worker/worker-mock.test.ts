// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateMockSettings } from '@mocks/http/settings';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { QuotaStorage } from '@mocks/test/fake-storage';
import { WorkerMock, type WorkerPort } from './client';
import type { FromWorker, ToWorker } from './protocol';
import { serveMock, type PagePort } from './serve';
import { StorageMirror } from './storage-mirror';
import {
  EARLY_MOCK_WORKER,
  earlyMockWorkerScript,
  readStorageView,
  START_HANDOVER,
  startFromName,
  takeEarlyMockWorker,
} from './early-worker';
import { MOCK_KEY_PREFIX } from './protocol';

/*
 * The page and the worker of the browser mock, joined by a MessageChannel as a real worker is:
 * messages are copied (structured clone), answers arrive in order, and the page writes the
 * storage changes of a call before that call's answer is seen (issue 24: the mock left the
 * page's thread; a reload right after a change must still keep it).
 */

const ORIGIN = 'http://meritly.test';
const SCENARIO_KEY = 'meritly-mock:scenario';
const open: MessageChannel[] = [];

function connect(local: Storage | null, realFetch: typeof fetch = () => Promise.reject()) {
  const { port1, port2 } = new MessageChannel();
  open.push({ port1, port2 } as MessageChannel);
  serveMock(port2 as unknown as PagePort, null);
  port2.start();
  const worker: WorkerPort = {
    postMessage: (message: ToWorker, transfer?: Transferable[]) =>
      port1.postMessage(message, transfer as never),
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') port1.addEventListener('message', listener as never);
    },
    terminate: () => port1.close(),
  };
  port1.start();
  const mock = new WorkerMock({ worker, local, channel: () => null, realFetch, origin: ORIGIN });
  return { mock, worker, port1 };
}

async function start(local: Storage | null, search = '?scenario=demo') {
  const page = connect(local);
  await page.mock.start(search);
  // Checked before the answer is sent: a violation fails the test (mocks/test/setup.ts).
  updateMockSettings({ responseValidation: 'sync' });
  return page;
}

async function signIn(mock: WorkerMock): Promise<string> {
  const response = await mock.fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const channel of open.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

describe('the browser mock in a worker', () => {
  it('answers the page’s calls with the contract’s statuses and bodies', async () => {
    const { mock } = await start(new QuotaStorage(5_000_000));
    const token = await signIn(mock);
    const me = await mock.fetch(`${ORIGIN}/api/auth/validate-session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(DEMO_ADMIN.email);
    const denied = await mock.fetch(`${ORIGIN}/api/auth/validate-session`);
    expect(denied.status).toBe(401);
    expect(mock.activeScenario()).toBe('demo');
  });

  it('has written a change to the page’s storage when the call that made it answers', async () => {
    const local = new QuotaStorage(5_000_000);
    const { mock } = await start(local);
    expect(local.getItem(SCENARIO_KEY)).toBe('demo');
    const token = await signIn(mock);
    const created = await mock.fetch(`${ORIGIN}/api/organization-types`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Written before the answer', description: '' }),
    });
    expect(created.status).toBe(201);
    // No timer has run: the copy is there synchronously, as a reload right now would read it.
    const key = Object.keys(Object.fromEntries(entries(local))).find((k) => /:v.*:demo$/.test(k));
    expect(local.getItem(key!)).toContain('Written before the answer');

    // The next page load restores it from that copy.
    const again = await start(local);
    const token2 = await signIn(again.mock);
    const list = await again.mock.fetch(`${ORIGIN}/api/organization-types`, {
      headers: { Authorization: `Bearer ${token2}` },
    });
    expect(JSON.stringify(await list.json())).toContain('Written before the answer');
  });

  it('takes over a worker the page started: its writes and its start are replayed in order', async () => {
    // A saved copy of the demo with a change, as an earlier visit left it.
    const local = new QuotaStorage(5_000_000);
    const first = await start(local);
    const token = await signIn(first.mock);
    await first.mock.fetch(`${ORIGIN}/api/organization-types`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Kept across the early start', description: '' }),
    });
    local.setItem('meritly-session', 'the app’s own key');

    // The page's inline script: the worker is sent the start before the mock's client exists,
    // and what it says meanwhile waits in a queue.
    const { port1, port2 } = new MessageChannel();
    open.push({ port1, port2 } as MessageChannel);
    serveMock(port2 as unknown as PagePort, null);
    port2.start();
    const queued: FromWorker[] = [];
    const early = (event: MessageEvent<FromWorker>) => queued.push(event.data);
    port1.addEventListener('message', early);
    port1.start();
    const view = readStorageView(local, MOCK_KEY_PREFIX);
    expect(Object.keys(view.items).every((key) => key.startsWith(MOCK_KEY_PREFIX))).toBe(true);
    expect(view.otherChars).toBe('meritly-session'.length + 'the app’s own key'.length);
    port1.postMessage({ type: 'start', search: '', storage: view } satisfies ToWorker);
    await vi.waitFor(() => expect(queued.map((m) => m.type)).toContain('started'));

    // The client takes it over later, with the queue, and sends no second start.
    port1.removeEventListener('message', early);
    const sent: ToWorker['type'][] = [];
    const worker: WorkerPort = {
      postMessage: (message: ToWorker, transfer?: Transferable[]) => {
        sent.push(message.type);
        port1.postMessage(message, transfer as never);
      },
      addEventListener: (type: string, listener: (event: never) => void) => {
        if (type === 'message') port1.addEventListener('message', listener as never);
      },
      terminate: () => port1.close(),
    };
    const mock = new WorkerMock({
      worker,
      local,
      channel: () => null,
      realFetch: () => Promise.reject(),
      origin: ORIGIN,
    });
    await expect(mock.start('', { queued })).resolves.toBe('demo');
    expect(sent).toEqual([]);
    const again = await signIn(mock);
    const list = await mock.fetch(`${ORIGIN}/api/organization-types`, {
      headers: { Authorization: `Bearer ${again}` },
    });
    expect(JSON.stringify(await list.json())).toContain('Kept across the early start');
  });

  it('the inline script that starts the worker uses nothing but its arguments', async () => {
    const script = earlyMockWorkerScript('/assets/mock-api-x.js', MOCK_KEY_PREFIX);
    const posted: ToWorker[] = [];
    class FakeWorker {
      onmessage: unknown = null;
      constructor(
        readonly url: string,
        readonly options: WorkerOptions,
      ) {}
      addEventListener() {}
      postMessage(message: ToWorker) {
        posted.push(message);
      }
    }
    const storage = new QuotaStorage(1_000_000);
    storage.setItem(`${MOCK_KEY_PREFIX}scenario`, 'large');
    const page = () =>
      ({ localStorage: storage, location: { search: '?scenario=large' } }) as Record<
        string,
        unknown
      >;
    const expected: ToWorker = {
      type: 'start',
      search: '?scenario=large',
      storage: { items: { [`${MOCK_KEY_PREFIX}scenario`]: 'large' }, otherChars: 0 },
    };

    // The worker's name holds the same start; its URL is the script's own (the parts it loads
    // import it by that URL). The start is posted too.
    const first = page();
    runInNewContext(script, { Worker: FakeWorker, window: first });
    const worker = first.__meritlyMockWorker as FakeWorker;
    expect(worker.url).toBe('/assets/mock-api-x.js');
    expect(worker.options.type).toBe('module');
    expect(worker.options.name).toBe(`meritly-mock start=${JSON.stringify(expected)}`);
    expect(startFromName(worker.options.name!)).toEqual(expected);
    expect(posted).toEqual([expected]);

    // A saved copy of the data over the limit: posted only, never written out into the name.
    storage.setItem(`${MOCK_KEY_PREFIX}v9:demo`, 'x'.repeat(START_HANDOVER.limit + 1));
    const saved = page();
    runInNewContext(script, { Worker: FakeWorker, window: saved });
    expect((saved.__meritlyMockWorker as FakeWorker).options).toEqual({
      type: 'module',
      name: 'meritly-mock',
    });
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({ type: 'start', search: '?scenario=large' });
  });

  it('the worker reads its start from its name; no start, JSON that does not parse or another message give null', () => {
    const start: ToWorker = {
      type: 'start',
      search: '?scenario=empty',
      storage: { items: { [`${MOCK_KEY_PREFIX}v9:demo`]: '{"a":" start= "}' }, otherChars: 3 },
    };
    expect(startFromName(`meritly-mock start=${JSON.stringify(start)}`)).toEqual(start);
    expect(startFromName('meritly-mock')).toBeNull();
    expect(startFromName('meritly-mock start={"type":"start"')).toBeNull();
    expect(startFromName('meritly-mock start={"type":"refresh"}')).toBeNull();
    expect(startFromName('meritly-mock start=null')).toBeNull();
  });

  it('starts from the start it read itself, before the page has handed any message over; the posted copy is not a second start', async () => {
    const local = new QuotaStorage(5_000_000);
    const { port1, port2 } = new MessageChannel();
    open.push({ port1, port2 } as MessageChannel);
    const start: ToWorker = {
      type: 'start',
      search: '?scenario=demo',
      storage: readStorageView(local, MOCK_KEY_PREFIX),
    };
    serveMock(port2 as unknown as PagePort, null, start);
    port2.start();
    const queued: FromWorker[] = [];
    port1.addEventListener('message', (event: MessageEvent<FromWorker>) => queued.push(event.data));
    port1.start();
    // Nothing posted: the worker has started from its own copy of the start.
    await vi.waitFor(() => expect(queued.map((m) => m.type)).toContain('started'));

    const mock = new WorkerMock({
      worker: {
        postMessage: (message: ToWorker, transfer?: Transferable[]) =>
          port1.postMessage(message, transfer as never),
        addEventListener: (type: string, listener: (event: never) => void) => {
          if (type === 'message') port1.addEventListener('message', listener as never);
        },
        terminate: () => port1.close(),
      },
      local,
      channel: () => null,
      realFetch: () => Promise.reject(),
      origin: ORIGIN,
    });
    await expect(mock.start('', { queued: [...queued] })).resolves.toBe('demo');
    const token = await signIn(mock);
    // The page's posted copy arrives late: it does not start the mock again (the session holds).
    port1.postMessage(start);
    const me = await mock.fetch(`${ORIGIN}/api/auth/validate-session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(queued.filter((m) => m.type === 'started')).toHaveLength(1);
  });

  it('the client takes the page’s worker once, with its queue; one that failed to load is ended', () => {
    const fake = (failed: boolean) => {
      const worker = {
        failed,
        queued: [{ type: 'started', scenario: 'demo' }] as FromWorker[],
        onmessage: (() => undefined) as unknown,
        terminate: vi.fn(),
      };
      return worker;
    };
    const loaded = fake(false);
    vi.stubGlobal('window', { [EARLY_MOCK_WORKER]: loaded });
    expect(takeEarlyMockWorker()).toEqual({ worker: loaded, queued: loaded.queued });
    // Its messages now go to the client's listener only, and a second take finds nothing.
    expect(loaded.onmessage).toBeNull();
    expect(takeEarlyMockWorker()).toBeNull();
    expect(loaded.terminate).not.toHaveBeenCalled();

    const failed = fake(true);
    vi.stubGlobal('window', { [EARLY_MOCK_WORKER]: failed });
    expect(takeEarlyMockWorker()).toBeNull();
    expect(failed.terminate).toHaveBeenCalledOnce();
  });

  it('hands a call no handler takes to the network, and never a call to another origin', async () => {
    const seen: string[] = [];
    const realFetch = ((input: Request) => {
      seen.push(input.url);
      return Promise.resolve(new Response('elsewhere'));
    }) as typeof fetch;
    const page = connect(new QuotaStorage(5_000_000), realFetch);
    await page.mock.start('');
    const other = await page.mock.fetch('https://cdn.example/font.woff2');
    expect(await other.text()).toBe('elsewhere');
    const asset = await page.mock.fetch(`${ORIGIN}/assets/app.js`);
    expect(await asset.text()).toBe('elsewhere');
    expect(seen).toEqual(['https://cdn.example/font.woff2', `${ORIGIN}/assets/app.js`]);
  });

  it('rejects an aborted call as fetch does', async () => {
    const { mock } = await start(new QuotaStorage(5_000_000), '?scenario=demo&mockLatency=2000');
    const controller = new AbortController();
    const call = mock.fetch(`${ORIGIN}/api/auth/validate-session`, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers 204 without a body', async () => {
    const { mock } = await start(new QuotaStorage(5_000_000));
    const token = await signIn(mock);
    const out = await mock.fetch(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
  });

  it('fails the calls, not the page, when the worker stops', async () => {
    const { mock, port1 } = await start(new QuotaStorage(5_000_000));
    port1.close();
    const stopped = (mock as unknown as { stop(error: Error): void }).stop.bind(mock);
    stopped(new Error('the mock worker failed'));
    await expect(mock.fetch(`${ORIGIN}/api/auth/validate-session`)).rejects.toThrow(TypeError);
  });
});

describe('StorageMirror (the worker’s localStorage)', () => {
  it('refuses a write over the quota, as localStorage does, and reports each write', () => {
    const effects: unknown[] = [];
    const mirror = new StorageMirror(
      { items: { 'meritly-mock:a': 'x'.repeat(10) }, otherChars: 50 },
      (effect) => effects.push(effect),
      150,
    );
    expect(mirror.getItem('meritly-mock:a')).toBe('x'.repeat(10));
    mirror.setItem('meritly-mock:b', 'y'.repeat(20));
    expect(() => mirror.setItem('meritly-mock:c', 'z'.repeat(30))).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    // Replacing a value counts the new one only.
    mirror.setItem('meritly-mock:a', 'w'.repeat(12));
    mirror.removeItem('meritly-mock:b');
    expect(effects).toEqual([
      { kind: 'set', key: 'meritly-mock:b', value: 'y'.repeat(20) },
      { kind: 'set', key: 'meritly-mock:a', value: 'w'.repeat(12) },
      { kind: 'remove', key: 'meritly-mock:b' },
    ]);
  });
});

function entries(storage: Storage): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)!;
    result.push([key, storage.getItem(key)!]);
  }
  return result;
}

export type { FromWorker };
