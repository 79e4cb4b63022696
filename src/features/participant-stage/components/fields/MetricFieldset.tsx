import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { helpOf, isRequired, requiredAsteriskSx, type MetricFieldProps } from './field-props';

export interface MetricFieldsetProps extends Pick<MetricFieldProps, 'metric' | 'disabled'> {
  error: string | undefined;
  /** The legend's id, for a group that names itself by it. */
  labelId?: string;
  children: ReactNode;
}

/** A metric answered with several controls: its name as the legend, its error or help below. */
export function MetricFieldset({
  metric,
  disabled,
  error,
  labelId,
  children,
}: MetricFieldsetProps) {
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
      {children}
      <FormHelperText>{error ?? (helpOf(metric) || ' ')}</FormHelperText>
    </FormControl>
  );
}
