import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiReady, gatedFetch, setApiGate } from './api-gate';

describe('gatedFetch', () => {
  afterEach(() => setApiGate(null));

  it('sends a call only after the gate opens', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    setApiGate(() => opened);
    const pending = gatedFetch(new Request('http://localhost/api/organization'));
    await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
    open();
    await pending;
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('still sends the call when the gate fails (the mock could not start)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    setApiGate(() => Promise.reject(new Error('no mock')));
    await gatedFetch(new Request('http://localhost/api/organization'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when no gate is set', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    void gatedFetch(new Request('http://localhost/api/organization'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('tells when calls may go out, without a call', async () => {
    let open!: () => void;
    setApiGate(() => new Promise<void>((resolve) => (open = resolve)));
    let ready = false;
    const waiting = apiReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    open();
    await waiting;
    expect(ready).toBe(true);
    setApiGate(() => Promise.reject(new Error('no mock')));
    await expect(apiReady()).resolves.toBeUndefined();
    setApiGate(null);
    await expect(apiReady()).resolves.toBeUndefined();
  });
});
