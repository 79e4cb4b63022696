// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { configureThrottle } from '@mocks/auth/throttle';
import { db, restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { server } from '@mocks/node';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { BROKEN_VARIANTS } from './broken-variants';
import { withRateLimitBypass } from './checks/auth-hardening';
import { fetchTransport } from './http';
import type { FuzzSettings } from './fuzz';
import { runContract, type RunResult } from './runner';
import { World, type Accounts } from './world';

/**
 * The contract suite must be able to fail: it runs against the in-process mock (MSW intercepts
 * the fetches of the suite), first as it is (no failure), then against deliberately broken
 * variants of it, each of which must be reported on the right operation and column.
 */

// As CI runs the suite: the mock skips its rate limits for this token, but for the throttling checks.
const BYPASS = 'contract-test-bypass';
const transport = withRateLimitBypass(fetchTransport('http://localhost'), BYPASS);
const accounts: Accounts = {
  admin: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  manager: { email: DEMO_MANAGER.email, password: DEMO_PASSWORD },
  employee: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD },
  otherAdmin: { email: GLOBEX_ADMIN.email, password: DEMO_PASSWORD },
};

let world: World;
let ready: DbSnapshot | undefined;
let expiredToken = '';

// Signing in hashes nothing but compares bcrypt hashes: discover once, then start every test
// from the discovered state (sessions included).
beforeEach(async () => {
  configureThrottle({ bypassToken: BYPASS });
  if (ready) {
    restoreDb(ready);
    world.forget();
    return;
  }
  world = new World(transport, accounts, 'variants');
  await world.discover();
  await world.stageCycle();
  const stamp = now().getTime();
  expiredToken = db.sessions.insert({
    token: 'contract-suite-expired-session',
    userId: world.users.employee.id,
    organizationId: world.orgId,
    createdAt: new Date(stamp - 13 * 60 * 60 * 1000).toISOString(),
    expiresAt: new Date(stamp - 60 * 60 * 1000).toISOString(),
    revokedAt: null,
  }).token;
  ready = snapshotDb();
}, 180_000);

/** A few generated requests (the boundary set is always whole): the big run is `npm run contract`. */
const FUZZ: FuzzSettings = { seed: 9, runs: 8, concurrency: 4 };

function run(only: string[], fuzz?: FuzzSettings): Promise<RunResult> {
  return runContract({ transport, accounts, world, expiredToken, only, fuzz });
}

function fuzzFailures(result: RunResult) {
  return result.fuzz.flatMap((f) =>
    Object.entries(f.violations)
      .filter(([, n]) => n > 0)
      .map(([category, n]) => ({ operationId: f.operationId, category, n, examples: f.examples })),
  );
}

function failures(result: RunResult) {
  return result.operations.flatMap((op) =>
    op.checks
      .filter((check) => !check.ok)
      .map((check) => ({
        operationId: op.operationId,
        category: check.category,
        label: check.label,
        detail: check.detail,
      })),
  );
}

// The whole in-process run takes about a minute on two busy cores: the limit leaves it room.
describe('contract suite', () => {
  it('passes against the mock on every operation the variants break', async () => {
    const only = [...new Set(BROKEN_VARIANTS.flatMap((v) => v.only))];
    const result = await run(only);
    expect(failures(result)).toEqual([]);
    // The generated requests against the operations the fuzz variants break.
    const fuzzed = [
      ...new Set(BROKEN_VARIANTS.filter((v) => v.caught.fuzz).flatMap((v) => v.only)),
    ];
    const generated = await run(fuzzed, FUZZ);
    expect(fuzzFailures(generated)).toEqual([]);
    expect(generated.fuzz.map((f) => f.skipped ?? 'fuzzed')).toEqual(fuzzed.map(() => 'fuzzed'));
    expect(result.passed).toBe(only.length);
    // Every column the variants rely on was exercised.
    const categories = new Set(result.operations.flatMap((op) => op.checks.map((c) => c.category)));
    const relied = BROKEN_VARIANTS.flatMap((v) => (v.caught.fuzz ? [] : [v.caught.category]));
    for (const category of ['2xx', '400', '401', '403', '404', 'org', 'state', ...relied]) {
      expect(categories).toContain(category);
    }
  }, 180_000);

  it.each(BROKEN_VARIANTS.map((variant) => [variant.name, variant] as const))(
    'catches %s',
    async (_name, variant) => {
      server.use(...variant.handlers);
      const result = await run(variant.only, variant.caught.fuzz ? FUZZ : undefined);
      if (process.env.CONTRACT_DEBUG) console.log(variant.name, failures(result));
      expect(result.failed).toBeGreaterThan(0);
      if (variant.caught.fuzz) {
        expect(fuzzFailures(result)).toContainEqual(
          expect.objectContaining({
            operationId: variant.caught.operationId,
            category: variant.caught.category,
          }),
        );
        return;
      }
      expect(failures(result)).toContainEqual(
        expect.objectContaining({
          operationId: variant.caught.operationId,
          category: variant.caught.category,
          // A mismatch of the server, not a fixture that could not be built.
          detail: expect.not.stringMatching(/^fixture failed/),
        }),
      );
    },
  );

  it('fails every operation when it cannot sign in', async () => {
    const result = await runContract({
      transport,
      accounts: { ...accounts, admin: { email: DEMO_ADMIN.email, password: 'wrong-password' } },
      only: ['getTeam'],
    });
    expect(result.failed).toBe(1);
    expect(failures(result)[0]?.detail).toMatch(/setup failed: Sign in as admin@meritly.demo/);
  });
});
