/** Spec 02 §3 "scaleType values and labels". */
export const METRIC_SCALE_TYPE_LABELS = {
  numeric: 'Rating',
  binary: 'Yes/No',
  custom: 'Dropdown',
  text: 'Text',
  textarea: 'Long Text',
  checkbox: 'Multiple Choice',
  radio: 'Single Choice',
  date: 'Date',
} as const;

export type MetricScaleType = keyof typeof METRIC_SCALE_TYPE_LABELS;

export function isMetricScaleType(value: unknown): value is MetricScaleType {
  return typeof value === 'string' && value in METRIC_SCALE_TYPE_LABELS;
}

/** The label of a scale type; an unknown type is shown as given. */
export function metricScaleTypeLabel(scaleType: string | null | undefined): string {
  return isMetricScaleType(scaleType) ? METRIC_SCALE_TYPE_LABELS[scaleType] : (scaleType ?? '');
}

/** Spec 01 §5: options are required "for dropdown, multiple choice and single choice". */
export function needsOptions(scaleType: string | null | undefined): boolean {
  return scaleType === 'custom' || scaleType === 'checkbox' || scaleType === 'radio';
}

/** Spec 01 §5: "options required (one per line, blank lines dropped)"; each line is trimmed. */
export function parseOptions(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The options as the metric form's textarea shows them, one per line. */
export function formatOptions(options: readonly string[] | null | undefined): string {
  return (options ?? []).join('\n');
}

/** Spec 01 §5/§9 metric form defaults: "Default numeric range 0 to 5, order 0"; spec 02 §9 checkbox minSelections 0. */
export const METRIC_FORM_DEFAULTS = {
  order: 0,
  minValue: 0,
  maxValue: 5,
  minSelections: 0,
} as const;

/**
 * A rating scale's bounds (contract: minValue and maxValue within 0 to 100): the stage form's own
 * default scale, 0 to 100 in steps of 1, is the widest the spec names; wider is a slip.
 */
export const METRIC_SCALE_LIMITS = { min: 0, max: 100 } as const;

/**
 * The order a new metric gets (the form's default, and the server's when none is sent): one past
 * the highest, so it lists after the existing metrics; spec 01 §5's "order 0" for the first.
 */
export function nextMetricOrder(metrics: readonly { order: number }[]): number {
  if (metrics.length === 0) return METRIC_FORM_DEFAULTS.order;
  return Math.max(...metrics.map((m) => m.order)) + 1;
}

/** Spec 02 §5: "numeric uses min and max, defaulting to 0 to 100 with step 1" in the stage form. */
export const STAGE_NUMERIC_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

/** Spec 02 §9: "Checkbox metric minSelections defaults to 0." */
export const CHECKBOX_MIN_SELECTIONS_DEFAULT = 0;

/** Spec 02 §5: "binary offers Yes and No." */
export const BINARY_OPTIONS = ['Yes', 'No'] as const;

export interface MetricValidationRules {
  required?: boolean | null;
  min?: number | null;
  max?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
  minSelections?: number | null;
  maxSelections?: number | null;
  minDate?: string | null;
  maxDate?: string | null;
}

/** The metric fields the value rules read (spec 02 §3 Performance metric). */
export interface MetricLike {
  scaleType?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
  options?: readonly string[] | null;
  validationRules?: MetricValidationRules | null;
}

/** The stage form's numeric range: the metric's min/max value, else its rules, else 0 to 100, step 1. */
export function numericBounds(metric: MetricLike): { min: number; max: number; step: number } {
  const rules = metric.validationRules;
  return {
    min: metric.minValue ?? rules?.min ?? STAGE_NUMERIC_DEFAULTS.min,
    max: metric.maxValue ?? rules?.max ?? STAGE_NUMERIC_DEFAULTS.max,
    step: STAGE_NUMERIC_DEFAULTS.step,
  };
}

/** Checkbox selection limits: minSelections defaults to 0, no maximum unless maxSelections is set. */
export function selectionBounds(metric: MetricLike): { min: number; max: number | null } {
  return {
    min: metric.validationRules?.minSelections ?? CHECKBOX_MIN_SELECTIONS_DEFAULT,
    max: metric.validationRules?.maxSelections ?? null,
  };
}

/** Spec 02 §5: checkbox "Values are stored as a comma-joined string." */
export function joinSelections(values: readonly string[]): string {
  return values.join(',');
}

/** The selections of a stored checkbox value (trimmed, empty parts dropped). */
export function splitSelections(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Spec 02 §5: checkbox "enforces maxSelections (further options are disabled)". */
export function isOptionDisabled(
  metric: MetricLike,
  selected: readonly string[],
  option: string,
): boolean {
  const { max } = selectionBounds(metric);
  return max !== null && selected.length >= max && !selected.includes(option);
}
