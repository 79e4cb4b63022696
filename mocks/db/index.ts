import { seed } from '@mocks/seed';
import { loadTables, type ScenarioName } from './store';

export {
  applyRowChanges,
  currentScenario,
  db,
  DB_SCHEMA_VERSION,
  onDbChange,
  restoreDb,
  SCENARIO_NAMES,
  snapshotDb,
  type DbChange,
  type DbSnapshot,
  type RowChanges,
  type ScenarioName,
} from './store';
export { newId } from './table';
export type * from './records';

/** Clears the store and seeds `scenario` dated relative to `now`; change listeners fire once. */
export function resetDb(scenario: ScenarioName = 'demo', now: Date = new Date()): void {
  loadTables(seed(scenario, now), scenario, 'reset');
}
