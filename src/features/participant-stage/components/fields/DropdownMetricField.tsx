import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormField } from '@/components/use-form-field';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

/** Dropdown (custom): one of the metric's options from a select. */
export function DropdownMetricField({ metric, name, disabled }: MetricFieldProps) {
  const { field, helpers, error } = useFormField<string>(name);
  return (
    <TextField
      select
      label={metric.name}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => helpers.setValue(event.target.value)}
      onBlur={() => helpers.setTouched(true)}
      required={isRequired(metric)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (helpOf(metric) || ' ')}
      sx={{ ...requiredAsteriskSx, '& .MuiInputBase-root': { maxWidth: 360 } }}
      fullWidth
    >
      <MenuItem value="">
        <em>{metric.placeholder || 'Select an option'}</em>
      </MenuItem>
      {metric.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
