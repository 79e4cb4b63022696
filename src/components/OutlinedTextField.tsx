import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type OutlinedTextFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'disabled'
  | 'required'
  | 'placeholder'
> & {
  label: string;
  /** Typing stops here (the contract's `maxLength`). */
  maxLength?: number;
};

/**
 * The app's outlined text field (small, full width, as the theme sets TextField) built from its
 * parts: same markup and look as `<TextField>`, without the Select, Menu and Popover code that
 * TextField always imports. For first-paint pages such as sign-in.
 */
export function OutlinedTextField({ label, maxLength, ...inputProps }: OutlinedTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" size="small" fullWidth>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={maxLength === undefined ? undefined : { maxLength }}
        {...inputProps}
      />
    </FormControl>
  );
}
