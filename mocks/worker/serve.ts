import { MockRuntime } from '../mock-runtime';
import type { TabChannel, TabMessage } from '../saved-state';
import { messageQueue, nextTask } from './message-queue';
import type { Effect, FromWorker, ToWorker, WireRequest, WireResponse } from './protocol';
import { StorageMirror } from './storage-mirror';

/** The worker's side of its connection to the page (`self` in a dedicated worker). */
export interface PagePort {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

/** A tab channel whose messages the page sends and receives (see protocol.ts). */
class RelayedChannel implements TabChannel {
  onmessage: ((event: { data: TabMessage }) => void) | null = null;
  constructor(
    private readonly name: string,
    private readonly effect: (effect: Effect) => void,
    private readonly closed: (name: string) => void,
  ) {
    effect({ kind: 'open', name });
  }
  postMessage(data: TabMessage): void {
    this.effect({ kind: 'post', name: this.name, data });
  }
  close(): void {
    this.effect({ kind: 'close', name: this.name });
    this.closed(this.name);
  }
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function toRequest(wire: WireRequest): Request {
  const hasBody = wire.body !== null && wire.method !== 'GET' && wire.method !== 'HEAD';
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    body: hasBody ? wire.body : undefined,
  });
}

const TEXT_TYPE = /^(application\/([\w.+-]*\+)?json|text\/)/i;

async function toWire(response: Response): Promise<WireResponse> {
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    // The mock's JSON answers keep their text (mocks/http/json-response.ts): reading it is free,
    // where reading their bytes encoded and copied a 1 MB list (about 10 ms).
    body: TEXT_TYPE.test(type) ? await response.text() : await response.arrayBuffer(),
  };
}

/** The page shows what the mock reports (a contract violation, a save that failed) in its console. */
export function forwardConsole(port: PagePort): void {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) =>
      port.postMessage({ type: 'log', level, text: args.map(describe).join(' ') });
  }
}

/**
 * Runs the browser mock for one page: its calls, its demo-data menu, its tabs' messages. Every
 * storage change is sent before the answer of the call that caused it, so the page has written
 * it before the app sees that answer. `earlyStart`: the start the worker read in its name (see
 * early-worker.ts); the page posts it too, and the first of the two to come is the one taken.
 */
export function serveMock(
  port: PagePort,
  indexedDB: IDBFactory | null,
  earlyStart: ToWorker | null = null,
): void {
  let effects: Effect[] = [];
  let sendScheduled = false;
  const sendEffects = () => {
    sendScheduled = false;
    if (effects.length === 0) return;
    port.postMessage({ type: 'effects', effects });
    effects = [];
  };
  const addEffect = (effect: Effect) => {
    effects.push(effect);
    // Changes made outside a call (a timer, another tab's message, IndexedDB landing).
    if (!sendScheduled) {
      sendScheduled = true;
      queueMicrotask(sendEffects);
    }
  };
  const post = (message: FromWorker, transfer: Transferable[] = []) => {
    sendEffects();
    port.postMessage(message, transfer);
  };

  const channels = new Map<string, RelayedChannel>();
  let mirror: StorageMirror | null = null;
  let runtime: MockRuntime | null = null;
  const started = (): MockRuntime => {
    if (!runtime) throw new Error('the mock has not started');
    return runtime;
  };

  const receive = async (message: ToWorker): Promise<void> => {
    switch (message.type) {
      case 'start': {
        if (runtime) return; // the same start, read from the blob and posted
        performance.mark('mock-worker:start');
        mirror = new StorageMirror(message.storage, addEffect);
        runtime = new MockRuntime({
          local: mirror,
          indexedDB,
          channel: (name) => {
            const channel = new RelayedChannel(name, addEffect, (closed) =>
              channels.delete(closed),
            );
            channels.set(name, channel);
            return channel;
          },
        });
        try {
          const scenario = await runtime.start(message.search);
          performance.mark('mock-worker:started');
          post({ type: 'started', scenario });
        } catch (error) {
          post({ type: 'start-failed', message: describe(error) });
        }
        return;
      }
      case 'request': {
        try {
          const mock = started();
          const response = await mock.handle(toRequest(message.request));

          // Written now, not on the 250 ms timer: the page cannot ask for it when it closes.
          mock.flush();
          const wire = response ? await toWire(response) : null;
          const transfer = wire?.body instanceof ArrayBuffer ? [wire.body] : [];
          post({ type: 'response', id: message.id, response: wire }, transfer);
        } catch (error) {
          post({ type: 'request-failed', id: message.id, message: describe(error) });
        }
        return;
      }
      case 'control': {
        try {
          const mock = started();
          mirror?.refresh(message.storage);
          if (message.action === 'reset') mock.reset();
          else if (message.scenario) await mock.switchScenario(message.scenario);
          post({ type: 'done', id: message.id, scenario: mock.activeScenario() });
        } catch (error) {
          post({ type: 'request-failed', id: message.id, message: describe(error) });
        }
        return;
      }
      case 'stored':
        mirror?.update(message.key, message.value);
        return;
      case 'refresh':
        mirror?.refresh(message.storage);
        return;
      case 'tab': {
        if (message.storage) mirror?.refresh(message.storage);
        channels.get(message.name)?.onmessage?.({ data: message.data });
        return;
      }
    }
  };

  const enqueue = messageQueue(
    (message) => void receive(message).catch((error: unknown) => console.error('[mock]', error)),
    nextTask(),
  );
  port.addEventListener('message', (event) => enqueue(event.data));
  if (earlyStart) enqueue(earlyStart);
}
