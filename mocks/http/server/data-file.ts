import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  currentScenario,
  onDbChange,
  resetDb,
  restoreDb,
  snapshotDb,
  type DbSnapshot,
  type ScenarioName,
} from '@mocks/db';
import { onMutation } from '@mocks/http/persistence';

const temporaryName = (path: string, pid: number) => `.${basename(path)}.${pid}.tmp`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files {@link writeFileAtomic} left beside `path` when a process was killed
 * between writing one and renaming it: only names of its own pattern (`.FILE.<pid>.tmp`), and only
 * those whose process is gone, since another running server may be about to rename its own. One
 * with this process's id is stale too (a container restarts with the same id): none is written yet.
 */
export function removeStaleTemporaries(path: string): string[] {
  const pattern = new RegExp(`^\\.${escapeRegExp(basename(path))}\\.(\\d+)\\.tmp$`);
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    if (!Number.isSafeInteger(pid) || pid <= 0) continue;
    if (pid !== process.pid && isRunning(pid)) continue;
    rmSync(join(dirname(path), name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Writes `text` to `path` so that the file is always either the old or the new whole text: a
 * temporary file beside it, flushed to disk, renamed over it, and the folder flushed so the
 * rename itself survives a power cut (where the platform allows it).
 */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = join(dirname(path), temporaryName(path, process.pid));
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  try {
    const folder = openSync(dirname(path), 'r');
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch {
    // Some platforms cannot open or flush a folder; the rename is still atomic there.
  }
}

export interface DataFile {
  /** 'loaded': the file's data; 'seeded': a fresh seed, written to the file. */
  origin: 'loaded' | 'seeded';
  scenario: ScenarioName;
  /** Writes the data now if it changed since the last write. */
  save(): void;
}

/**
 * `npm run mock-server -- --data FILE`: the server's data lives in FILE (a snapshot of the store
 * as JSON). It is read on start (`reset`: seeded afresh instead) and written after every write
 * the server acknowledges, before the answer is sent, so a write a client saw succeed survives
 * the process being killed; changes made by reads (none answer 2xx to a write) are written
 * with the next write or within a second. Throws when the file exists but cannot be read, so a
 * typo never overwrites someone's data. Temporary files a killed server left beside FILE go first.
 */
export function openDataFile(path: string, scenario: ScenarioName, reset: boolean): DataFile {
  removeStaleTemporaries(path);
  let origin: DataFile['origin'] = 'seeded';
  if (!reset && existsSync(path)) {
    let snapshot: DbSnapshot;
    try {
      snapshot = JSON.parse(readFileSync(path, 'utf8')) as DbSnapshot;
      restoreDb(snapshot);
    } catch (error) {
      throw new Error(
        `Cannot read the mock data in ${path} (${(error as Error).message}); start with --reset to reseed it`,
      );
    }
    origin = 'loaded';
  } else {
    resetDb(scenario);
  }

  let dirty = origin === 'seeded';
  const save = () => {
    if (!dirty) return;
    dirty = false;
    try {
      writeFileAtomic(path, JSON.stringify(snapshotDb()));
    } catch (error) {
      dirty = true;
      throw error;
    }
  };
  save();
  onDbChange(() => {
    dirty = true;
  });
  // Synchronous, inside the request: the answer leaves only once its write is on disk.
  onMutation(save);
  setInterval(() => {
    try {
      save();
    } catch (error) {
      console.error('[mock-server] could not write the data file', error);
    }
  }, 1000).unref();
  return { origin, scenario: currentScenario(), save };
}
