import type { components } from '@/api/schema';
import { compareDirectoryRows, type DirectoryKey, type SortOrder } from '@/lib/employee-directory';
import type { ParticipantSort } from '@/lib/participant-list';
import { foldText, matchesSearchWords } from '@/lib/name-search';
import { isAwaitingApproval } from '@/lib/pending-approvals';
import { normalizeDisplayStatus } from '@/lib/status';
import type { QueryFor } from '@mocks/http/route';
import { compareNames } from './compare-names';

type Row = components['schemas']['ParticipantRow'];

/**
 * The filters of the list that read a built row (team, approver, awaiting, search); the search as
 * its words (`searchWords`) joined by one space, empty or undefined: no search.
 */
export type ParticipantRowFilters = Pick<
  QueryFor<'listCycleParticipants'>,
  'teamId' | 'approverId' | 'awaitingApproval' | 'search'
>;

/** Whether a list with these filters and this order needs every row built (not just a page). */
export function needsBuiltRows(filters: ParticipantRowFilters, sort: ParticipantSort): boolean {
  return (
    sort !== 'name' ||
    Boolean(filters.search) ||
    filters.teamId !== undefined ||
    filters.approverId !== undefined ||
    filters.awaitingApproval !== undefined
  );
}

/** Whether a row, as the caller receives it, passes the filters. */
export function matchesRowFilters(row: Row, filters: ParticipantRowFilters): boolean {
  if (filters.teamId !== undefined && row.teamId !== filters.teamId) return false;
  if (
    filters.approverId !== undefined &&
    !row.recommendation?.approvalSteps.some((s) => s.approverId === filters.approverId)
  )
    return false;
  if (
    filters.awaitingApproval !== undefined &&
    isAwaitingApproval(row.recommendation) !== filters.awaitingApproval
  )
    return false;
  if (
    filters.search &&
    !matchesSearchWords(
      filters.search.split(' '),
      [row.employeeName, row.teamName, row.managerName].map((v) => (v ? foldText(v) : v)),
    )
  )
    return false;
  return true;
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function lastDecisionAt(row: Row): number | null {
  let last: number | null = null;
  for (const step of row.recommendation?.approvalSteps ?? []) {
    if (typeof step.decision !== 'boolean' || !step.decidedAt) continue;
    const at = Date.parse(step.decidedAt);
    if (last === null || at > last) last = at;
  }
  return last;
}

/**
 * A row's value for a sort key, read from the row as the caller receives it: a pay figure
 * omitted for the caller is no value (so it sorts last and its place tells nothing).
 */
export function participantKeyOf(row: Row, sort: ParticipantSort): DirectoryKey {
  switch (sort) {
    case 'team':
      return orNull(row.teamName);
    case 'manager':
      return orNull(row.managerName);
    case 'level':
      return orNull(row.level?.name);
    case 'status':
      return normalizeDisplayStatus(row.status);
    case 'currentStage':
      return orNull(row.currentStage?.name);
    case 'currentSalary':
      return orNull(row.currentSalary);
    case 'compaRatio':
      return orNull(row.bandBefore?.compaRatio);
    case 'rangePenetration':
      return orNull(row.bandBefore?.rangePenetration);
    case 'recommendedRaise':
      return orNull(row.recommendedRaise);
    case 'raisePercentage':
      return orNull(row.raisePercentage);
    case 'compaRatioAfter':
      return orNull(row.bandAfter?.compaRatio);
    case 'rangePenetrationAfter':
      return orNull(row.bandAfter?.rangePenetration);
    case 'lastDecisionAt':
      return lastDecisionAt(row);
    default:
      return orNull(row.employeeName);
  }
}

/**
 * `rows` (in name order: employee name, then id) in the list's order: by key in `order`, rows
 * without a key last in either order, ties in name order. `name` is the name order itself.
 */
export function sortParticipantRows(
  rows: readonly Row[],
  sort: ParticipantSort,
  order: SortOrder,
): readonly Row[] {
  if (sort === 'name') return order === 'asc' ? rows : [...rows].reverse();
  const decorated = rows.map((row, nameRank) => ({
    row,
    nameRank,
    key: participantKeyOf(row, sort),
  }));
  decorated.sort((a, b) => compareDirectoryRows(a, b, order, compareNames));
  return decorated.map((entry) => entry.row);
}
