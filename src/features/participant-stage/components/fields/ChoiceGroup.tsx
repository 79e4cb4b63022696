import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormField } from '@/components/use-form-field';
import type { MetricFieldProps } from './field-props';
import { MetricFieldset } from './MetricFieldset';

export interface ChoiceGroupProps extends MetricFieldProps {
  options: readonly string[];
  row?: boolean;
}

/** A labelled radio group bound to a metric's value (one choice). */
export function ChoiceGroup({ metric, name, disabled, options, row }: ChoiceGroupProps) {
  const { field, helpers, error } = useFormField<string>(name);
  const labelId = `${name}-label`;
  return (
    <MetricFieldset metric={metric} disabled={disabled} error={error} labelId={labelId}>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? ''}
        row={row}
        onChange={(event) => helpers.setValue(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
    </MetricFieldset>
  );
}
