import { currentScenario, type ScenarioName } from '@mocks/db';
import { isScenario, SCENARIO_KEY } from './scenarios';
import { contract } from './http/contract';
import { readMockSettingsFromSearch, updateMockSettings } from './http/settings';
import { SavedState, type TabChannel } from './saved-state';
import { indexedDbStore, SnapshotStorage } from './snapshot-storage';
import precompiledValidators from 'virtual:meritly-contract-validators';

// A production build brings the contract's request validators compiled: its CSP refuses the
// `eval` that compiling them at run time needs.
if (precompiledValidators) contract.usePrecompiled(precompiledValidators);

/** Storage key of a scenario's snapshot; it holds the contract version so a new contract starts fresh. */
export function mockStorageKey(scenario: ScenarioName): string {
  return `meritly-mock:v${contract.version}:${scenario}`;
}

export interface MockRuntimeOptions {
  /** localStorage; null: no persistence. */
  local: Storage | null;
  /** Where a snapshot too large for `local` goes; null: none. */
  indexedDB: IDBFactory | null;
  /** A channel to the other tabs of the same saved copy; null: no other tabs. */
  channel: (name: string) => TabChannel | null;
  /** Whether changes are written at once rather than batched (see SavedStateOptions). */
  writeAtOnce?: () => boolean;
  /** After another tab's changes reached this tab's data (see SavedStateOptions). */
  onRemoteChange?: () => void;
}

/**
 * The browser mock's data: the scenario chosen by `?scenario=` or the last one used, restored on
 * start and saved as it changes. The handlers (mocks/handlers) read and write it.
 */
export class MockRuntime {
  private snapshots: SnapshotStorage | null = null;
  private savedState: SavedState | null = null;

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
      writeAtOnce: this.options.writeAtOnce,
      onRemoteChange: this.options.onRemoteChange,
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
