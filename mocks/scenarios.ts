/** 'hostile' is a test scenario: the demo data with script and markup payloads in its texts. */
export type ScenarioName = 'demo' | 'empty' | 'large' | 'hostile';

export const SCENARIO_NAMES: readonly ScenarioName[] = ['demo', 'empty', 'large', 'hostile'];

/** localStorage: the scenario the browser mock ran last, which the next page load starts with. */
export const SCENARIO_KEY = 'meritly-mock:scenario';

export function isScenario(value: unknown): value is ScenarioName {
  return SCENARIO_NAMES.includes(value as ScenarioName);
}
