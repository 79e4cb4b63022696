import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CountedHelperText } from './CountedHelperText';
import { useFieldMaxLength } from './field-limits';
import { useFormField } from './use-form-field';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: string;
  /**
   * The contract's maxLength: typing stops there and a counter shows. Without it, the limit of the
   * field of that name in the form's FieldLimitsContext.
   */
  maxLength?: number;
};

/** MUI TextField bound to a formik field; its error shows after the first submit, in a helper line that is always there. */
export function FormTextField({
  name,
  helperText,
  maxLength: given,
  ...props
}: FormTextFieldProps) {
  const { field, error } = useFormField<string | number | null>(name);
  const contractMax = useFieldMaxLength(name);
  const maxLength = given ?? contractMax;
  const value = field.value ?? '';
  const text = error ?? helperText ?? ' ';
  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={
        maxLength === undefined ? (
          text
        ) : (
          <CountedHelperText text={text} count={String(value).length} max={maxLength} />
        )
      }
      slotProps={
        maxLength === undefined
          ? props.slotProps
          : { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, maxLength } }
      }
    />
  );
}
