import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetThrottle, resetThrottleSettings } from '@mocks/auth/throttle';
import { onDbChange, resetDb, restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { resetMockSettings } from '@mocks/http/settings';
import { clearContractViolations, contractViolations } from '@mocks/http/violations';
import { server } from '@mocks/node';
import { TEST_NOW } from './constants';

/**
 * Test lifecycle of the mock backend, registered for every test file by `src/test/setup.ts`
 * ({@link registerMockBackend}):
 * - the MSW server listens for the whole file; a request no handler answers fails the test;
 * - before each test: the `demo` data seeded at {@link TEST_NOW}, the mock clock frozen there,
 *   no latency or injected errors, the documented rate limits with nothing counted, empty browser
 *   storage;
 * - after each test: no contract violation (bad response body, handler exception, unimplemented
 *   operation) may have happened, and per-test `server.use(...)` overrides are dropped.
 * A test file that must reach a real HTTP server (e.g. one started from `scripts/mock-server.ts`)
 * calls `server.close()` from `@mocks/node` in its own `beforeAll`.
 */

let demo: DbSnapshot | undefined;
// Restoring costs milliseconds per test; tests that never touch the data skip it.
let changed = true;
onDbChange(() => {
  changed = true;
});

/**
 * Registers the hooks above for the current test file. A function, not module-level hooks: files
 * that share a worker without isolation share this module too, and each needs its own hooks.
 */
export function registerMockBackend() {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });

  beforeEach(() => {
    setMockClock(TEST_NOW);
    resetMockSettings();
    // A test that only failed to sign in changed no data: its counted attempts go all the same.
    resetThrottleSettings();
    resetThrottle();
    clearContractViolations();
    if (!demo) {
      resetDb('demo', TEST_NOW);
      demo = snapshotDb();
    } else if (changed) {
      restoreDb(demo);
    }
    changed = false;
    if (typeof window !== 'undefined') {
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });

  afterEach(() => {
    server.resetHandlers();
    const violations = contractViolations.splice(0);
    expect(violations, 'the mock backend broke the contract (see console.error above)').toEqual([]);
  });

  afterAll(() => {
    server.close();
    setMockClock(null);
  });
}
