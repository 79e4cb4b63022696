import * as yup from 'yup';
import { lineText, multilineText } from '@/lib/form-schemas';
import { AMOUNT_MESSAGES, MAX_BUDGET } from '@/lib/amount-limits';
import { teamPoolErrors, type SplitMethod } from '@/lib/budgets';
import { cycleBudgetErrors, type CycleFormValues as RuleValues } from '@/lib/cycles';
import type { ReviewCycle, ReviewCycleInput } from '@/api/resources/review-cycles';

/** Spec 02 §2 "Scope choices are company (Entire Organization), teams (Specific Teams) and individuals (Individuals Only)." */
export const SCOPES = ['company', 'teams', 'individuals'] as const;

/** Spec 02 §2 "Workflow templates are optional, with the options No Review Workflow and No Approval Workflow." */
export const NO_REVIEW_WORKFLOW = 'No Review Workflow';
export const NO_APPROVAL_WORKFLOW = 'No Approval Workflow';

/** Spec 02 §8 save failures, shown inside the form. */
export const CYCLE_SAVE_ERRORS = {
  create: 'Failed to create review cycle',
  update: 'Failed to update review cycle',
} as const;

/** Spec 02 §2: "Changing scope while editing an existing cycle asks for confirmation that progress will be reset." */
export const SCOPE_CHANGE_CONFIRM = {
  title: 'Change scope?',
  message:
    "Changing the scope resets the review progress of this cycle's participants. Do you want to continue?",
  confirmLabel: 'Change Scope',
} as const;

/** The form's schema: every rule is src/lib's cycleBudgetErrors, so the form and the mock give the same messages. */
export const cycleFormSchema = yup
  .object({
    name: lineText().default(''),
    type: yup.string().default(''),
    startDate: yup.string().default(''),
    endDate: yup.string().default(''),
    totalBudget: yup.string().default(''),
    increaseBudget: yup.string().default(''),
    bonusBudget: yup.string().default(''),
    status: yup.string().default(''),
    scope: yup.mixed<(typeof SCOPES)[number]>().oneOf(SCOPES).default('company'),
    teamIds: yup.array(yup.string().required()).default([]),
    employeeIds: yup.array(yup.string().required()).default([]),
    adminOverride: yup.boolean().default(false),
    adminOverrideJustification: multilineText().default(''),
    reviewWorkflowTemplateId: yup.string().default(''),
    approvalWorkflowTemplateId: yup.string().default(''),
    // The budgets split into team pools (off: no pools).
    splitTeams: yup.boolean().default(false),
    poolMethod: yup.mixed<SplitMethod>().oneOf(['even', 'payroll', 'manual']).default('payroll'),
    teamBudgets: yup
      .array(
        yup.object({
          teamId: yup.string().required(),
          teamName: yup.string().default(''),
          increaseBudget: yup.string().default(''),
          bonusBudget: yup.string().default(''),
        }),
      )
      .default([]),
  })
  .test('cycle-rules', 'Invalid review cycle', function check(values) {
    const rules: Record<string, string> = { ...cycleBudgetErrors(values as RuleValues) };
    // The contract's limit on a budget (a number the form would send).
    for (const field of ['totalBudget', 'increaseBudget', 'bonusBudget'] as const) {
      if (!rules[field] && Number(values[field]) > MAX_BUDGET)
        rules[field] = AMOUNT_MESSAGES.budgetTooHigh;
    }
    const errors = Object.entries(rules).map(([path, message]) =>
      this.createError({ path, message }),
    );
    const tooLarge = values.teamBudgets.some(
      (p) => Number(p.increaseBudget) > MAX_BUDGET || Number(p.bonusBudget) > MAX_BUDGET,
    );
    const pools = tooLarge
      ? `Team pools: ${AMOUNT_MESSAGES.budgetTooHigh}`
      : poolErrors(values as CycleFormValues);
    if (pools) errors.push(this.createError({ path: 'teamBudgets', message: pools }));
    return errors.length === 0 ? true : new yup.ValidationError(errors);
  });

export type CycleFormValues = yup.InferType<typeof cycleFormSchema>;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The pools as the contract's teamBudgets (none when the split is off). */
export function toTeamBudgets(
  values: CycleFormValues,
): NonNullable<ReviewCycleInput['teamBudgets']> {
  if (!values.splitTeams) return [];
  return values.teamBudgets.map((pool) => ({
    teamId: pool.teamId,
    increaseBudget: amount(pool.increaseBudget),
    bonusBudget: amount(pool.bonusBudget),
  }));
}

/** The pool rules of src/lib/budgets in one sentence (what differs), or null. */
export function poolErrors(values: CycleFormValues): string | null {
  const errors = teamPoolErrors({
    increaseBudget: amount(values.increaseBudget),
    bonusBudget: amount(values.bonusBudget),
    teamBudgets: toTeamBudgets(values),
  });
  const all = [errors.teamBudgets, errors.increase, errors.bonus].filter(Boolean);
  return all.length ? all.join('. ') : null;
}

/** Form values of a cycle (edit) or of a new one (create). */
export function cycleFormValues(cycle?: ReviewCycle): CycleFormValues {
  if (!cycle) return cycleFormSchema.getDefault() as CycleFormValues;
  return {
    name: cycle.name,
    type: cycle.typeId,
    startDate: cycle.startDate,
    endDate: cycle.endDate,
    totalBudget: text(cycle.totalBudget),
    increaseBudget: text(cycle.increaseBudget),
    bonusBudget: text(cycle.bonusBudget),
    status: cycle.statusId,
    scope: cycle.scope,
    teamIds: [...cycle.teamIds],
    employeeIds: [...cycle.employeeIds],
    adminOverride: cycle.adminOverride,
    adminOverrideJustification: cycle.adminOverrideJustification ?? '',
    reviewWorkflowTemplateId: cycle.reviewWorkflowTemplateId ?? '',
    approvalWorkflowTemplateId: cycle.approvalWorkflowTemplateId ?? '',
    splitTeams: (cycle.teamBudgets ?? []).length > 0,
    poolMethod: 'manual',
    teamBudgets: (cycle.teamBudgets ?? []).map((b) => ({
      teamId: b.teamId,
      teamName: '',
      increaseBudget: text(b.increaseBudget),
      bonusBudget: text(b.bonusBudget),
    })),
  };
}

// Formik hands number inputs back as numbers (or '' when cleared).
const amount = (value: string | number | null | undefined) =>
  value == null || String(value).trim() === '' ? null : Number(value);

/** The POST/PUT body (spec 02 §7): budgets as numbers, status only when editing. */
export function toCycleInput(values: CycleFormValues, editing: boolean): ReviewCycleInput {
  return {
    name: values.name.trim(),
    type: values.type,
    startDate: values.startDate,
    endDate: values.endDate,
    totalBudget: amount(values.totalBudget),
    increaseBudget: amount(values.increaseBudget),
    bonusBudget: amount(values.bonusBudget),
    scope: values.scope,
    teamIds: values.scope === 'teams' ? values.teamIds : [],
    employeeIds: values.scope === 'individuals' ? values.employeeIds : [],
    adminOverride: values.adminOverride,
    adminOverrideJustification: values.adminOverride
      ? values.adminOverrideJustification.trim()
      : null,
    reviewWorkflowTemplateId: values.reviewWorkflowTemplateId || null,
    approvalWorkflowTemplateId: values.approvalWorkflowTemplateId || null,
    teamBudgets: toTeamBudgets(values),
    ...(editing && values.status ? { status: values.status } : {}),
  };
}
