import {
  AMOUNT_MESSAGES,
  largeChangeLimit,
  LARGE_CHANGE_PERCENT,
  MAX_MONEY,
} from './amount-limits';
import type { ApprovalStepLike } from './progress';
import { isReturnedToManager } from './after-decision';
import { isBonusTypeName, isSalaryTypeName } from './compensation';
import { normalizeDisplayStatus } from './status';

/** What a participants-table row offers the current user (spec 02 §4 Recommendation actions). */
export type RecommendationRowState =
  'can_decide' | 'can_undo' | 'approved' | 'rejected' | 'waiting';

/** Texts of the non-action row states. */
export const RECOMMENDATION_STATE_LABELS = {
  approved: 'Approved',
  rejected: 'Rejected',
  waiting: 'Waiting for Review',
} as const;

export interface RecommendationRowInput {
  participantStatus: string | null | undefined;
  approvalSteps: readonly ApprovalStepLike[] | null | undefined;
  currentUserEmployeeId: string | number | null | undefined;
  /** Whether the user may approve at all (canApprove); when false the row only shows the outcome. */
  canDecide?: boolean;
}

/**
 * "Actions apply when the participant status is Pending Approval or Completed." A rejected
 * recommendation sends the review back to its manager (the participant is In Progress, see
 * src/lib/after-decision) and keeps its actions: "After approving or rejecting, the user can Undo".
 */
export function isEligibleForApproval(
  participantStatus: string | null | undefined,
  recommendationStatus?: string | null,
): boolean {
  if (isReturnedToManager(recommendationStatus)) return true;
  const status = normalizeDisplayStatus(participantStatus);
  return status === 'Pending Approval' || status === 'Completed';
}

/** The current user's own decision, "found by their employeeId"; undefined when not decided. */
export function ownDecision(
  approvalSteps: readonly ApprovalStepLike[] | null | undefined,
  employeeId: string | number | null | undefined,
): boolean | undefined {
  if (employeeId == null) return undefined;
  const step = (approvalSteps ?? []).find(
    (s) => s.approverId != null && String(s.approverId) === String(employeeId),
  );
  return typeof step?.decision === 'boolean' ? step.decision : undefined;
}

/**
 * Spec 02 §4 Recommendation actions: actions apply when the participant status is Pending Approval or
 * Completed; "A current user with no decision can Approve or Reject" (can_decide); "After approving or
 * rejecting, the user can Undo" (can_undo); "Otherwise the row shows Approved (some approval and no
 * rejection), Rejected (any rejection), or Waiting for Review when the participant is not yet eligible".
 * A user who may not decide sees the outcome, or Waiting for Review while nobody has decided.
 */
export function recommendationRowState({
  participantStatus,
  approvalSteps,
  currentUserEmployeeId,
  canDecide = true,
}: RecommendationRowInput): RecommendationRowState {
  const rejected = (approvalSteps ?? []).some((s) => s.decision === false);
  if (!isEligibleForApproval(participantStatus, rejected ? 'rejected' : null)) return 'waiting';
  if (canDecide)
    return ownDecision(approvalSteps, currentUserEmployeeId) === undefined
      ? 'can_decide'
      : 'can_undo';
  const steps = approvalSteps ?? [];
  if (steps.some((s) => s.decision === false)) return 'rejected';
  return steps.some((s) => s.decision === true) ? 'approved' : 'waiting';
}

/** Spec 02 §3 "Rejection reasons (value: label)". */
export const REJECTION_REASONS = [
  { value: 'budget', label: 'Exceeds budget allocation' },
  { value: 'performance', label: "Performance doesn't justify increase" },
  { value: 'market', label: 'Above market rate' },
  { value: 'timing', label: 'Poor timing for increase' },
  { value: 'other', label: 'Other' },
] as const;

export type RejectionReason = (typeof REJECTION_REASONS)[number]['value'];

/** Reject dialog messages (the spec only says both are required; these are the contract's texts). */
export const REJECTION_MESSAGES = {
  reasonRequired: 'Reason is required',
  commentsRequired: 'Comments are required',
} as const;

/** Spec 02 §5 Reject dialog: "The reason and the detailed comments are both required." */
export function rejectionErrors(input: { reason?: string | null; comments?: string | null }): {
  reason?: string;
  comments?: string;
} {
  const errors: { reason?: string; comments?: string } = {};
  if (!REJECTION_REASONS.some((r) => r.value === input.reason)) {
    errors.reason = REJECTION_MESSAGES.reasonRequired;
  }
  if (!input.comments?.trim()) errors.comments = REJECTION_MESSAGES.commentsRequired;
  return errors;
}

/** RejectRequest.comments maxLength in openapi.yaml: the box stops there and counts. */
export const REJECTION_COMMENTS_MAX = 2000;

/** Spec 02 §5 Reject dialog: "The button stays disabled until both are filled." */
export function canSubmitRejection(
  reason: string | null | undefined,
  comments: string | null | undefined,
): boolean {
  return Object.keys(rejectionErrors({ reason, comments })).length === 0;
}

/** Spec 02 §7: the undo call's "text is fixed: Undone by admin". */
export const UNDO_COMMENT = 'Undone by admin';

/** Spec 02 §9: "Minimum reason length: 10 characters." */
export const MIN_REASON_LENGTH = 10;
/** Spec 02 §9: "Amount input step: 100." */
export const AMOUNT_STEP = 100;

/** Spec 02 §5 Edit recommendation dialog messages; 'Amount is required' covers an empty amount, which the spec leaves open. */
export const EDIT_RECOMMENDATION_MESSAGES = {
  amountRequired: 'Amount is required',
  amountNegative: 'Amount cannot be negative',
  amountTooHigh: `Amount seems unusually high (>${LARGE_CHANGE_PERCENT}% of current salary)`,
  reasonRequired: 'Reason for change is required',
  reasonTooShort: 'Please provide a more detailed explanation (at least 10 characters)',
} as const;

export interface EditRecommendationInput {
  amount: number | string | null | undefined;
  currentSalary: number | null | undefined;
  reason: string | null | undefined;
}

/**
 * Spec 02 §5 Edit recommendation dialog: "The amount must not be negative", "must not exceed 50 percent of
 * the current salary" (checked when the salary is known: the large-change limit of amount-limits, which
 * the admin's edit refuses outright while a manager's submission needs an admin override), "The reason is required", "needs at least 10
 * characters" (trimmed).
 */
export function editRecommendationErrors({
  amount,
  currentSalary,
  reason,
}: EditRecommendationInput) {
  const m = EDIT_RECOMMENDATION_MESSAGES;
  const errors: { amount?: string; reason?: string } = {};
  const value = amount === '' || amount == null ? Number.NaN : Number(amount);
  if (Number.isNaN(value)) errors.amount = m.amountRequired;
  else if (value < 0) errors.amount = m.amountNegative;
  else if (!(value <= MAX_MONEY)) errors.amount = AMOUNT_MESSAGES.moneyTooHigh;
  else if (currentSalary != null && value > largeChangeLimit(currentSalary))
    errors.amount = m.amountTooHigh;
  const text = reason?.trim() ?? '';
  if (!text) errors.reason = m.reasonRequired;
  else if (text.length < MIN_REASON_LENGTH) errors.reason = m.reasonTooShort;
  return errors;
}

/** Spec 02 §7 edit body: "proposedSalary (current plus increase)". */
export function proposedSalary(currentSalary: number, increase: number): number {
  return roundTo(currentSalary + increase, 2);
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The percent an amount of change is of the current value (rounded to 2 decimals, as the form shows);
 * 0 when the current value is not positive. Spec 02 §5: "The percent and the value are recomputed from each
 * other against the current value."
 */
export function percentFromValue(value: number, current: number): number {
  return current > 0 ? roundTo((value / current) * 100, 2) : 0;
}

/** The amount of change a percent of the current value gives (rounded to cents). */
export function valueFromPercent(percent: number, current: number): number {
  return roundTo((current * percent) / 100, 2);
}

/** Spec 02 §5 Compensation recommendation form messages. */
export const COMPENSATION_CHANGE_MESSAGES = {
  changeRequired: 'Please provide at least one compensation change.',
  justificationRequired: 'Justification is required.',
} as const;

/** A compensation change row (spec 02 §3): type, typeName, proposedValue, percentChange, override. */
export interface CompensationChangeLike {
  type?: string | number | null;
  proposedValue?: number | string | null;
  percentChange?: number | string | null;
}

const isGiven = (value: number | string | null | undefined) =>
  value != null && value !== '' && !Number.isNaN(Number(value));

/**
 * Spec 02 §5: "At least one change with a type and a value or percent is required (Please provide at least
 * one compensation change.)"; "A justification is required (Justification is required.)".
 */
export function compensationChangeErrors(input: {
  compensationChanges?: readonly CompensationChangeLike[] | null;
  justification?: string | null;
}) {
  const errors: { compensationChanges?: string; justification?: string } = {};
  const complete = (input.compensationChanges ?? []).some(
    (c) =>
      c.type != null && c.type !== '' && (isGiven(c.proposedValue) || isGiven(c.percentChange)),
  );
  if (!complete) errors.compensationChanges = COMPENSATION_CHANGE_MESSAGES.changeRequired;
  if (!input.justification?.trim())
    errors.justification = COMPENSATION_CHANGE_MESSAGES.justificationRequired;
  return errors;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A compensation change row as a submission holds it: its type's name and its values. */
export interface CompensationChangeRow {
  typeName: string;
  currentValue: number | null;
  proposedValue: number;
}

/**
 * What a submission's rows amount to, in cents: the increase (each salary row's proposed value
 * less its current value, the employee's `currentSalary` when the row has none) and the bonus (the
 * bonus rows' proposed values); `hasSalary` says whether any row is a salary row.
 */
export function changeTotals(
  changes: readonly CompensationChangeRow[],
  currentSalary: number,
): { increase: number; bonus: number; hasSalary: boolean } {
  const salaryRows = changes.filter((c) => isSalaryTypeName(c.typeName));
  const bonusRows = changes.filter((c) => isBonusTypeName(c.typeName));
  return {
    increase: round2(
      salaryRows.reduce((sum, c) => sum + (c.proposedValue - (c.currentValue ?? currentSalary)), 0),
    ),
    bonus: round2(bonusRows.reduce((sum, c) => sum + c.proposedValue, 0)),
    hasSalary: salaryRows.length > 0,
  };
}
