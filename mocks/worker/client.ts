import type { ScenarioName } from '@mocks/db';
import type { TabChannel } from '../saved-state';
import { readStorageView } from './early-worker';
import {
  MOCK_KEY_PREFIX,
  type Effect,
  type FromWorker,
  type StorageView,
  type ToWorker,
  type WireResponse,
} from './protocol';

/** The page's side of the worker (a `Worker`, or a stand-in in tests). */
export interface WorkerPort {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface WorkerMockOptions {
  worker: WorkerPort;
  /** The page's localStorage (null: storage disabled, nothing is kept). */
  local: Storage | null;
  /** BroadcastChannel, or null where there is none. */
  channel: (name: string) => TabChannel | null;
  /** Where calls no handler takes go. */
  realFetch: typeof fetch;
  /** The page's origin: only its `/api/*` calls go to the mock. */
  origin: string;
}

/** The dedicated worker that runs the mock; its own bundle in a build (vite.config.ts `worker`). */
export function createMockWorker(): Worker {
  return new Worker(new URL('./mock-worker.ts', import.meta.url), {
    type: 'module',
    name: 'meritly-mock',
  });
}

interface Waiting {
  resolve: (message: FromWorker) => void;
  reject: (error: Error) => void;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function toResponse(wire: WireResponse): Response {
  const body = NULL_BODY_STATUS.has(wire.status) ? null : wire.body;
  return new Response(body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
}

/**
 * The page's half of the browser mock in a worker: sends the page's `/api/*` calls there and
 * answers them, writes to localStorage what the worker saves (before the answer of the call that
 * changed it is seen, so a reload right after keeps the change), and carries the messages between
 * the worker and the other tabs of the demo.
 */
export class WorkerMock {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private readonly channels = new Map<string, TabChannel>();
  private started: Waiting | null = null;
  private stopped: Error | null = null;
  private scenario: ScenarioName = 'demo';

  constructor(private readonly options: WorkerMockOptions) {
    options.worker.addEventListener('message', (event) => this.receive(event.data));
    options.worker.addEventListener('error', (event) => {
      const message = event instanceof ErrorEvent ? event.message : 'the mock worker failed';
      this.stop(new Error(message));
    });
  }

  /**
   * Restores or seeds the data in the worker; resolves with the scenario it runs. A worker the page
   * started itself has been sent the start already: `queued` is what it has said since.
   */
  start(search: string, early?: { queued: FromWorker[] }): Promise<ScenarioName> {
    return new Promise<FromWorker>((resolve, reject) => {
      this.started = { resolve, reject };
      if (early) early.queued.forEach((message) => this.receive(message));
      else this.send({ type: 'start', search, storage: this.storageView() });
    }).then((message) => {
      if (message.type !== 'started') throw new Error('the mock did not start');
      this.scenario = message.scenario;
      return message.scenario;
    });
  }

  activeScenario(): ScenarioName {
    return this.scenario;
  }

  /** "Reset demo data" (see MockRuntime.reset). */
  async reset(): Promise<void> {
    await this.control('reset');
  }

  /** The demo-data menu's scenario switch (see MockRuntime.switchScenario). */
  async switchScenario(name: ScenarioName): Promise<void> {
    await this.control('switch', name);
  }

  /** `window.fetch` with the page's same-origin `/api/*` calls answered by the worker. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== this.options.origin || !url.pathname.startsWith('/api/')) {
      return this.options.realFetch(request);
    }
    const signal = request.signal;
    signal.throwIfAborted();
    const body = ['GET', 'HEAD'].includes(request.method)
      ? null
      : await request.clone().arrayBuffer();
    const answer = this.call(
      (id) => ({
        type: 'request',
        id,
        request: { url: request.url, method: request.method, headers: [...request.headers], body },
      }),
      body ? [body] : [],
    );
    let onAbort = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    let message: FromWorker;
    try {
      message = await Promise.race([answer, aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (message.type !== 'response') throw new TypeError('the mock answered something else');
    return message.response ? toResponse(message.response) : this.options.realFetch(request);
  };

  /** Forwards another tab's change to a mock key (the `storage` event). */
  storageChanged(key: string | null, value: string | null): void {
    if (key === null) this.send({ type: 'refresh', storage: this.storageView() });
    else if (key.startsWith(MOCK_KEY_PREFIX)) this.send({ type: 'stored', key, value });
  }

  private async control(action: 'reset' | 'switch', scenario?: ScenarioName): Promise<void> {
    const message = await this.call((id) => ({
      type: 'control',
      id,
      action,
      scenario,
      storage: this.storageView(),
    }));
    if (message.type === 'done') this.scenario = message.scenario;
  }

  private call(build: (id: number) => ToWorker, transfer: Transferable[] = []) {
    if (this.stopped) return Promise.reject(new TypeError(this.stopped.message));
    const id = this.nextId++;
    return new Promise<FromWorker>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.send(build(id), transfer);
    });
  }

  private send(message: ToWorker, transfer: Transferable[] = []): void {
    this.options.worker.postMessage(message, transfer);
  }

  private stop(error: Error): void {
    this.stopped = error;
    this.started?.reject(error);
    this.started = null;
    for (const waiting of this.waiting.values()) waiting.reject(new TypeError(error.message));
    this.waiting.clear();
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'effects':
        message.effects.forEach((effect) => this.apply(effect));
        return;
      case 'log':
        console[message.level](message.text);
        return;
      case 'started':
        this.started?.resolve(message);
        this.started = null;
        return;
      case 'start-failed':
        this.stop(new Error(`the mock could not start: ${message.message}`));
        return;
      case 'response':
      case 'done':
      case 'request-failed': {
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.type === 'request-failed') waiting?.reject(new TypeError(message.message));
        else waiting?.resolve(message);
        return;
      }
    }
  }

  private apply(effect: Effect): void {
    const local = this.options.local;
    switch (effect.kind) {
      case 'set':
        try {
          local?.setItem(effect.key, effect.value);
        } catch (error) {
          console.warn(`[mock] could not save ${effect.key}; a reload may not have it`, error);
          local?.removeItem(effect.key);
          this.send({ type: 'stored', key: effect.key, value: null });
        }
        return;
      case 'remove':
        local?.removeItem(effect.key);
        return;
      case 'open': {
        const channel = this.options.channel(effect.name);
        if (!channel) return;
        channel.onmessage = ({ data }) => {
          // Another tab reseeded and wrote its copy before saying so: the worker reads it.
          const storage = data.type === 'reload' ? this.storageView() : undefined;
          this.send({ type: 'tab', name: effect.name, data, storage });
        };
        this.channels.set(effect.name, channel);
        return;
      }
      case 'post':
        this.channels.get(effect.name)?.postMessage(effect.data);
        return;
      case 'close':
        this.channels.get(effect.name)?.close();
        this.channels.delete(effect.name);
        return;
    }
  }

  private storageView(): StorageView {
    return readStorageView(this.options.local, MOCK_KEY_PREFIX);
  }
}
