// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import generatedContract from '@/api/openapi.gen.json';
import { restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { createContract } from '@mocks/http/create-contract';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { fetchTransport } from '../http';
import { World } from '../world';
import { SAME_IF_MATCH_CHECKS } from './same-if-match';

/**
 * The concurrent-save checks pass against the in-process mock for every operation the contract
 * gives If-Match (the broken variant in contract.test.ts proves they can fail). Decisions on a
 * recommendation are left to the approvals checks, whose fixtures build an approval chain.
 */

const DECISIONS = ['approveRecommendation', 'rejectRecommendation'];
const contract = createContract(generatedContract as unknown as Record<string, unknown>);
const VERSIONED = [...contract.operations.values()]
  .filter((op) => op.parameters.some((p) => p.in === 'header' && p.name === 'If-Match'))
  .map((op) => op.operationId)
  .filter((id) => !DECISIONS.includes(id))
  .sort();

let world: World;
let ready: DbSnapshot | undefined;

beforeEach(async () => {
  if (ready) {
    restoreDb(ready);
    world.forget();
    return;
  }
  world = new World(fetchTransport('http://localhost'), {
    admin: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    manager: { email: DEMO_MANAGER.email, password: DEMO_PASSWORD },
    employee: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD },
    otherAdmin: { email: GLOBEX_ADMIN.email, password: DEMO_PASSWORD },
  });
  await world.discover();
  await world.stageCycle();
  ready = snapshotDb();
}, 60_000);

describe('same If-Match checks', () => {
  it('cover every operation the contract gives If-Match', () => {
    expect(Object.keys(SAME_IF_MATCH_CHECKS).sort()).toEqual(VERSIONED);
  });

  it.each(VERSIONED)('%s: one of two concurrent saves applied', async (operationId) => {
    const checks = await SAME_IF_MATCH_CHECKS[operationId]!(world);
    expect(checks.filter((c) => c.problem !== null)).toEqual([]);
    expect(checks).toHaveLength(2);
  });
});
