import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';

export interface FormCheckboxFieldProps {
  name: string;
  label: string;
  /** `switch`: an on/off switch (a setting that is on or off), else a checkbox. */
  variant?: 'checkbox' | 'switch';
}

/** A checkbox (or switch) bound to a boolean formik field. */
export function FormCheckboxField({ name, label, variant = 'checkbox' }: FormCheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  const Control = variant === 'switch' ? Switch : Checkbox;
  return (
    <FormControlLabel
      label={label}
      control={
        <Control
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => void helpers.setValue(event.target.checked)}
        />
      }
    />
  );
}
