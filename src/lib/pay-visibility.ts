/**
 * Who sees pay, written down once for the mock and the app alike.
 *
 * - Pay of a person (salary, bonuses, ratings, last increase, compensation and performance
 *   history, the amounts of recommendations about them): the person themself; their primary or
 *   secondary manager (reporting lines, not team membership) when that user has the manager role;
 *   an admin of their organization. Nobody else.
 * - A recommendation draft (the manager review's compensation data before it is submitted, its
 *   proposed values, justification and exception justification): its author (the participant's
 *   reviewing manager) and admins. After submission the subject's managers and admins read it; the
 *   subject reads the amounts of an approved recommendation about them, never a justification or
 *   the manager's notes.
 * - Budgets and pools: admins every pool and the cycle's totals; a manager the pools of their own
 *   direct reports' teams (no totals); employees none.
 * - Approvers: whoever a submitted recommendation's approval chain names (any role) reads what
 *   their decision needs, in that cycle only: the participant's salary and band positions, the
 *   recommendation's amounts, justifications and history, and the pool of the participant's team.
 *   Not the person's pay elsewhere (profile, history), not their review answers but the rating.
 * - Calibration: admins, and managers for their direct reports only; employees never.
 * - Band positions (compa-ratio, range penetration) are pay: they go with the salary they
 *   are computed from; one after a recommendation goes with the recommendation's amounts.
 *
 * A value the caller may not see is left out of the response (the property is omitted), never
 * sent as null: null keeps its meaning "no value".
 */

export type PayRole = 'admin' | 'manager' | 'employee';

/** The signed-in caller, as the rules need them. */
export interface PayViewer {
  role: PayRole | (string & {});
  organizationId: string;
  /** The caller's own employee record; null for a user without one. */
  employeeId: string | null;
  /** Employee ids whose primary or secondary manager the caller is. */
  reportIds: ReadonlySet<string>;
}

/** The person a value is about. */
export interface PaySubject {
  employeeId: string;
  /** Omitted when the caller's organization was already checked. */
  organizationId?: string;
}

const sameOrg = (viewer: PayViewer, organizationId: string | undefined) =>
  organizationId === undefined || organizationId === viewer.organizationId;

/** True when the caller may see the pay of `subject` (salary, bonuses, ratings, increases, history). */
export function canSeePayOf(viewer: PayViewer, subject: PaySubject): boolean {
  if (!sameOrg(viewer, subject.organizationId)) return false;
  if (viewer.role === 'admin') return true;
  if (viewer.employeeId !== null && subject.employeeId === viewer.employeeId) return true;
  return viewer.role === 'manager' && viewer.reportIds.has(subject.employeeId);
}

/** True when the caller may see the pay of someone other than themself at all (a page's pay columns). */
export function seesOthersPay(viewer: Pick<PayViewer, 'role' | 'reportIds'>): boolean {
  return viewer.role === 'admin' || (viewer.role === 'manager' && viewer.reportIds.size > 0);
}

/** A recommendation in the making, about `subjectEmployeeId`, written by `authorEmployeeId`. */
export interface PayDraft {
  subjectEmployeeId: string;
  /** The reviewing manager who writes it (the participant's manager); null when none. */
  authorEmployeeId: string | null;
  /** False while it is a draft. */
  submitted: boolean;
  organizationId?: string;
  /** The employees its approval chain names (a draft has no chain yet). */
  approverIds?: readonly (string | null | undefined)[];
}

/**
 * True when the caller is named in the approval chain of a submitted recommendation: they read
 * what their decision needs (see the module's rules). The subject never counts as their own
 * approver.
 */
export function isNamedApprover(
  viewer: Pick<PayViewer, 'employeeId'>,
  draft: Pick<PayDraft, 'submitted' | 'approverIds' | 'subjectEmployeeId'>,
): boolean {
  if (!draft.submitted || viewer.employeeId === null) return false;
  if (viewer.employeeId === draft.subjectEmployeeId) return false;
  return (draft.approverIds ?? []).includes(viewer.employeeId);
}

/**
 * True when the caller may read a recommendation's proposed values: a draft its author and admins;
 * once submitted also the subject's managers (see {@link canSeePayOf}) and its approvers (see
 * {@link isNamedApprover}), and the subject only once `approved`.
 */
export function canSeeDraft(viewer: PayViewer, draft: PayDraft & { approved?: boolean }): boolean {
  if (!sameOrg(viewer, draft.organizationId)) return false;
  if (viewer.role === 'admin') return true;
  const isAuthor = viewer.employeeId !== null && viewer.employeeId === draft.authorEmployeeId;
  if (!draft.submitted) return isAuthor;
  if (viewer.employeeId !== null && viewer.employeeId === draft.subjectEmployeeId)
    return draft.approved === true;
  if (isNamedApprover(viewer, draft)) return true;
  return isAuthor || canSeePayOf(viewer, { employeeId: draft.subjectEmployeeId });
}

/**
 * True when the caller may read the reasons written about someone's pay (justifications, exception
 * justifications, the manager's notes, the history of values): whoever reads the values, except
 * the subject themself (an admin excepted: they read their organization's).
 */
export function canSeeJustification(viewer: PayViewer, draft: PayDraft): boolean {
  const isSubject = viewer.employeeId !== null && viewer.employeeId === draft.subjectEmployeeId;
  if (isSubject && viewer.role !== 'admin') return false;
  return canSeeDraft(viewer, draft);
}

/** A budget line: a team's pool (`teamId` null: the pool of people in no team), or the cycle's totals. */
export type PayPool = { teamId: string | null } | 'total';

/**
 * True when the caller may see a budget: admins every pool and the cycle's totals; others the
 * pools of the teams in `poolTeamIds` (a manager's direct reports' teams, an approver's the teams
 * of the participants they approve), never the totals.
 */
export function canSeeBudget(
  viewer: Pick<PayViewer, 'role'>,
  pool: PayPool,
  poolTeamIds: ReadonlySet<string | null> = new Set(),
): boolean {
  if (viewer.role === 'admin') return true;
  if (pool === 'total') return false;
  return poolTeamIds.has(pool.teamId);
}

/** The pay fields of each response shape that carries someone's pay. */
export const PAY_FIELDS = {
  teamMember: ['currentSalary', 'bonusesLast12Months', 'lastRating', 'lastIncrease'],
  employee: ['currentSalary', 'bandPosition'],
  participant: ['currentSalary', 'bandPosition'],
  participantRow: [
    'currentSalary',
    'recommendedRaise',
    'raisePercentage',
    'bandBefore',
    'bandAfter',
  ],
  /** Of a row whose pay the caller sees: what the recommendation's amounts decide. */
  participantRowRecommendation: ['recommendedRaise', 'raisePercentage', 'bandAfter'],
  /** A promotion (new level, the band after) reaches the subject with the amounts. */
  recommendationAmounts: [
    'currentSalary',
    'proposedIncrease',
    'proposedSalary',
    'proposedBonus',
    'newLevelId',
    'newLevel',
    'currentLevel',
    'bandAfter',
  ],
  recommendationReasons: ['notes', 'history', 'promotionJustification'],
  compensationDraft: [
    'compensationChanges',
    'justification',
    'exceptionJustification',
    'newLevelId',
    'promotionJustification',
  ],
  compensationReasons: ['justification', 'exceptionJustification', 'promotionJustification'],
  cycleTotals: ['totalBudget', 'increaseBudget', 'bonusBudget', 'adminOverrideJustification'],
} as const;

/** `value` without `fields` (the properties are left out, not set to null). */
export function withoutFields<T extends object, K extends keyof T>(
  value: T,
  fields: readonly K[],
): Omit<T, K> {
  const copy = { ...value };
  for (const field of fields) delete copy[field];
  return copy;
}
