import type { QueryClient } from '@tanstack/react-query';

/** The channel on which a tab tells the app's other tabs that it changed data on the server. */
export const DATA_CHANGED_CHANNEL = 'meritly-data-changed';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'onmessage' | 'close'>;

const openChannel = (): Channel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DATA_CHANGED_CHANNEL);

export interface DataChanges {
  /** After a successful mutation: the other tabs reload what they show. */
  announce(): void;
  /** The server says data changed that this tab did not change itself (a push from the backend). */
  changedElsewhere(): void;
  /** Stops listening. */
  close(): void;
}

/**
 * Keeps `client` in step with the app's other tabs: every successful mutation of this tab is
 * announced to them, and an announcement from another tab (or `changedElsewhere`) marks every
 * cached query stale and refetches the ones on screen. Backend-independent: the tab that saved
 * announces once the server has answered, so the other tabs' refetch reads the change.
 */
export function followOtherTabs(
  client: Pick<QueryClient, 'invalidateQueries' | 'getMutationCache'>,
  open: () => Channel | null = openChannel,
): DataChanges {
  const channel = open();
  const reload = () => void client.invalidateQueries();
  if (channel) channel.onmessage = reload;
  const stopWatching = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') channel?.postMessage('changed');
  });
  return {
    announce: () => channel?.postMessage('changed'),
    changedElsewhere: reload,
    close: () => {
      stopWatching();
      channel?.close();
    },
  };
}

let app: DataChanges | null = null;

/** The app's query client follows the other tabs through `changes` (see query-client.ts). */
export function registerAppDataChanges(changes: DataChanges): void {
  app = changes;
}

/** A push from the backend: data changed in another tab; the app reloads what it shows. */
export function dataChangedElsewhere(): void {
  app?.changedElsewhere();
}
