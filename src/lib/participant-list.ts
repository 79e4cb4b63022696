import type { SortOrder } from './employee-directory';

/**
 * The cycle participants list's sort keys (GET /api/review-cycles/{cycleId}/participants): one
 * per sortable column of the participants table, named by the column's id where the two differ
 * only in name (`employee` sorts by `name`). The mock orders by them; the table asks for them.
 */
export const PARTICIPANT_SORTS = [
  'name',
  'team',
  'manager',
  'level',
  'status',
  'currentStage',
  'currentSalary',
  'compaRatio',
  'rangePenetration',
  'recommendedRaise',
  'raisePercentage',
  'compaRatioAfter',
  'rangePenetrationAfter',
  'lastDecisionAt',
] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

export const isParticipantSort = (value: unknown): value is ParticipantSort =>
  (PARTICIPANT_SORTS as readonly unknown[]).includes(value);

/** The table's column id to the list's sort key; null for a column the server does not sort. */
export function participantSortOf(columnId: string): ParticipantSort | null {
  if (columnId === 'employee') return 'name';
  return columnId !== 'lastDecisionAt' && isParticipantSort(columnId) ? columnId : null;
}

export type { SortOrder };
