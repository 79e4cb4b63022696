import { BINARY_OPTIONS } from '@/lib/metrics';
import { ChoiceGroup } from './ChoiceGroup';
import type { MetricFieldProps } from './field-props';

/** Spec 02 §5: "binary offers Yes and No." */
export function BinaryMetricField(props: MetricFieldProps) {
  return <ChoiceGroup {...props} options={BINARY_OPTIONS} row />;
}
