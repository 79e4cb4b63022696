import type { DbTables } from '@mocks/db/records';
import { seedAcme } from './acme';
import { ACME_ORG_ID, DEMO_ADMIN } from './accounts';
import { seedAuditHistory } from './audit-history';
import { seedAcmePotential } from './acme-potential';
import { seedAcmeRules } from './acme-rules';
import { SeedBuilder } from './builder';
import { seedOrganizationTypes } from './catalog';
import { seedGlobex } from './globex';
import { seedDemoLetter } from './letters';
import { seedLevels } from './levels';
import { createRng } from './random';

/**
 * The demo scenario: Acme Robotics (72 people in 10 teams, six of them added last to show every
 * rule, cycles in every state around `now`,
 * years of compensation and performance history, a potential metric for calibration's 9-box) and
 * Globex Health, a second organization.
 */
export function seedDemo(now: Date): DbTables {
  const b = new SeedBuilder(now, createRng('meritly-demo'));
  const organizationTypeIds = seedOrganizationTypes(b);
  const acme = seedAcme(b, organizationTypeIds);
  seedGlobex(b, organizationTypeIds);
  // Last, so that no other seeded id or value moves.
  seedAcmePotential(b);
  seedAcmeRules(b, acme);
  for (const organization of b.tables.organizations) seedLevels(b, organization.id);
  seedDemoLetter(b);
  seedAuditHistory(b, ACME_ORG_ID, DEMO_ADMIN.userId);
  return b.tables;
}
