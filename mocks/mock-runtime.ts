import { getResponse } from 'msw';
import { currentScenario, type ScenarioName } from '@mocks/db';
import { isScenario, SCENARIO_KEY } from './scenarios';
import { contract } from './http/contract';
import { readMockSettingsFromSearch, updateMockSettings } from './http/settings';
import { operationHandlers } from './http/operation-handlers';
import { handlers } from './handlers/index';
import { SavedState, type TabChannel } from './saved-state';
import { indexedDbStore, SnapshotStorage } from './snapshot-storage';
import precompiledValidators from 'virtual:meritly-contract-validators';

// A production build brings the contract's request validators compiled (its CSP refuses `eval`),
// each kind loaded when a call first needs it.
if (precompiledValidators) contract.usePrecompiledLoaders(precompiledValidators);

/** Storage key of a scenario's snapshot; it holds the contract version so a new contract starts fresh. */
export function mockStorageKey(scenario: ScenarioName): string {
  return `meritly-mock:v${contract.version}:${scenario}`;
}

export interface MockRuntimeOptions {
  /** localStorage, or what stands for it in a worker; null: no persistence. */
  local: Storage | null;
  /** Where a snapshot too large for `local` goes; null: none. */
  indexedDB: IDBFactory | null;
  /** A channel to the other tabs of the same saved copy; null: no other tabs. */
  channel: (name: string) => TabChannel | null;
}

/**
 * The browser mock's backend, wherever it runs (the page, or a dedicated worker): the handlers
 * over the in-memory store, the scenario chosen by `?scenario=` or the last one used, and the
 * saved data restored on start and written as it changes.
 */
export class MockRuntime {
  private snapshots: SnapshotStorage | null = null;
  private savedState: SavedState | null = null;
  // Only the request's own operation's handlers (and the guards and fallback): MSW parses each
  // handler's path and the page's cookies for every one it tries, ~200 of them per call.
  private readonly handlersFor = operationHandlers(handlers);

  constructor(private readonly options: MockRuntimeOptions) {}

  private persistence(): SavedState {
    this.snapshots ??= new SnapshotStorage(
      this.options.local,
      this.options.indexedDB ? indexedDbStore(this.options.indexedDB) : null,
    );
    return (this.savedState ??= new SavedState({
      key: mockStorageKey,
      storage: this.snapshots,
      local: this.options.local,
      channel: this.options.channel,
    }));
  }

  /**
   * Reads the latency and error knobs and `?scenario=demo|empty|large|hostile` from `search`,
   * then restores the scenario's saved data (`?resetMock=1`: forgets it first) or seeds it.
   */
  async start(search: string): Promise<ScenarioName> {
    updateMockSettings({
      responseValidation: 'deferred',
      ...readMockSettingsFromSearch(search),
    });
    const params = new URLSearchParams(search);
    const fromUrl = params.get('scenario');
    const saved = this.options.local?.getItem(SCENARIO_KEY);
    const scenario: ScenarioName = isScenario(fromUrl)
      ? fromUrl
      : isScenario(saved)
        ? saved
        : 'demo';
    this.options.local?.setItem(SCENARIO_KEY, scenario);
    await this.persistence().load(scenario, { fresh: params.get('resetMock') === '1' });
    return scenario;
  }

  /** The mock's answer, or undefined for a request no handler takes. */
  handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    return getResponse(this.handlersFor(request.method, url.pathname), request);
  }

  /** Every handler, for MSW's service worker (`?mockWorker=1`). */
  get handlers() {
    return handlers;
  }

  /**
   * "Reset demo data": the current scenario reseeded and its saved copy replaced. Sessions of
   * users that still exist are kept, so whoever is signed in stays signed in.
   */
  reset(): void {
    this.persistence().reset();
  }

  /** Another scenario (its saved state, else freshly seeded). Signs everyone out. */
  async switchScenario(name: ScenarioName): Promise<void> {
    this.persistence().flush();
    this.options.local?.setItem(SCENARIO_KEY, name);
    await this.persistence().load(name);
  }

  activeScenario(): ScenarioName {
    return currentScenario();
  }

  /** Writes whatever changed since the last write, now. */
  flush(): void {
    this.persistence().flush();
  }
}
