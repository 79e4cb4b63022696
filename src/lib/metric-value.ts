import { toDateKey } from './dates';
import {
  BINARY_OPTIONS,
  numericBounds,
  selectionBounds,
  splitSelections,
  type MetricLike,
} from './metrics';

export type MetricValue = string | number | boolean | readonly string[] | null | undefined;

/** Messages of the stage form's metric fields; the spec names the rules (spec 02 §5), not these texts. */
export const METRIC_VALUE_MESSAGES = {
  required: 'This field is required',
  notANumber: 'Please enter a number',
  belowMin: (min: number) => `Value must be at least ${min}`,
  aboveMax: (max: number) => `Value must be at most ${max}`,
  tooShort: (n: number) => `Must be at least ${n} characters`,
  tooLong: (n: number) => `Must be at most ${n} characters`,
  tooFewSelections: (n: number) => `Select at least ${n} ${n === 1 ? 'option' : 'options'}`,
  tooManySelections: (n: number) => `Select at most ${n} ${n === 1 ? 'option' : 'options'}`,
  invalidOption: 'Please select a valid option',
  invalidBinary: 'Please choose Yes or No',
  invalidDate: 'Please enter a valid date',
  dateBeforeMin: (date: string) => `Date must be on or after ${date}`,
  dateAfterMax: (date: string) => `Date must be on or before ${date}`,
} as const;

function isEmpty(value: MetricValue): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** YYYY-MM-DD (optionally followed by a time) naming a real day: 2025-02-30 is not one. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const BINARY_VALUES = new Set([...BINARY_OPTIONS.map((o) => o.toLowerCase()), 'true', 'false']);

/**
 * Spec 02 §5 "Metric fields in the stage form": a required field needs a value; "numeric uses min and max,
 * defaulting to 0 to 100"; "text and textarea use minLength and maxLength"; checkbox honours min and max
 * selections (stored comma-joined); "binary offers Yes and No"; "date honours the min and max dates";
 * dropdown, single and multiple choice values must be among the options. Returns the error or null.
 */
export function validateMetricValue(metric: MetricLike, value: MetricValue): string | null {
  const m = METRIC_VALUE_MESSAGES;
  const rules = metric.validationRules ?? {};
  if (isEmpty(value)) return rules.required ? m.required : null;
  const text = typeof value === 'string' ? value.trim() : String(value);
  const options = metric.options ?? [];

  switch (metric.scaleType) {
    case 'numeric': {
      const number = typeof value === 'number' ? value : Number(text);
      if (!Number.isFinite(number)) return m.notANumber;
      const { min, max } = numericBounds(metric);
      if (number < min) return m.belowMin(min);
      if (number > max) return m.aboveMax(max);
      return null;
    }
    case 'text':
    case 'textarea': {
      if (rules.minLength != null && text.length < rules.minLength)
        return m.tooShort(rules.minLength);
      if (rules.maxLength != null && text.length > rules.maxLength)
        return m.tooLong(rules.maxLength);
      return null;
    }
    case 'checkbox': {
      const selected = splitSelections(Array.isArray(value) ? value : text);
      if (options.length && selected.some((s) => !options.includes(s))) return m.invalidOption;
      const { min, max } = selectionBounds(metric);
      if (selected.length < min) return m.tooFewSelections(min);
      if (max !== null && selected.length > max) return m.tooManySelections(max);
      return null;
    }
    case 'custom':
    case 'radio':
      return options.length && !options.includes(text) ? m.invalidOption : null;
    case 'binary':
      return BINARY_VALUES.has(text.toLowerCase()) ? null : m.invalidBinary;
    case 'date': {
      const date = isCalendarDate(text) ? toDateKey(text) : null;
      if (!date) return m.invalidDate;
      const minDate = toDateKey(rules.minDate);
      const maxDate = toDateKey(rules.maxDate);
      if (minDate && date < minDate) return m.dateBeforeMin(minDate);
      if (maxDate && date > maxDate) return m.dateAfterMax(maxDate);
      return null;
    }
    default:
      return null;
  }
}
