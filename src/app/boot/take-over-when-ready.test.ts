import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOverWhenReady } from './take-over-when-ready';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('takeOverWhenReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('waits for what goes first, then acts once', async () => {
    const ready = deferred();
    const act = vi.fn();
    takeOverWhenReady({ ready: ready.promise, act, waitMs: 1_000 });
    await vi.advanceTimersByTimeAsync(500);
    expect(act).not.toHaveBeenCalled();
    ready.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(act).toHaveBeenCalledTimes(1);
    // Neither the wait running out nor a key later acts again.
    await vi.advanceTimersByTimeAsync(1_000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'pointerdown', 'touchstart', 'input', 'submit'])(
    'acts at once on the user’s first %s, and not again when ready',
    async (type) => {
      const ready = deferred();
      const act = vi.fn();
      takeOverWhenReady({ ready: ready.promise, act, waitMs: 1_000 });
      const field = document.createElement('input');
      document.body.append(field);
      field.dispatchEvent(new Event(type, { bubbles: true }));
      expect(act).toHaveBeenCalledTimes(1);
      ready.resolve();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(act).toHaveBeenCalledTimes(1);
    },
  );

  it('does not act on a pointer merely passing over the page', () => {
    const act = vi.fn();
    takeOverWhenReady({ ready: new Promise(() => undefined), act, waitMs: 1_000 });
    document.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(act).not.toHaveBeenCalled();
  });

  it('acts after the longest wait when what goes first never settles', async () => {
    const act = vi.fn();
    takeOverWhenReady({ ready: new Promise(() => undefined), act, waitMs: 1_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(act).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('acts when what goes first fails', async () => {
    const ready = deferred();
    const act = vi.fn();
    takeOverWhenReady({ ready: ready.promise, act, waitMs: 1_000 });
    ready.reject(new Error('the mock could not start'));
    await vi.advanceTimersByTimeAsync(0);
    expect(act).toHaveBeenCalledTimes(1);
  });
});
