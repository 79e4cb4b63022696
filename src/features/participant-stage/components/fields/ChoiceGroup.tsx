import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormField } from '@/components/use-form-field';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

export interface ChoiceGroupProps extends MetricFieldProps {
  options: readonly string[];
  row?: boolean;
}

/** A labelled radio group bound to a metric's value (one choice). */
export function ChoiceGroup({ metric, name, disabled, options, row }: ChoiceGroupProps) {
  const { field, helpers, error } = useFormField<string>(name);
  const labelId = `${name}-label`;
  return (
    <FormControl
      component="fieldset"
      required={isRequired(metric)}
      disabled={disabled}
      error={Boolean(error)}
      sx={requiredAsteriskSx}
    >
      <FormLabel component="legend" id={labelId}>
        {metric.name}
      </FormLabel>
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
      <FormHelperText>{error ?? (helpOf(metric) || ' ')}</FormHelperText>
    </FormControl>
  );
}
