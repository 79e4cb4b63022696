import { metricFormErrors } from '@/lib/metric-form';
import {
  formatOptions,
  METRIC_FORM_DEFAULTS,
  needsOptions,
  parseOptions,
  type MetricScaleType,
} from '@/lib/metrics';
import type {
  PerformanceMetric,
  PerformanceMetricInput,
} from '@/api/resources/performance-metrics';

/** Spec 01 §8 metrics texts. */
export const METRIC_ERRORS = {
  fetch: 'Failed to fetch metrics',
  save: 'Failed to save',
  delete: 'Failed to delete',
} as const;

export const METRICS_EMPTY_TEXT = 'No performance metrics found.';

/**
 * A number field's value: the initial text, then what formik's change handler makes of a typed
 * number (a number, or '' when the box is emptied).
 */
type NumberFieldValue = string | number;

/** The metric form's values: numbers as typed, options as the textarea text. */
export interface MetricFormValues {
  name: string;
  order: NumberFieldValue;
  description: string;
  scaleType: MetricScaleType;
  minValue: NumberFieldValue;
  maxValue: NumberFieldValue;
  options: string;
  minLength: NumberFieldValue;
  maxLength: NumberFieldValue;
  minSelections: NumberFieldValue;
  maxSelections: NumberFieldValue;
  placeholder: string;
  helpText: string;
  employeeHelpText: string;
  required: boolean;
  isActive: boolean;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * Spec 01 §5/§9: a new metric is numeric 0 to 5; its order `newOrder`, after the existing metrics
 * (0 for the first).
 */
export function metricFormInitialValues(
  metric?: PerformanceMetric | null,
  newOrder: number = METRIC_FORM_DEFAULTS.order,
): MetricFormValues {
  const rules = metric?.validationRules;
  return {
    name: metric?.name ?? '',
    order: text(metric?.order ?? newOrder),
    description: metric?.description ?? '',
    scaleType: metric?.scaleType ?? 'numeric',
    minValue:
      text(metric ? metric.minValue : METRIC_FORM_DEFAULTS.minValue) ||
      text(METRIC_FORM_DEFAULTS.minValue),
    maxValue:
      text(metric ? metric.maxValue : METRIC_FORM_DEFAULTS.maxValue) ||
      text(METRIC_FORM_DEFAULTS.maxValue),
    options: formatOptions(metric?.options),
    minLength: text(rules?.minLength),
    maxLength: text(rules?.maxLength),
    minSelections: text(rules?.minSelections ?? METRIC_FORM_DEFAULTS.minSelections),
    maxSelections: text(rules?.maxSelections),
    placeholder: metric?.placeholder ?? '',
    helpText: metric?.helpText ?? '',
    employeeHelpText: metric?.employeeHelpText ?? '',
    required: rules?.required ?? false,
    isActive: metric?.isActive ?? true,
  };
}

/** The shared rules of src/lib/metric-form, keyed by this form's field names. */
export function validateMetricForm(values: MetricFormValues): Record<string, string> {
  const errors = metricFormErrors({
    ...values,
    validationRules: {
      minLength: values.minLength,
      maxLength: values.maxLength,
      minSelections: values.minSelections,
      maxSelections: values.maxSelections,
    },
  });
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace('validationRules.', ''), message]),
  );
}

const num = (value: NumberFieldValue) => (String(value).trim() === '' ? null : Number(value));

export function toMetricInput(values: MetricFormValues): PerformanceMetricInput {
  const type = values.scaleType;
  const isText = type === 'text' || type === 'textarea';
  return {
    name: values.name.trim(),
    order: Number(values.order),
    description: values.description.trim() || null,
    scaleType: type,
    minValue: type === 'numeric' ? num(values.minValue) : null,
    maxValue: type === 'numeric' ? num(values.maxValue) : null,
    options: needsOptions(type) ? parseOptions(values.options) : [],
    validationRules: {
      required: values.required,
      minSelections: type === 'checkbox' ? num(values.minSelections) : null,
      ...(isText && { minLength: num(values.minLength), maxLength: num(values.maxLength) }),
      ...(type === 'checkbox' && { maxSelections: num(values.maxSelections) }),
    },
    placeholder: values.placeholder.trim() || null,
    helpText: values.helpText.trim() || null,
    employeeHelpText: values.employeeHelpText.trim() || null,
    isActive: values.isActive,
  };
}
