import { isMetricScaleType, METRIC_SCALE_LIMITS, needsOptions, parseOptions } from './metrics';

type NumberInput = number | string | null | undefined;

/** The performance metric form's values (also the POST/PUT body); options as the textarea text or a list. */
export interface MetricFormValues {
  name?: string | null;
  order?: NumberInput;
  scaleType?: string | null;
  minValue?: NumberInput;
  maxValue?: NumberInput;
  options?: string | readonly string[] | null;
  validationRules?: {
    minLength?: NumberInput;
    maxLength?: NumberInput;
    minSelections?: NumberInput;
    maxSelections?: NumberInput;
  } | null;
}

/** Messages of the metric form; spec 01 §5 gives the rules, not these texts. */
export const METRIC_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  orderRequired: 'Order is required',
  scaleTypeRequired: 'Field type is required',
  minValueRequired: 'Minimum value is required',
  maxValueRequired: 'Maximum value is required',
  maxBelowMin: 'Maximum value must be greater than or equal to minimum value',
  minValueNegative: 'Minimum value cannot be negative',
  minValueTooHigh: `Minimum value must be at most ${METRIC_SCALE_LIMITS.max}`,
  maxValueNegative: 'Maximum value cannot be negative',
  maxValueTooHigh: `Maximum value must be at most ${METRIC_SCALE_LIMITS.max}`,
  optionsRequired: 'Options are required for this field type',
  minLengthNegative: 'Minimum length cannot be negative',
  maxLengthTooSmall: 'Maximum length must be at least 1',
  maxLengthBelowMin: 'Maximum length must be greater than or equal to minimum length',
  minSelectionsNegative: 'Minimum selections cannot be negative',
  maxSelectionsTooSmall: 'Maximum selections must be at least 1',
  maxSelectionsBelowMin: 'Maximum selections must be greater than or equal to minimum selections',
} as const;

/** A number "if given": undefined when blank, NaN when not a number. */
function numberOf(value: NumberInput): number | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return Number(value);
}

/** An optional count/length pair: min at least 0, max at least 1 and not below min. */
function rangeErrors(
  min: number | undefined,
  max: number | undefined,
  [minKey, maxKey]: [string, string],
  [negative, tooSmall, belowMin]: [string, string, string],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (min !== undefined && !(min >= 0)) errors[minKey] = negative;
  if (max !== undefined && !(max >= 1)) errors[maxKey] = tooSmall;
  else if (min !== undefined && max !== undefined && max < min) errors[maxKey] = belowMin;
  return errors;
}

/**
 * Spec 01 §5 Metric form: "name, order, field type required; min and max required for numeric; options
 * required (one per line, blank lines dropped) for dropdown, multiple choice and single choice; text length
 * inputs min 0 (max min 1); selection counts similar." A rating scale lies within
 * {@link METRIC_SCALE_LIMITS}. Keys are field paths ('validationRules.minLength').
 */
export function metricFormErrors(values: MetricFormValues): Record<string, string> {
  const m = METRIC_FORM_MESSAGES;
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = m.nameRequired;
  const order = numberOf(values.order);
  if (order === undefined || Number.isNaN(order)) errors.order = m.orderRequired;
  if (!isMetricScaleType(values.scaleType)) errors.scaleType = m.scaleTypeRequired;

  if (values.scaleType === 'numeric') {
    const min = numberOf(values.minValue);
    const max = numberOf(values.maxValue);
    const { min: lowest, max: highest } = METRIC_SCALE_LIMITS;
    if (min === undefined || Number.isNaN(min)) errors.minValue = m.minValueRequired;
    else if (min < lowest) errors.minValue = m.minValueNegative;
    else if (min > highest) errors.minValue = m.minValueTooHigh;
    if (max === undefined || Number.isNaN(max)) errors.maxValue = m.maxValueRequired;
    else if (max < lowest) errors.maxValue = m.maxValueNegative;
    else if (max > highest) errors.maxValue = m.maxValueTooHigh;
    else if (min !== undefined && max < min) errors.maxValue = m.maxBelowMin;
  }
  if (needsOptions(values.scaleType)) {
    const options =
      typeof values.options === 'string'
        ? parseOptions(values.options)
        : parseOptions((values.options ?? []).join('\n'));
    if (options.length === 0) errors.options = m.optionsRequired;
  }
  const rules = values.validationRules ?? {};
  if (values.scaleType === 'text' || values.scaleType === 'textarea') {
    Object.assign(
      errors,
      rangeErrors(
        numberOf(rules.minLength),
        numberOf(rules.maxLength),
        ['validationRules.minLength', 'validationRules.maxLength'],
        [m.minLengthNegative, m.maxLengthTooSmall, m.maxLengthBelowMin],
      ),
    );
  }
  if (values.scaleType === 'checkbox') {
    Object.assign(
      errors,
      rangeErrors(
        numberOf(rules.minSelections),
        numberOf(rules.maxSelections),
        ['validationRules.minSelections', 'validationRules.maxSelections'],
        [m.minSelectionsNegative, m.maxSelectionsTooSmall, m.maxSelectionsBelowMin],
      ),
    );
  }
  return errors;
}
