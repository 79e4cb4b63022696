import { applyRowChanges, db, snapshotDb, type RowChanges, type ScenarioName } from '@mocks/db';
import {
  ChangeTracker,
  FULL_COPY_ROWS,
  mergeChanges,
  restoreChanges,
  seedScenario,
  storeRowCount,
  type SavedChanges,
} from '@mocks/db/row-changes';
import { PendingChanges } from './pending-changes';
import { LOCAL_LIMIT, type SnapshotStorage } from './snapshot-storage';

/** What tabs of one demo tell each other (one channel per scenario and contract version). */
export type TabMessage =
  | { type: 'changes'; seededAt: string; seed: string; changes: RowChanges }
  /**
   * The data was reseeded: its new saved copy. Sent along: another tab's localStorage (or
   * IndexedDB) may not show the write yet when the message arrives, and it kept the old data.
   */
  | { type: 'reload'; copy?: string };

export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: TabMessage }) => void) | null;
  close(): void;
}

export interface SavedStateOptions {
  /** The saved copy's key: it holds the contract version and the scenario. */
  key: (scenario: ScenarioName) => string;
  storage: SnapshotStorage;
  /** localStorage: holds the changes a pending IndexedDB write does not have yet. */
  local: Storage | null;
  /** A channel to the other tabs of the same key (BroadcastChannel); null: no other tabs. */
  channel?: (name: string) => TabChannel | null;
  now?: () => Date;
  /** At most one write per interval, and always a trailing one after the last change. */
  writeIntervalMs?: number;
  /**
   * True while the interval's timer would be late: a hidden tab's timers wake about once a
   * second, so its changes are written (and reach the other tabs) once the call has made them.
   */
  writeAtOnce?: () => boolean;
  warn?: (message: string, error?: unknown) => void;
  /** After another tab's changes (or its reseeded copy) were laid over this tab's data. */
  onRemoteChange?: () => void;
}

/**
 * The browser mock's saved data: the scenario's seed date and every row changed since
 * (and the whole store while it is small, which restores faster than a seed), written at most
 * every 250 ms and at once on `pagehide`. localStorage holds it while it is small, IndexedDB
 * beyond (SnapshotStorage); while an IndexedDB write is pending, the changes it carries are also
 * kept in localStorage (PendingChanges: written synchronously, so a reload right after a change
 * keeps it). Other tabs of the same scenario receive each written change over a BroadcastChannel and lay
 * it over their own data, so two tabs behave like two clients of one server.
 */
export class SavedState {
  private saved: SavedChanges | null = null;
  /** Changes written to the big store whose write has not landed yet. */
  private pending: PendingChanges | null = null;
  /** The number of the last write: the clock's, so it increases across reloads and tabs. */
  private lastWriteNumber = 0;
  private remoteChanges = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writeQueued = false;
  private lastWrite = 0;
  private channel: TabChannel | null = null;
  private readonly tracker: ChangeTracker;
  private readonly now: () => Date;
  private readonly interval: number;
  private readonly warn: (message: string, error?: unknown) => void;

  constructor(private readonly options: SavedStateOptions) {
    this.now = options.now ?? (() => new Date());
    this.interval = options.writeIntervalMs ?? 250;
    this.warn = options.warn ?? ((message, error) => console.warn(message, error));
    this.tracker = new ChangeTracker(() => this.scheduleWrite());
  }

  get scenario(): ScenarioName | null {
    return this.saved?.scenario ?? null;
  }

  private pendingFor(scenario: ScenarioName): PendingChanges {
    return new PendingChanges(
      this.options.local,
      `${this.options.key(scenario)}:pending`,
      LOCAL_LIMIT,
      this.warn,
    );
  }

  /**
   * Restores the scenario's saved data (`fresh`: forgets it first; `copy`: this copy rather than
   * the one saved, which another tab has just written), else seeds it.
   */
  async load(
    scenario: ScenarioName,
    { fresh = false, copy: given }: { fresh?: boolean; copy?: string } = {},
  ): Promise<void> {
    this.closeChannel();
    const key = this.options.key(scenario);
    if (fresh) this.forget(scenario);
    const raw = given ?? (await this.options.storage.load(key));
    this.saved = null;
    this.pending = this.pendingFor(scenario);
    if (raw) {
      try {
        const copy = JSON.parse(raw) as SavedChanges;
        this.saved = restoreChanges(copy, scenario);
        this.lastWriteNumber = Math.max(this.lastWriteNumber, copy.write ?? 0);
        this.layPending(copy.write ?? 0);
      } catch (error) {
        this.warn('[mock] saved data unreadable, reseeding', error);
        this.saved = null;
      }
    }
    if (!this.saved) {
      this.forget(scenario);
      this.saved = seedScenario(scenario, this.now());
    }
    this.tracker.clear();
    this.openChannel(scenario);
  }

  /**
   * "Reset demo data": the scenario reseeded now and saved. Sessions of users that still exist are
   * kept, so whoever is signed in stays signed in. Other tabs read the new copy.
   */
  reset(): void {
    const scenario = this.saved?.scenario ?? 'demo';
    const sessions = db.sessions.all();
    this.saved = seedScenario(scenario, this.now());
    const kept: Record<string, (typeof sessions)[number]> = {};
    for (const session of sessions) if (db.users.find(session.userId)) kept[session.id] = session;
    applyRowChanges({ sessions: kept });
    this.saved.changes = { sessions: kept };
    this.tracker.clear();
    this.pending = this.pendingFor(scenario);
    this.pending.clear();
    this.channel?.postMessage({ type: 'reload', copy: this.write() });
  }

  /** Writes now whatever changed since the last write (`pagehide`, a hidden tab, a switch). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const saved = this.saved;
    if (!saved) return;
    const changes = this.tracker.isEmpty ? null : this.tracker.take();
    if (changes) {
      mergeChanges(saved.changes, changes);
      this.channel?.postMessage({
        type: 'changes',
        seededAt: saved.seededAt,
        seed: saved.seed,
        changes,
      });
    }
    if (!changes && !this.remoteChanges) return;
    this.remoteChanges = false;
    this.write(changes ?? {});
  }

  /** Stops writing and listening (tests; a scenario switch opens the next one). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.closeChannel();
    this.tracker.dispose();
  }

  private scheduleWrite(): void {
    if (this.options.writeAtOnce?.()) {
      if (this.writeQueued) return;
      this.writeQueued = true;
      // After the changes of the current turn of the event loop, as the timer would be.
      queueMicrotask(() => {
        this.writeQueued = false;
        this.flush();
      });
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(
      () => this.flush(),
      Math.max(0, this.lastWrite + this.interval - Date.now()),
    );
  }

  /** Saves the copy now; returns its JSON. */
  private write(changes: RowChanges = {}): string {
    const saved = this.saved!;
    const pending = (this.pending ??= this.pendingFor(saved.scenario));
    this.lastWrite = Date.now();
    const after = this.lastWriteNumber;
    const write = (this.lastWriteNumber = Math.max(Date.now(), after + 1));
    const copy: SavedChanges = {
      ...saved,
      write,
      ...(storeRowCount() <= FULL_COPY_ROWS ? { tables: snapshotDb().tables } : {}),
    };
    const key = this.options.key(saved.scenario);
    const json = JSON.stringify(copy);
    const target = this.options.storage.save(key, json, () => pending.landed(saved, write));
    if (target === 'big') pending.add(saved, after, write, changes);
    else pending.clear();
    return json;
  }

  /** Lays the changes of big-store writes that had not landed over the restored copy. */
  private layPending(copy: number): void {
    if (!this.saved || !this.pending) return;
    const record = this.pending.restore(this.saved, copy);
    if (!record) return;
    applyRowChanges(record.changes);
    mergeChanges(this.saved.changes, record.changes);
    this.lastWriteNumber = Math.max(this.lastWriteNumber, record.upTo);
  }

  private forget(scenario: ScenarioName): void {
    this.options.storage.drop(this.options.key(scenario));
    this.pendingFor(scenario).clear();
  }

  private openChannel(scenario: ScenarioName): void {
    const channel = this.options.channel?.(this.options.key(scenario)) ?? null;
    if (!channel) return;
    channel.onmessage = ({ data }) => this.receive(scenario, data);
    this.channel = channel;
  }

  private closeChannel(): void {
    this.channel?.close();
    this.channel = null;
  }

  private receive(scenario: ScenarioName, message: TabMessage): void {
    const saved = this.saved;
    if (!saved || saved.scenario !== scenario) return;
    if (
      message.type === 'reload' ||
      message.seededAt !== saved.seededAt ||
      message.seed !== saved.seed
    ) {
      // Another tab reseeded: its saved copy is the newest.
      this.flushOwnOnly();
      const copy = message.type === 'reload' ? message.copy : undefined;
      void this.load(scenario, { copy })
        .then(() => this.options.onRemoteChange?.())
        .catch((error: unknown) =>
          this.warn('[mock] could not read the data another tab saved', error),
        );
      return;
    }
    try {
      this.tracker.untracked(() => applyRowChanges(message.changes));
    } catch (error) {
      this.warn('[mock] could not apply the changes another tab made', error);
      return;
    }
    mergeChanges(saved.changes, message.changes);
    // Written again so the saved copy has them even if this tab wrote its own just before.
    this.remoteChanges = true;
    this.scheduleWrite();
    this.options.onRemoteChange?.();
  }

  /** Before reading another tab's reseeded copy: nothing of this tab's is written over it. */
  private flushOwnOnly(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.tracker.clear();
    this.remoteChanges = false;
  }
}
