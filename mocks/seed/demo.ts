import type { DbTables } from '@mocks/db/records';
import { seedAcme } from './acme';
import { SeedBuilder } from './builder';
import { seedOrganizationTypes } from './catalog';
import { seedGlobex } from './globex';
import { createRng } from './random';

/**
 * The demo scenario: Acme Robotics (66 people in 10 teams, cycles in every state around `now`,
 * years of compensation and performance history) and Globex Health, a second organization.
 */
export function seedDemo(now: Date): DbTables {
  const b = new SeedBuilder(now, createRng('meritly-demo'));
  const organizationTypeIds = seedOrganizationTypes(b);
  seedAcme(b, organizationTypeIds);
  seedGlobex(b, organizationTypeIds);
  return b.tables;
}
