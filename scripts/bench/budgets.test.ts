import { describe, expect, it } from 'vitest';
import { evaluateBudgets, type Figures } from './budgets';
import { summarize } from './stats';

const one = (value: number) => summarize([value]);

function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    pages: {
      landing: {
        initialJsGzipKiB: one(125),
        signedInChunks: summarize([0, 0, 0]),
        mockRequestedAfterFcpMs: summarize([40, 12]),
      },
      signIn: { initialAppJsGzipKiB: one(171), mockReadyMs: one(300) },
      admin: { appJsGzipKiB: one(200), lcpMs: one(999) },
    },
    large: null,
    mockModulesInRealApiBuild: 0,
    ...overrides,
  };
}

const result = (f: Figures, id: string) => evaluateBudgets(f).find((b) => b.id === id)!;

describe('budgets', () => {
  it('holds at the limit and fails just above it (medians)', () => {
    const f = figures();
    expect(result(f, 'landing-initial-js').holds).toBe(true);
    expect(result(f, 'mock-demo-ready').holds).toBe(true);
    expect(result(f, 'auth-initial-js')).toMatchObject({ holds: false, measured: '171.0 KiB' });
  });

  it('fails "no signed-in code" and "mock after first paint" when a single run breaks them', () => {
    const f = figures();
    f.pages.landing!.signedInChunks = summarize([0, 1, 0]);
    f.pages.landing!.mockRequestedAfterFcpMs = summarize([40, -3]);
    expect(result(f, 'landing-no-signed-in-code').holds).toBe(false);
    expect(result(f, 'landing-mock-after-paint').holds).toBe(false);
  });

  it('counts a mock that was never requested on / as starting after the first paint', () => {
    const f = figures();
    f.pages.landing!.mockRequestedAfterFcpMs = summarize([]);
    expect(result(f, 'landing-mock-after-paint')).toMatchObject({
      holds: true,
      measured: 'not loaded',
    });
  });

  it('marks what was not measured (e.g. --skip-large) as neither held nor failed', () => {
    const f = figures({ mockModulesInRealApiBuild: null });
    expect(result(f, 'large-heap').holds).toBeNull();
    expect(result(f, 'mock-only-in-mock-mode').holds).toBeNull();
  });

  it('fails when a build for a real API still carries mock modules', () => {
    expect(result(figures({ mockModulesInRealApiBuild: 3 }), 'mock-only-in-mock-mode').holds).toBe(
      false,
    );
  });
});
