import type { ComponentType } from 'react';
import { BinaryMetricField } from './BinaryMetricField';
import { CheckboxMetricField } from './CheckboxMetricField';
import { DateMetricField } from './DateMetricField';
import { DropdownMetricField } from './DropdownMetricField';
import type { MetricFieldProps } from './field-props';
import { NumericMetricField } from './NumericMetricField';
import { RadioMetricField } from './RadioMetricField';
import { TextMetricField } from './TextMetricField';

const FIELD_BY_SCALE_TYPE: Record<string, ComponentType<MetricFieldProps>> = {
  numeric: NumericMetricField,
  text: TextMetricField,
  textarea: TextMetricField,
  binary: BinaryMetricField,
  custom: DropdownMetricField,
  radio: RadioMetricField,
  checkbox: CheckboxMetricField,
  date: DateMetricField,
};

/** The input of one metric, chosen by its scale type (an unknown type is asked as text). */
export function MetricField(props: MetricFieldProps) {
  const Field = FIELD_BY_SCALE_TYPE[props.metric.scaleType] ?? TextMetricField;
  return <Field {...props} />;
}
