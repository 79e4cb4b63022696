import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from '@/components/use-form-field';
import { isOptionDisabled, joinSelections, selectionBounds, splitSelections } from '@/lib/metrics';
import type { MetricFieldProps } from './field-props';
import { MetricFieldset } from './MetricFieldset';

/** "Select at least 1 and at most 3 options" (spec 02 §5: the minimum and maximum are displayed). */
export function selectionHint(min: number, max: number | null): string {
  if (max !== null) return `Select at least ${min} and at most ${max} options`;
  return min > 0 ? `Select at least ${min} options` : 'Select any that apply';
}

/**
 * Multiple Choice: spec 02 §5 "checkbox enforces maxSelections (further options are disabled) and
 * displays the minimum and maximum. Values are stored as a comma-joined string."
 */
export function CheckboxMetricField({ metric, name, disabled }: MetricFieldProps) {
  const { field, helpers, error } = useFormField<string>(name);
  const selected = splitSelections(field.value);
  const { min, max } = selectionBounds(metric);
  const handleToggle = (option: string, checked: boolean) => {
    const next = checked ? [...selected, option] : selected.filter((s) => s !== option);
    // Stored in the metric's option order, whatever order they were ticked in.
    helpers.setValue(joinSelections(metric.options.filter((o) => next.includes(o))));
  };
  return (
    <MetricFieldset metric={metric} disabled={disabled} error={error}>
      <FormHelperText sx={{ mx: 0 }}>{selectionHint(min, max)}</FormHelperText>
      <FormGroup>
        {metric.options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                checked={selected.includes(option)}
                disabled={isOptionDisabled(metric, selected, option)}
                onChange={(event) => handleToggle(option, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </MetricFieldset>
  );
}
