import type { ScenarioName } from '@mocks/db';
import type { TabMessage } from '../saved-state';

/**
 * The page and the dedicated worker that runs the browser mock talk in these messages. The
 * worker cannot reach localStorage or outlive the page, so the page does both for it: it hands
 * the saved keys over at the start and writes every storage change the worker makes (effects)
 * before it answers the call that made it. A reload right after a change therefore keeps it, as
 * with a server.
 */

/** What the mock keeps in localStorage: every key it reads or writes starts with this. */
export const MOCK_KEY_PREFIX = 'meritly-mock:';

/** The page's localStorage as the worker sees it: the mock's keys, and how much the rest holds. */
export interface StorageView {
  items: Record<string, string>;
  /** Characters held under other keys (the quota is shared). */
  otherChars: number;
}

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type ToWorker =
  | { type: 'start'; search: string; storage: StorageView }
  | { type: 'request'; id: number; request: WireRequest }
  | {
      type: 'control';
      id: number;
      action: 'reset' | 'switch';
      scenario?: ScenarioName;
      storage: StorageView;
    }
  /** localStorage changed under a mock key in another tab, or the page could not write it. */
  | { type: 'stored'; key: string; value: string | null }
  /** Another tab cleared localStorage. */
  | { type: 'refresh'; storage: StorageView }
  /** A message from another tab's mock; `storage` is sent along when it asks to read the saved copy again. */
  | { type: 'tab'; name: string; data: TabMessage; storage?: StorageView };

/** What the page does for the worker, in order. */
export type Effect =
  | { kind: 'set'; key: string; value: string }
  | { kind: 'remove'; key: string }
  | { kind: 'open'; name: string }
  | { kind: 'post'; name: string; data: TabMessage }
  | { kind: 'close'; name: string };

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Text for JSON and text answers, else bytes. */
  body: string | ArrayBuffer;
}

export type FromWorker =
  | { type: 'effects'; effects: Effect[] }
  | { type: 'started'; scenario: ScenarioName }
  | { type: 'start-failed'; message: string }
  /** `response` null: no handler takes the request (the page sends it to the network). */
  | { type: 'response'; id: number; response: WireResponse | null }
  | { type: 'request-failed'; id: number; message: string }
  | { type: 'done'; id: number; scenario: ScenarioName }
  | { type: 'log'; level: 'error' | 'warn'; text: string };
