import type { DbSnapshot } from '@mocks/db';
import { IN_BIG_STORE } from './snapshot-storage';

/**
 * Tabs of the demo share one saved copy of the mock's data but each runs its own mock. When
 * another tab saves (a `storage` event on the snapshot's key), this tab reloads that copy, so two
 * tabs behave like two clients of one server: an edit saved in one makes the other's version
 * stale (issue 17 §4) instead of being silently overwritten by it.
 */
export function followOtherTabs(
  key: () => string,
  load: () => Promise<string | null>,
  restore: (snapshot: DbSnapshot) => void,
): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== key() || event.newValue === null) return;
    const read =
      event.newValue === IN_BIG_STORE ? load() : Promise.resolve<string | null>(event.newValue);
    void read.then((raw) => {
      if (!raw) return;
      try {
        restore(JSON.parse(raw) as DbSnapshot);
      } catch (error) {
        console.warn('[mock] could not read the data another tab saved', error);
      }
    });
  });
}
