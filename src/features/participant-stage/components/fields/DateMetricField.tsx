import TextField from '@mui/material/TextField';
import { useFormField } from '@/components/use-form-field';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

/** "On or after 2026-11-15 · On or before 2027-06-30". */
function dateHint(minDate?: string | null, maxDate?: string | null): string {
  return [minDate && `On or after ${minDate}`, maxDate && `On or before ${maxDate}`]
    .filter(Boolean)
    .join(' · ');
}

/** Spec 02 §5: "date honours the min and max dates." */
export function DateMetricField({ metric, name, disabled }: MetricFieldProps) {
  const { field, error } = useFormField<string>(name);
  const { minDate, maxDate } = metric.validationRules ?? {};
  const hint = [helpOf(metric), dateHint(minDate, maxDate)].filter(Boolean).join(' · ');
  return (
    <TextField
      type="date"
      label={metric.name}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={isRequired(metric)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (hint || ' ')}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: minDate ?? undefined, max: maxDate ?? undefined },
      }}
      sx={{ ...requiredAsteriskSx, '& .MuiInputBase-root': { maxWidth: 240 } }}
      fullWidth
    />
  );
}
