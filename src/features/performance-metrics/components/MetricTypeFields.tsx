import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { FormTextField } from '@/components/FormTextField';
import { needsOptions } from '@/lib/metrics';
import type { MetricFormValues } from '../metric-form-values';

const numberInput = (min: number) => ({ htmlInput: { min, step: 1 } });

/** The fields that depend on the field type (spec 01 §5 metric form). */
export function MetricTypeFields() {
  const { values } = useFormikContext<MetricFormValues>();
  const type = values.scaleType;
  return (
    <>
      {type === 'numeric' ? (
        <Stack direction="row" spacing={2}>
          <FormTextField name="minValue" label="Minimum Value" type="number" required fullWidth />
          <FormTextField name="maxValue" label="Maximum Value" type="number" required fullWidth />
        </Stack>
      ) : null}
      {needsOptions(type) ? (
        <FormTextField
          name="options"
          label="Options (one per line)"
          multiline
          minRows={4}
          required
          fullWidth
          helperText="Each line is one choice; blank lines are dropped."
        />
      ) : null}
      {type === 'text' || type === 'textarea' ? (
        <Stack direction="row" spacing={2}>
          <FormTextField
            name="minLength"
            label="Minimum Length"
            type="number"
            fullWidth
            slotProps={numberInput(0)}
          />
          <FormTextField
            name="maxLength"
            label="Maximum Length"
            type="number"
            fullWidth
            slotProps={numberInput(1)}
          />
        </Stack>
      ) : null}
      {type === 'checkbox' ? (
        <Stack direction="row" spacing={2}>
          <FormTextField
            name="minSelections"
            label="Minimum Selections"
            type="number"
            fullWidth
            slotProps={numberInput(0)}
          />
          <FormTextField
            name="maxSelections"
            label="Maximum Selections"
            type="number"
            fullWidth
            slotProps={numberInput(1)}
          />
        </Stack>
      ) : null}
    </>
  );
}
