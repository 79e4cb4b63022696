import TextField from '@mui/material/TextField';
import { useFormField } from '@/components/use-form-field';
import { numericBounds } from '@/lib/metrics';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

/** Spec 02 §5: "numeric uses min and max, defaulting to 0 to 100 with step 1." */
export function NumericMetricField({ metric, name, disabled }: MetricFieldProps) {
  const { field, helpers, error } = useFormField<string>(name);
  const { min, max, step } = numericBounds(metric);
  const range = `Between ${min} and ${max}`;
  return (
    <TextField
      type="number"
      label={metric.name}
      name={field.name}
      value={field.value ?? ''}
      // Kept as typed (a string): formik would turn a number input's text into a number.
      onChange={(event) => helpers.setValue(event.target.value)}
      onBlur={field.onBlur}
      required={isRequired(metric)}
      disabled={disabled}
      placeholder={metric.placeholder ?? undefined}
      error={Boolean(error)}
      helperText={error ?? [helpOf(metric), range].filter(Boolean).join(' · ')}
      slotProps={{ htmlInput: { min, max, step, inputMode: 'numeric' } }}
      sx={{ ...requiredAsteriskSx, '& .MuiInputBase-root': { maxWidth: 240 } }}
      fullWidth
    />
  );
}
