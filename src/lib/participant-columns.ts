import type { ColumnPreference } from '@/api/schema-types.gen';

/**
 * Spec 02 §3: "The default keys are employee, team, manager, status, currentStage, currentSalary,
 * recommendedRaise, raisePercentage, actions" (with the participants table's labels), in that
 * order, plus the level and band columns beside the figures they explain: the level after
 * the manager, the compa-ratio before the change after the current salary, after the change after
 * the raise. What the table shows, and what the server returns, until the user saves their own.
 * The range penetrations are hidden by default: the compa-ratio is the figure merit decisions are
 * read from (and the merit matrix's columns), the penetration a detail an analyst turns on.
 */
export const DEFAULT_PARTICIPANT_COLUMNS: readonly ColumnPreference[] = [
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'team', label: 'Team', visible: true, order: 1 },
  { key: 'manager', label: 'Manager', visible: true, order: 2 },
  { key: 'level', label: 'Level', visible: true, order: 3 },
  { key: 'status', label: 'Status', visible: true, order: 4 },
  { key: 'currentStage', label: 'Current Stage', visible: true, order: 5 },
  { key: 'currentSalary', label: 'Current Salary', visible: true, order: 6 },
  { key: 'compaRatio', label: 'Compa-Ratio', visible: true, order: 7 },
  { key: 'rangePenetration', label: 'Range Penetration', visible: false, order: 8 },
  { key: 'recommendedRaise', label: 'Recommended Raise', visible: true, order: 9 },
  { key: 'raisePercentage', label: 'Raise %', visible: true, order: 10 },
  { key: 'compaRatioAfter', label: 'Compa-Ratio After', visible: true, order: 11 },
  { key: 'rangePenetrationAfter', label: 'Range Penetration After', visible: false, order: 12 },
  { key: 'actions', label: 'Actions', visible: true, order: 13 },
];
