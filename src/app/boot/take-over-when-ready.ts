/** What the user does on a page that says they are using it now. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'input', 'submit'] as const;

export interface TakeOverOptions {
  /** Settles when what the page needs first is there (either way: a failure must not hold it). */
  ready: Promise<unknown>;
  /** Runs once: at `ready`, at the user's first input, or after `waitMs`, whichever comes first. */
  act: () => void;
  /** The longest wait for `ready`, in milliseconds, should it never settle. */
  waitMs: number;
  root?: Document;
}

/**
 * Runs `act` once something else has gone first, unless the user needs it sooner. The prerendered
 * sign-in page uses it to let the mock start before React takes the form over (see main.tsx).
 */
export function takeOverWhenReady({ ready, act, waitMs, root = document }: TakeOverOptions): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) root.removeEventListener(type, run, true);
    act();
  };
  const timer = setTimeout(run, waitMs);
  for (const type of INPUT_EVENTS) {
    root.addEventListener(type, run, { capture: true, passive: true });
  }
  ready.then(run, run);
}
