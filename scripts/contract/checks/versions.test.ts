// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ADMIN,
} from '@mocks/seed/accounts';
import { fetchTransport } from '../http';
import { World } from '../world';
import { VERSION_CHECKS } from './versions';

/**
 * The version checks pass against the in-process mock for every update of an edited record (the
 * broken variants in contract.test.ts prove they can fail).
 */

const UPDATES = [
  'updateUser',
  'updateProfile',
  'updateEmployee',
  'updateLevel',
  'updateTeam',
  'updateOrganization',
  'updateRegistrationSettings',
  'updateOrganizationType',
  'updatePerformanceMetric',
  'updateReviewCycle',
  'editRecommendation',
  'saveMetricResponses',
  'saveCompensationData',
  'updateReviewStage',
  'updateWorkflowTemplate',
  'updateCompensationCategory',
  'updateCompensationType',
  'updateTableColumnPreferences',
  'updateLetterTemplate',
  'updateLetter',
];

let world: World;
let ready: DbSnapshot | undefined;

// The store is reset before each test (mocks/test/setup.ts): discover once, then start every test
// from the discovered state.
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

describe('version checks', () => {
  it('cover every update of a record a person edits', () => {
    expect(Object.keys(VERSION_CHECKS).sort()).toEqual([...UPDATES].sort());
  });

  it.each(UPDATES)('%s: stale writes refused, nothing changed', async (operationId) => {
    const checks = await VERSION_CHECKS[operationId]!(world);
    expect(checks.filter((c) => c.problem !== null)).toEqual([]);
    expect(checks.map((c) => c.label)).toEqual([
      'the record carries a version',
      'an update with the current version is applied (new version, ETag)',
      'an update with a stale version answers 412',
      'a stale update changes nothing',
      'If-Match in the weak form W/"<version>" is accepted',
    ]);
  });
});
