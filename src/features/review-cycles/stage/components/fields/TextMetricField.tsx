import TextField from '@mui/material/TextField';
import { useFormField } from '@/components/use-form-field';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

/** The length hint: "At least 20 characters · 12/2000". */
function lengthHint(length: number, minLength?: number | null, maxLength?: number | null): string {
  const parts: string[] = [];
  if (minLength) parts.push(`At least ${minLength} characters`);
  if (maxLength) parts.push(`${length}/${maxLength}`);
  return parts.join(' · ');
}

/** Spec 02 §5: "text and textarea use minLength and maxLength" (textarea is the multi-line one). */
export function TextMetricField({ metric, name, disabled }: MetricFieldProps) {
  const { field, error } = useFormField<string>(name);
  const value = field.value ?? '';
  const { minLength, maxLength } = metric.validationRules ?? {};
  const multiline = metric.scaleType === 'textarea';
  const hint = [helpOf(metric), lengthHint(value.length, minLength, maxLength)]
    .filter(Boolean)
    .join(' · ');
  return (
    <TextField
      label={metric.name}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={isRequired(metric)}
      disabled={disabled}
      placeholder={metric.placeholder ?? undefined}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      error={Boolean(error)}
      helperText={error ?? (hint || ' ')}
      slotProps={{ htmlInput: { maxLength: maxLength ?? undefined } }}
      sx={requiredAsteriskSx}
      fullWidth
    />
  );
}
