import type { DbTables } from '@mocks/db/records';
import type { ScenarioName } from '@mocks/db/store';
import { seedDemo } from './demo';
import { seedEmpty } from './empty';
import { seedHostile } from './hostile';
import { seedLarge } from './large';
import { ownOrganizationTypes } from './own-organization-types';

/** The rows of a scenario, dated relative to `now`; the same `now` always gives the same rows. */
export function seed(scenario: ScenarioName, now: Date = new Date()): DbTables {
  return ownOrganizationTypes(seedScenario(scenario, now));
}

function seedScenario(scenario: ScenarioName, now: Date): DbTables {
  switch (scenario) {
    case 'demo':
      return seedDemo(now);
    case 'empty':
      return seedEmpty(now);
    case 'large':
      return seedLarge(now);
    case 'hostile':
      return seedHostile(now);
    default:
      throw new Error(`Unknown seed scenario: ${String(scenario)}`);
  }
}
