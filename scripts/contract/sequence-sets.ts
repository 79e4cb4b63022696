import { AMOUNT_CHECKS } from './checks/amounts';
import { AUDIT_TRAIL_CHECKS } from './checks/audit-trail';
import { AUTH_HARDENING_CHECKS } from './checks/auth-hardening';
import { BODY_KEY_CHECKS } from './checks/body-keys';
import { AMOUNT_TEXT_CHECKS } from './checks/amount-text';
import { CONTROL_TEXT_CHECKS } from './checks/control-text';
import { CYCLE_DATE_CHECKS } from './checks/cycle-dates';
import { FIGURE_CHECKS } from './checks/figures';
import { FORMULA_TEXT_CHECKS } from './checks/formula-text';
import { MATRIX_CHECKS } from './checks/matrix';
import { DRAFT_ANSWER_CHECKS } from './checks/draft-answers';
import { APPROVAL_CHECKS } from './checks/approvals';
import { APPROVER_QUEUE_CHECKS } from './checks/approver-queue';
import { CALIBRATION_DUTY_CHECKS } from './checks/calibration-duties';
import { DIRECTORY_CHECKS } from './checks/directory';
import { PARTICIPANTS_LIST_CHECKS } from './checks/participants-list';
import { EMPLOYEE_ACCOUNT_CHECKS } from './checks/employee-accounts';
import { LEVEL_CHECKS } from './checks/levels';
import { PAY_CUT_CHECKS } from './checks/pay-cuts';
import { PROMOTION_CHECKS } from './checks/promotions';
import { QUERY_INTEGER_CHECKS } from './checks/query-integers';
import { SANE_VALUE_CHECKS } from './checks/sane-values';
import { LETTER_STATE_CHECKS, LETTER_VISIBILITY_CHECKS } from './checks/letters';
import { LAUNCH_CHECKS } from './checks/launch';
import { STALE_LETTER_CHECKS } from './checks/stale-letters';
import { STARTER_SETUP_CHECKS } from './checks/starter-setup';
import { UNIQUENESS_CHECKS } from './checks/uniqueness';
import { TAKEN_NAME_CHECKS } from './checks/taken-names';
import { IDEMPOTENCY_CHECKS } from './checks/idempotency';
import { SAME_IF_MATCH_CHECKS } from './checks/same-if-match';
import { VERSION_CHECKS } from './checks/versions';
import { VISIBILITY_CHECKS } from './checks/visibility';
import { WORKFLOW_STEP_CHECKS } from './checks/workflow-steps';
import { WORK_EMAIL_CHECKS } from './checks/work-email';
import { IMPORT_CURRENCY_CHECKS } from './checks/import-currency';
import type { Category } from './runner';
import { OWN_REVIEW_CHECKS } from './checks/own-review';
import { SEQUENCES, type Sequence } from './sequences';

/** Sequences run after an operation's matrix, keyed by operationId, reported in `category`. */
export interface SequenceSet {
  category: Category;
  /** What the set checks, for a fixture that failed. */
  label: string;
  sequences: Record<string, Sequence>;
}

export const SEQUENCE_SETS: readonly SequenceSet[] = [
  { category: 'state', label: 'fields the caller may not set', sequences: SEQUENCES },
  { category: '400', label: 'integer query parameters', sequences: QUERY_INTEGER_CHECKS },
  { category: '400', label: 'body keys that are no field', sequences: BODY_KEY_CHECKS },
  { category: '400', label: 'a cycle ends after it starts', sequences: CYCLE_DATE_CHECKS },
  { category: '400', label: 'amount cells of an import', sequences: AMOUNT_TEXT_CHECKS },
  {
    category: '400',
    label: 'rating scales, hire dates and a new metric’s order',
    sequences: SANE_VALUE_CHECKS,
  },
  {
    category: '400',
    label: 'control and invisible characters in text',
    sequences: CONTROL_TEXT_CHECKS,
  },
  { category: 'visibility', label: 'who sees pay', sequences: VISIBILITY_CHECKS },
  { category: 'visibility', label: 'drafts stay their writer’s', sequences: DRAFT_ANSWER_CHECKS },
  { category: 'state', label: 'amount limits', sequences: AMOUNT_CHECKS },
  { category: 'state', label: 'pay cuts', sequences: PAY_CUT_CHECKS },
  { category: 'state', label: 'promotions', sequences: PROMOTION_CHECKS },
  { category: 'state', label: 'unique names', sequences: UNIQUENESS_CHECKS },
  { category: 'state', label: 'a taken name on its field', sequences: TAKEN_NAME_CHECKS },
  { category: 'state', label: 'repeated submits', sequences: IDEMPOTENCY_CHECKS },
  { category: 'state', label: 'employees directory', sequences: DIRECTORY_CHECKS },
  { category: 'state', label: 'a cycle’s participants list', sequences: PARTICIPANTS_LIST_CHECKS },
  { category: 'state', label: 'workflow steps', sequences: WORKFLOW_STEP_CHECKS },
  {
    category: 'state',
    label: 'employees without an account',
    sequences: EMPLOYEE_ACCOUNT_CHECKS,
  },
  { category: 'state', label: 'work and personal email', sequences: WORK_EMAIL_CHECKS },
  {
    category: 'state',
    label: 'the currency an imported amount names',
    sequences: IMPORT_CURRENCY_CHECKS,
  },
  { category: 'state', label: 'levels and pay bands', sequences: LEVEL_CHECKS },
  {
    category: 'state',
    label: 'the setup a new organization starts with',
    sequences: STARTER_SETUP_CHECKS,
  },
  { category: 'duties', label: 'approvals', sequences: APPROVAL_CHECKS },
  {
    category: 'duties',
    label: 'approvers decide in their own queue',
    sequences: APPROVER_QUEUE_CHECKS,
  },
  { category: 'duties', label: 'nobody calibrates themselves', sequences: CALIBRATION_DUTY_CHECKS },
  {
    category: 'duties',
    label: 'nobody writes their own manager review',
    sequences: OWN_REVIEW_CHECKS,
  },
  { category: 'version', label: 'stale versions', sequences: VERSION_CHECKS },
  { category: 'version', label: 'saves at the same moment', sequences: SAME_IF_MATCH_CHECKS },
  { category: 'visibility', label: 'who reads a letter', sequences: LETTER_VISIBILITY_CHECKS },
  { category: 'state', label: 'released letters and templates', sequences: LETTER_STATE_CHECKS },
  {
    category: 'state',
    label: 'letters that match their approval',
    sequences: STALE_LETTER_CHECKS,
  },
  { category: 'state', label: 'a launch that tells everyone', sequences: LAUNCH_CHECKS },
  { category: 'state', label: 'figures that agree', sequences: FIGURE_CHECKS },
  { category: 'state', label: 'formula-like text kept as sent', sequences: FORMULA_TEXT_CHECKS },
  { category: 'state', label: 'the merit matrix', sequences: MATRIX_CHECKS },
  { category: 'state', label: 'changes in the audit trail', sequences: AUDIT_TRAIL_CHECKS },
  {
    category: 'auth',
    label: 'sign-in protection and password changes',
    sequences: AUTH_HARDENING_CHECKS,
  },
];
