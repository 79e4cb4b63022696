import type { ColumnPreference } from '@/api/schema-types.gen';

/**
 * Spec 02 §3: "The default keys are employee, team, manager, status, currentStage, currentSalary,
 * recommendedRaise, raisePercentage, actions" (with the participants table's labels): what the
 * table shows, and what the server returns, until the user saves their own.
 */
export const DEFAULT_PARTICIPANT_COLUMNS: readonly ColumnPreference[] = [
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'team', label: 'Team', visible: true, order: 1 },
  { key: 'manager', label: 'Manager', visible: true, order: 2 },
  { key: 'status', label: 'Status', visible: true, order: 3 },
  { key: 'currentStage', label: 'Current Stage', visible: true, order: 4 },
  { key: 'currentSalary', label: 'Current Salary', visible: true, order: 5 },
  { key: 'recommendedRaise', label: 'Recommended Raise', visible: true, order: 6 },
  { key: 'raisePercentage', label: 'Raise %', visible: true, order: 7 },
  { key: 'actions', label: 'Actions', visible: true, order: 8 },
];
