import type { StageMetric } from '../../stage-form';

/** What every metric field component receives. */
export interface MetricFieldProps {
  metric: StageMetric;
  /** The formik field name, e.g. `metrics.metric_0001`. */
  name: string;
  disabled?: boolean;
}

/** Spec 02 §5: "A required flag shows a red asterisk." */
export const requiredAsteriskSx = { '& .MuiFormLabel-asterisk': { color: 'error.main' } } as const;

export const isRequired = (metric: StageMetric) => metric.validationRules?.required === true;

/** The metric's own help text, else its description; '' when it has neither. */
export const helpOf = (metric: StageMetric) => metric.helpText || metric.description || '';
