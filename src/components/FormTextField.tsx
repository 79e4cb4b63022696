import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormField } from './use-form-field';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: string;
};

/** MUI TextField bound to a formik field; its error shows after the first submit, in a helper line that is always there. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const { field, error } = useFormField<string | number | null>(name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
    />
  );
}
