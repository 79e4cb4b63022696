import { toDateKey } from './dates';
import { statusKey } from './status';

/** The fields of a review cycle these rules read; the API type and the mock's records both fit. */
export interface CycleLike {
  status?: { name?: string | null } | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** Spec 01 §4: status names (case-insensitive) that make a cycle active. */
export const ACTIVE_CYCLE_STATUS_NAMES = [
  'in progress',
  'active',
  'started',
  'running',
  'open',
] as const;

/** Status names of a cycle that has ended on purpose; such a cycle is never overdue (see Locking, spec 02 §4). */
export const FINISHED_CYCLE_STATUS_NAMES = ['completed', 'closed'] as const;

/**
 * Spec 01 §4: "A review cycle counts as active when its status name (case-insensitive) is one of in progress,
 * active, started, running, open. With no status name it is active when today falls between start and end
 * dates." Both dates are inclusive.
 */
export function isCycleActive(cycle: CycleLike, now: Date): boolean {
  const name = statusKey(cycle.status?.name);
  if (name) return (ACTIVE_CYCLE_STATUS_NAMES as readonly string[]).includes(name);
  const today = toDateKey(now);
  const start = toDateKey(cycle.startDate);
  const end = toDateKey(cycle.endDate);
  if (!today || !start || !end) return false;
  return start <= today && today <= end;
}

/** Spec 01 §4: "The employee's current review is the first active cycle." */
export function currentCycle<T extends CycleLike>(cycles: readonly T[], now: Date): T | undefined {
  return cycles.find((cycle) => isCycleActive(cycle, now));
}

/**
 * Spec 01 §9 overdue review cycles: "end date passed, status not completed". The end date itself is not
 * yet passed. A Closed cycle counts as finished too.
 */
export function isCycleOverdue(cycle: CycleLike, now: Date): boolean {
  const today = toDateKey(now);
  const end = toDateKey(cycle.endDate);
  if (!today || !end || end >= today) return false;
  return !(FINISHED_CYCLE_STATUS_NAMES as readonly string[]).includes(
    statusKey(cycle.status?.name),
  );
}

/** Spec 02 §2/§9 "Scope choices are company (Entire Organization), teams (Specific Teams) and individuals (Individuals Only)". */
export const CYCLE_SCOPE_LABELS = {
  company: 'Entire Organization',
  teams: 'Specific Teams',
  individuals: 'Individuals Only',
} as const;

export type CycleScope = keyof typeof CYCLE_SCOPE_LABELS;

/** Spec 02 §2 detail header: "a scope badge (Teams, Individuals or Company)". */
export const CYCLE_SCOPE_BADGES: Record<CycleScope, string> = {
  company: 'Company',
  teams: 'Teams',
  individuals: 'Individuals',
};

/** Spec 02 §4: "A new cycle starts as Draft." */
export const NEW_CYCLE_STATUS_NAME = 'Draft';

/** Spec 02 §5 Cycle form messages, exactly as the spec words them. */
export const CYCLE_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be after start date',
  totalBudgetPositive: 'Total budget must be greater than 0',
  increaseBudgetNegative: 'Increase budget cannot be negative',
  bonusBudgetNegative: 'Bonus budget cannot be negative',
  budgetsExceedTotal: 'Total of increase and bonus budgets cannot exceed total budget',
  teamsRequired: 'Select at least one team',
  employeesRequired: 'Select at least one employee',
  justificationRequired: 'Justification is required for admin override',
} as const;

type BudgetInput = number | string | null | undefined;

/** The cycle form's values (also the POST/PUT body); budgets may still be '' while typed. */
export interface CycleFormValues {
  name?: string | null;
  type?: unknown;
  startDate?: string | null;
  endDate?: string | null;
  totalBudget?: BudgetInput;
  increaseBudget?: BudgetInput;
  bonusBudget?: BudgetInput;
  scope?: string | null;
  teamIds?: readonly unknown[] | null;
  employeeIds?: readonly unknown[] | null;
  adminOverride?: boolean | null;
  adminOverrideJustification?: string | null;
}

export type CycleFormField =
  | 'name'
  | 'type'
  | 'startDate'
  | 'endDate'
  | 'totalBudget'
  | 'increaseBudget'
  | 'bonusBudget'
  | 'teamIds'
  | 'employeeIds'
  | 'adminOverrideJustification';

export type CycleFormErrors = Partial<Record<CycleFormField, string>>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A budget "if given": undefined when blank, NaN when not a number. */
function budget(value: BudgetInput): number | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'number' ? value : Number(value);
}

/**
 * Spec 02 §5 Cycle form rules, one message per field (the first rule that fails):
 * name, type, start and end date required; "End before start: End date must be after start date" (an
 * end on the start day is not after it, and the contract refuses it too); total budget "if given, must be a number above 0"; increase and bonus budget
 * "if given, must not be negative"; "When all three budgets are given, increase plus bonus must not exceed
 * the total" (reported on bonusBudget); scope teams needs a team, scope individuals an employee; admin
 * override needs justification text. Shared by the client's yup schema and the mock's 400 responses.
 */
export function cycleBudgetErrors(values: CycleFormValues): CycleFormErrors {
  const m = CYCLE_FORM_MESSAGES;
  const errors: CycleFormErrors = {};
  if (isBlank(values.name)) errors.name = m.nameRequired;
  if (isBlank(values.type)) errors.type = m.typeRequired;

  const start = toDateKey(values.startDate);
  const end = toDateKey(values.endDate);
  if (!start) errors.startDate = m.startDateRequired;
  if (!end) errors.endDate = m.endDateRequired;
  else if (start && end <= start) errors.endDate = m.endBeforeStart;

  const total = budget(values.totalBudget);
  const increase = budget(values.increaseBudget);
  const bonus = budget(values.bonusBudget);
  if (total !== undefined && !(total > 0)) errors.totalBudget = m.totalBudgetPositive;
  if (increase !== undefined && !(increase >= 0)) errors.increaseBudget = m.increaseBudgetNegative;
  if (bonus !== undefined && !(bonus >= 0)) errors.bonusBudget = m.bonusBudgetNegative;
  if (
    total !== undefined &&
    increase !== undefined &&
    bonus !== undefined &&
    !errors.totalBudget &&
    !errors.increaseBudget &&
    !errors.bonusBudget &&
    increase + bonus > total
  ) {
    errors.bonusBudget = m.budgetsExceedTotal;
  }

  if (values.scope === 'teams' && !values.teamIds?.length) errors.teamIds = m.teamsRequired;
  if (values.scope === 'individuals' && !values.employeeIds?.length)
    errors.employeeIds = m.employeesRequired;
  if (values.adminOverride && isBlank(values.adminOverrideJustification)) {
    errors.adminOverrideJustification = m.justificationRequired;
  }
  return errors;
}
