const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `act` once, the first time a pointer rests on, a finger touches or the focus reaches a
 * link of this site: the visitor may be heading into the app. A hover comes a few hundred
 * milliseconds before the click; a keyboard user's focus before Enter.
 */
export function onLinkIntent(act: () => void, root: Document = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, listener, true);
  };
  function listener(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== root.location.origin) return;
    stop();
    act();
  }
  for (const type of INTENT_EVENTS) {
    root.addEventListener(type, listener, { capture: true, passive: true });
  }
  return stop;
}
