import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';

export interface CheckboxFieldProps {
  name: string;
  label: string;
}

/** A checkbox bound to a boolean formik field. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => void helpers.setValue(event.target.checked)}
        />
      }
    />
  );
}
