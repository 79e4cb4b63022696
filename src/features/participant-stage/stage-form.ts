import * as yup from 'yup';
import type { components } from '@/api/schema';
import { amountInputError, amountValue } from '@/lib/amount-input';
import {
  AMOUNT_MESSAGES,
  changePercentError,
  decreaseJustificationError,
  isPayDecrease,
  moneyError,
  salaryRowProblem,
  type SanityOverride,
} from '@/lib/amount-limits';
import { isBonusTypeName, isSalaryTypeName } from '@/lib/compensation';
import { validateMetricValue } from '@/lib/metric-value';
import {
  COMPENSATION_CHANGE_MESSAGES,
  compensationChangeErrors,
  percentFromValue,
  valueFromPercent,
} from '@/lib/recommendations';

export type StageMetric = components['schemas']['PerformanceMetric'];
export type MetricResponse = components['schemas']['MetricResponse'];
export type MetricEntry = components['schemas']['MetricResponseInput'];
export type CompensationData = components['schemas']['CompensationData'];
export type CompensationChangeInput = components['schemas']['CompensationChange'];
export type StageSubmitStatus = components['schemas']['CompensationDataStatus'];

/**
 * One row of the compensation recommendation form, as typed (src/lib/amount-input reads it): amount
 * is the change, percent its share of the current value; a one-off row's amount is what is paid.
 */
export interface CompensationRowValues {
  type: string;
  amount: string;
  percent: string;
  override: boolean;
}

export interface StageFormValues {
  /** Metric id → value as typed (checkbox values comma-joined). */
  metrics: Record<string, string>;
  compensationChanges: CompensationRowValues[];
  justification: string;
  /** Guardrails: why the recommendation is outside the guideline or over budget. */
  exceptionJustification: string;
  /** Guardrails (admin only): let a hard breach through. */
  adminOverride: boolean;
  /** Promotion: the new level ('' for none) and why the salary may stay under its band. */
  newLevelId: string;
  promotionJustification: string;
}

/** The current value of a compensation type for the participant (null when there is none). */
export type CurrentValueOf = (typeId: string) => number | null;

/** How a row's amount reads against its type. */
export interface RowTerms {
  /** The type's value now: the current salary; for a one-off type the last payment. Null: none. */
  current: number | null;
  /**
   * A one-off payment (bonus, commission): the amount typed is what is paid, never added to the
   * last one, and it has no percent.
   */
  oneOff: boolean;
  /** A salary type: its change is the raise the sanity limit reads. */
  salary: boolean;
}

export type RowTermsOf = (typeId: string) => RowTerms;

/** The terms of each type, from its current value and its name. */
export const rowTermsOf =
  (currentValueOf: CurrentValueOf, typeNameOf: (typeId: string) => string): RowTermsOf =>
  (typeId) => {
    const name = typeId ? typeNameOf(typeId) : '';
    return {
      current: typeId ? currentValueOf(typeId) : null,
      oneOff: isBonusTypeName(name),
      salary: isSalaryTypeName(name),
    };
  };

export const EMPTY_COMPENSATION_ROW: CompensationRowValues = {
  type: '',
  amount: '',
  percent: '',
  override: false,
};

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Spec 02 §9: "Percentages have ... 2 decimals in the form." */
export const toFormNumber = (n: number) => n.toFixed(2);

/** The form's starting values: saved answers, saved compensation rows (one empty row when none). */
export function initialStageValues(
  metrics: readonly StageMetric[],
  responses: readonly MetricResponse[],
  compensation: CompensationData | null | undefined,
): StageFormValues {
  const saved = new Map(responses.map((r) => [r.metricId, r.value]));
  const rows = (compensation?.compensationChanges ?? []).map((change): CompensationRowValues => {
    // A one-off row (a bonus) holds the amount paid, with no percent.
    const oneOff = isBonusTypeName(change.typeName ?? '');
    const current = oneOff ? 0 : (change.currentValue ?? 0);
    const amount = round2(change.proposedValue - current);
    return {
      type: String(change.type),
      amount: String(amount),
      percent:
        oneOff || change.percentChange == null ? '' : toFormNumber(Number(change.percentChange)),
      override: change.override ?? false,
    };
  });
  return {
    metrics: Object.fromEntries(metrics.map((m) => [m.id, saved.get(m.id) ?? ''])),
    compensationChanges: rows.length > 0 ? rows : [{ ...EMPTY_COMPENSATION_ROW }],
    justification: compensation?.justification ?? '',
    exceptionJustification: compensation?.exceptionJustification ?? '',
    adminOverride: compensation?.adminOverride ?? false,
    newLevelId: compensation?.newLevelId ?? '',
    promotionJustification: compensation?.promotionJustification ?? '',
  };
}

/** Spec 02 §5: the percent follows a typed amount, against the current value ('' when it cannot). */
export function percentForAmount(amount: string, current: number | null): string {
  const value = amountValue(amount, 'money');
  if (value === null || !current || current <= 0) return '';
  return toFormNumber(percentFromValue(value, current));
}

/** Spec 02 §5: the amount follows a typed percent, against the current value ('' when it cannot). */
export function amountForPercent(percent: string, current: number | null): string {
  const value = amountValue(percent, 'percent');
  if (value === null || !current || current <= 0) return '';
  return toFormNumber(valueFromPercent(value, current));
}

/**
 * The change a row's fields give: the amount typed, else the percent of the current value (a
 * one-off row has none); null when neither holds a number.
 */
export function rowAmount(row: CompensationRowValues, terms: RowTerms): number | null {
  const amount = amountValue(row.amount, 'money');
  if (amount !== null || terms.oneOff) return amount;
  const percent = amountValue(row.percent, 'percent');
  return percent !== null && terms.current ? valueFromPercent(percent, terms.current) : null;
}

/** The value after the row: a one-off row's amount is what is paid; otherwise the current value plus the change. */
export function rowNewValue(row: CompensationRowValues, terms: RowTerms): number | null {
  const change = rowAmount(row, terms);
  if (change === null) return null;
  return terms.oneOff ? change : round2((terms.current ?? 0) + change);
}

/** A row's problems, by the field that shows them (the amount field shows newValue's too). */
export interface RowErrors {
  amount?: string;
  percent?: string;
  newValue?: string;
}

/**
 * What is wrong with a row as typed: a field that is not a number (src/lib/amount-input), the new
 * value past the contract's limits (at most 1,000,000,000, not negative, a change of at most
 * 10,000% of the current value), a salary row's new value of 0, and its raise past the sanity
 * limit or cut past the large-change limit unless an admin overrides it. Empty when the row is
 * fine or not filled in.
 */
export function rowErrors(
  row: CompensationRowValues,
  terms: RowTerms,
  override: SanityOverride,
): RowErrors {
  const amount = amountInputError(row.amount, 'money');
  const percent = terms.oneOff ? null : amountInputError(row.percent, 'percent');
  if (amount || percent) return { ...(amount && { amount }), ...(percent && { percent }) };
  const next = rowNewValue(row, terms);
  if (next === null || row.type === '') return {};
  if (!Number.isFinite(next)) return { newValue: AMOUNT_MESSAGES.notFinite };
  const limit = moneyError(next) ?? (terms.oneOff ? null : changePercentError(next, terms.current));
  if (limit) return { newValue: limit };
  if (!terms.salary) return {};
  const problem = salaryRowProblem(next, terms.current, override);
  return problem?.field === 'amount' ? { amount: problem.message } : {};
}

const FIELD_LABELS: Record<keyof RowErrors, string> = {
  amount: 'Change amount',
  percent: 'Change percent',
  newValue: 'New value',
};

/**
 * The first row's problem for the form's errors, named by its field ('Change amount: Enter an
 * amount like 5,500.00', 'New value: Must be at most 1,000,000,000'; the row shows it on the
 * field), and an admin override of a salary row's limit without its justification.
 */
export function amountErrors(
  values: StageFormValues,
  termsOf: RowTermsOf,
  override: SanityOverride,
): { compensationChanges?: string; exceptionJustification?: string } {
  for (const row of values.compensationChanges) {
    const errors = rowErrors(row, termsOf(row.type), override);
    const field = (['amount', 'percent', 'newValue'] as const).find((f) => errors[f]);
    if (field) return { compensationChanges: `${FIELD_LABELS[field]}: ${errors[field]}` };
  }
  for (const row of values.compensationChanges) {
    const terms = termsOf(row.type);
    const next = rowNewValue(row, terms);
    if (!terms.salary || next === null) continue;
    const problem = salaryRowProblem(next, terms.current, override);
    if (problem?.field === 'exceptionJustification')
      return { exceptionJustification: problem.message };
  }
  return {};
}

/** Whether a salary row as typed lowers the salary (a pay cut, which says why on submit). */
export function lowersPay(values: StageFormValues, termsOf: RowTermsOf): boolean {
  return values.compensationChanges.some((row) => {
    const terms = termsOf(row.type);
    const next = terms.salary ? rowNewValue(row, terms) : null;
    return next !== null && isPayDecrease(next, terms.current);
  });
}

/** A submission's rule on a pay cut: the exception justification says why. */
export function decreaseErrors(
  values: StageFormValues,
  termsOf: RowTermsOf,
): { exceptionJustification?: string } {
  const message = decreaseJustificationError(
    lowersPay(values, termsOf),
    values.exceptionJustification,
  );
  return message ? { exceptionJustification: message } : {};
}

/** Whether the compensation section holds anything (a draft then saves it too). */
export function hasCompensationInput(values: StageFormValues): boolean {
  return (
    values.justification.trim() !== '' ||
    values.newLevelId !== '' ||
    values.compensationChanges.some((r) => r.type !== '' || r.amount !== '' || r.percent !== '')
  );
}

/**
 * Rows complete enough to send: a type and an amount or percent; proposedValue is the new value
 * (for a one-off row the amount paid, with no percent).
 */
export function toCompensationChanges(
  rows: readonly CompensationRowValues[],
  currentValueOf: CurrentValueOf,
  typeNameOf: (typeId: string) => string,
): CompensationChangeInput[] {
  const termsOf = rowTermsOf(currentValueOf, typeNameOf);
  return rows.flatMap((row) => {
    const terms = termsOf(row.type);
    const amount = row.type === '' ? null : rowAmount(row, terms);
    const proposedValue = amount === null ? null : rowNewValue(row, terms);
    if (amount === null || proposedValue === null) return [];
    const { current } = terms;
    return [
      {
        type: row.type,
        typeName: typeNameOf(row.type),
        currentValue: current,
        proposedValue,
        percentChange:
          !terms.oneOff && current && current > 0 ? percentFromValue(amount, current) : null,
        override: row.override,
      },
    ];
  });
}

/** Spec 02 §7: "Only non-empty values are sent", each with the participant's employee and cycle ids. */
export function toMetricEntries(
  values: StageFormValues,
  metrics: readonly StageMetric[],
  participant: { employeeId: string; cycleId: string },
): MetricEntry[] {
  return metrics
    .map((m) => ({ metricId: m.id, value: String(values.metrics[m.id] ?? '').trim() }))
    .filter((e) => e.value !== '')
    .map((e) => ({ ...e, employeeId: participant.employeeId, reviewCycleId: participant.cycleId }));
}

/** The server's per-entry problems (`entries[i].value`, `metrics.{id}`) as errors by metric id. */
export function metricErrorsFromDetails(
  details: readonly { field: string; message: string }[] | undefined,
  sent: readonly MetricEntry[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details ?? []) {
    const byIndex = /^entries\[(\d+)\]\.value$/.exec(detail.field);
    const metricId = byIndex
      ? sent[Number(byIndex[1])]?.metricId
      : /^metrics\.(.+)$/.exec(detail.field)?.[1];
    if (metricId) errors[metricId] = detail.message.replace(/^[^:]+: /, '');
  }
  return errors;
}

export interface StageSchemaContext {
  /** Submit for Approval checks required fields; Save Draft does not. */
  submit: boolean;
}

/**
 * The stage form's rules: each metric's value by its type (spec 02 §5 "Metric fields in the stage
 * form", required only on submit); on a manager review the compensation rules ("Please provide at
 * least one compensation change.", "Justification is required."), on submit or once anything is typed.
 */
export function buildStageFormSchema(metrics: readonly StageMetric[], withCompensation: boolean) {
  const metricShape = Object.fromEntries(
    metrics.map((metric) => [
      metric.id,
      yup
        .string()
        .default('')
        .test('metric-value', '', function check(value) {
          const { submit } = (this.options.context ?? {}) as Partial<StageSchemaContext>;
          const rules = submit
            ? metric.validationRules
            : { ...metric.validationRules, required: false };
          const problem = validateMetricValue({ ...metric, validationRules: rules }, value ?? '');
          return problem ? this.createError({ message: problem }) : true;
        }),
    ]),
  );
  const checksCompensation = (context: unknown, root: StageFormValues) =>
    withCompensation &&
    ((context as Partial<StageSchemaContext> | undefined)?.submit === true ||
      hasCompensationInput(root));
  return yup.object({
    metrics: yup.object(metricShape),
    compensationChanges: yup
      .array()
      .test('changes', COMPENSATION_CHANGE_MESSAGES.changeRequired, function check(rows) {
        const root = this.parent as StageFormValues;
        if (!checksCompensation(this.options.context, root)) return true;
        const changes = (rows ?? []) as CompensationRowValues[];
        return !compensationChangeErrors({
          compensationChanges: changes.map((r) => ({
            type: r.type,
            proposedValue: amountValue(r.amount, 'money'),
            percentChange: amountValue(r.percent, 'percent'),
          })),
          justification: 'given',
        }).compensationChanges;
      }),
    justification: yup
      .string()
      .default('')
      .test(
        'justification',
        COMPENSATION_CHANGE_MESSAGES.justificationRequired,
        function check(value) {
          const root = this.parent as StageFormValues;
          if (!checksCompensation(this.options.context, root)) return true;
          return !compensationChangeErrors({
            compensationChanges: [],
            justification: value,
          }).justification;
        },
      ),
  });
}
