import * as yup from 'yup';
import type { components } from '@/api/schema';
import { AMOUNT_MESSAGES, changePercentError, moneyError } from '@/lib/amount-limits';
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

/** One row of the compensation recommendation form; amount is the change, percent its share of the current value. */
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
  /** Promotion (issue 23): the new level ('' for none) and why the salary may stay under its band. */
  newLevelId: string;
  promotionJustification: string;
}

/** The current value of a compensation type for the participant (null when there is none). */
export type CurrentValueOf = (typeId: string) => number | null;

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
    const current = change.currentValue ?? 0;
    const amount = round2(change.proposedValue - current);
    return {
      type: String(change.type),
      amount: String(amount),
      percent: change.percentChange == null ? '' : toFormNumber(Number(change.percentChange)),
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

/** Spec 02 §5: the percent follows a typed amount, against the current value. */
export function percentForAmount(amount: string, current: number | null): string {
  if (amount === '' || !current || current <= 0) return '';
  return toFormNumber(percentFromValue(Number(amount), current));
}

/** Spec 02 §5: the amount follows a typed percent, against the current value. */
export function amountForPercent(percent: string, current: number | null): string {
  if (percent === '' || !current || current <= 0) return '';
  return toFormNumber(valueFromPercent(Number(percent), current));
}

const given = (text: string) => text.trim() !== '' && !Number.isNaN(Number(text));

/** The change of a row as an amount (from the percent when only that is typed); null when neither is. */
function rowChange(row: CompensationRowValues, current: number | null): number | null {
  if (given(row.amount)) return Number(row.amount);
  if (given(row.percent)) return valueFromPercent(Number(row.percent), current ?? 0);
  return null;
}

/**
 * The amount limits on a row's new value (issue 17): at most 1,000,000,000, not negative, and a change
 * of at most 10,000% of the current value. Null when the row is fine or not filled in.
 */
export function rowAmountError(row: CompensationRowValues, current: number | null): string | null {
  const change = rowChange(row, current);
  if (change === null || row.type === '') return null;
  if (!Number.isFinite(change)) return AMOUNT_MESSAGES.notFinite;
  const next = (current ?? 0) + change;
  return moneyError(next) ?? changePercentError(next, current);
}

/** The first row's amount problem, for the form's errors (the row shows it on its field). */
export function amountErrors(
  values: StageFormValues,
  currentValueOf: CurrentValueOf,
): { compensationChanges?: string } {
  for (const row of values.compensationChanges) {
    const problem = rowAmountError(row, row.type ? currentValueOf(row.type) : null);
    if (problem) return { compensationChanges: `New value: ${problem}` };
  }
  return {};
}

/** Whether the compensation section holds anything (a draft then saves it too). */
export function hasCompensationInput(values: StageFormValues): boolean {
  return (
    values.justification.trim() !== '' ||
    values.newLevelId !== '' ||
    values.compensationChanges.some((r) => r.type !== '' || r.amount !== '' || r.percent !== '')
  );
}

/** Rows complete enough to send: a type and an amount or percent; proposedValue is the new value. */
export function toCompensationChanges(
  rows: readonly CompensationRowValues[],
  currentValueOf: CurrentValueOf,
  typeNameOf: (typeId: string) => string,
): CompensationChangeInput[] {
  return rows
    .filter((row) => row.type !== '' && (given(row.amount) || given(row.percent)))
    .map((row) => {
      const current = currentValueOf(row.type);
      const amount = given(row.amount)
        ? Number(row.amount)
        : valueFromPercent(Number(row.percent), current ?? 0);
      return {
        type: row.type,
        typeName: typeNameOf(row.type),
        currentValue: current,
        proposedValue: round2((current ?? 0) + amount),
        percentChange: current && current > 0 ? percentFromValue(amount, current) : null,
        override: row.override,
      };
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
            proposedValue: r.amount,
            percentChange: r.percent,
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
