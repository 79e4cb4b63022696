import { ChoiceGroup } from './ChoiceGroup';
import type { MetricFieldProps } from './field-props';

/** Single Choice (radio): one of the metric's options. */
export function RadioMetricField(props: MetricFieldProps) {
  return <ChoiceGroup {...props} options={props.metric.options} />;
}
