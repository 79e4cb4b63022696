import TextField from '@mui/material/TextField';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { useFormField } from '@/components/use-form-field';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

const ANSWER_MAX = INPUT_LIMITS.MetricResponseInput.value.maxLength;

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
  const { minLength, maxLength: metricMax } = metric.validationRules ?? {};
  // The metric's own limit, else the contract's for any answer.
  const maxLength = Math.min(metricMax ?? ANSWER_MAX, ANSWER_MAX);
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
      slotProps={{ htmlInput: { maxLength } }}
      sx={requiredAsteriskSx}
      fullWidth
    />
  );
}
