import type { FieldProblem } from './stage-answers';

/** The texts of a manager choice (spec 01 §5 and the contract). */
export const MANAGER_CHOICE_MESSAGES = {
  sameManagers: 'Secondary manager cannot be the same as primary manager',
  ownManager: 'An employee cannot be their own manager',
  primaryRequired: 'Primary manager is required',
  notAManager: 'Manager must be a manager or admin of the organization',
} as const;

/**
 * Rules for a pair of managers (employee ids): the secondary needs a primary and differs from it,
 * nobody manages themselves, and both must be eligible managers (`isEligibleManager`: an employee of
 * the organization flagged as manager, or whose user is a manager or admin).
 */
export function managerChoiceProblems(
  choice: { employeeId: string | null; primary: string | null; secondary: string | null },
  isEligibleManager: (employeeId: string) => boolean,
): FieldProblem[] {
  const { employeeId, primary, secondary } = choice;
  const m = MANAGER_CHOICE_MESSAGES;
  const details: FieldProblem[] = [];
  if (secondary && !primary)
    details.push({ field: 'primaryManagerId', message: m.primaryRequired });
  if (primary && secondary && primary === secondary) {
    details.push({ field: 'secondaryManagerId', message: m.sameManagers });
  }
  for (const [field, id] of [
    ['primaryManagerId', primary],
    ['secondaryManagerId', secondary],
  ] as const) {
    if (!id) continue;
    if (employeeId && id === employeeId) {
      details.push({ field, message: m.ownManager });
      continue;
    }
    if (!isEligibleManager(id)) details.push({ field, message: m.notAManager });
  }
  return details;
}

/**
 * The managers an update leaves: each one the request names (null clears it), else the current
 * one; `touched` says whether the request names either (only then are they checked).
 */
export function managersAfterUpdate(
  request: { primaryManagerId?: string | null; secondaryManagerId?: string | null },
  current: { primaryManagerId: string | null; secondaryManagerId: string | null } | undefined,
): { touched: boolean; primary: string | null; secondary: string | null } {
  return {
    touched: request.primaryManagerId !== undefined || request.secondaryManagerId !== undefined,
    primary:
      request.primaryManagerId !== undefined
        ? request.primaryManagerId
        : (current?.primaryManagerId ?? null),
    secondary:
      request.secondaryManagerId !== undefined
        ? request.secondaryManagerId
        : (current?.secondaryManagerId ?? null),
  };
}
