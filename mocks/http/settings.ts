/**
 * Demo and test knobs of the mock backend: artificial latency and error injection.
 * In the browser they come from the page URL (`?mockLatency=800&mockErrorRate=0.1&mockFail=listTeams`);
 * tests set them with {@link updateMockSettings} and reset them with {@link resetMockSettings}.
 */
export interface MockSettings {
  /** Delay added to every response, in milliseconds. */
  latencyMs: number;
  /** Share of requests (0..1) answered with an injected 500. */
  errorRate: number;
  /** operationIds that always fail with an injected 500. */
  failOperations: string[];
  /**
   * `sync`: a response is checked against the contract before it is sent (tests: a violation is
   * recorded before the test ends). `deferred`: checked right after it is sent (the browser: the
   * first call of an operation does not wait for its validator to compile). `sampled` (the HTTP
   * server): deferred, and each operation and status checked at most once every 5 seconds.
   */
  responseValidation: 'sync' | 'deferred' | 'sampled';
}

const DEFAULTS: MockSettings = {
  latencyMs: 0,
  errorRate: 0,
  failOperations: [],
  responseValidation: 'sync',
};

/** The live settings object; read by the route wrapper on every request. */
export const mockSettings: MockSettings = { ...DEFAULTS, failOperations: [] };

export function updateMockSettings(patch: Partial<MockSettings>): void {
  Object.assign(mockSettings, patch);
}

/** Back to no latency and no injected errors. */
export function resetMockSettings(): void {
  Object.assign(mockSettings, DEFAULTS, { failOperations: [] });
}

function toNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : undefined;
}

/**
 * Reads `mockLatency` (ms), `mockErrorRate` (0..1) and `mockFail` (comma-separated operationIds)
 * from a query string such as `location.search`.
 */
export function readMockSettingsFromSearch(search: string): Partial<MockSettings> {
  const params = new URLSearchParams(search);
  const patch: Partial<MockSettings> = {};
  const latency = toNumber(params.get('mockLatency'), 0, 60_000);
  if (latency !== undefined) patch.latencyMs = latency;
  const errorRate = toNumber(params.get('mockErrorRate'), 0, 1);
  if (errorRate !== undefined) patch.errorRate = errorRate;
  const fail = params.get('mockFail');
  if (fail)
    patch.failOperations = fail
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  return patch;
}
