import type { TabChannel } from './saved-state';

/**
 * The channel tabs of one demo share (one per saved copy's key, so two scenarios or two contract
 * versions never mix). Each tab runs its own mock; a change written in one reaches the others
 * within milliseconds, so an edit saved in one makes the other's version stale
 * instead of being silently overwritten by it. Null where BroadcastChannel is missing.
 */
export function tabChannel(key: string): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(`meritly-mock-sync:${key}`) as unknown as TabChannel;
}
