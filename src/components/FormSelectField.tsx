import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormField } from './use-form-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

type SelectValue = string | number | (string | number)[];

export type FormSelectFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select' | 'children'
> & {
  name: string;
  options: SelectOption[];
  /** Shown while nothing is chosen, e.g. 'Select a Review Stage...'. */
  placeholder?: string;
  multiple?: boolean;
};

/** MUI select bound to a formik field (single or multiple); errors behave like FormTextField. */
export function FormSelectField({
  name,
  options,
  placeholder,
  multiple = false,
  helperText,
  slotProps,
  ...props
}: FormSelectFieldProps) {
  const { field, helpers, error } = useFormField<SelectValue | null>(name);
  const value = field.value ?? (multiple ? [] : '');
  // A value the options do not hold yet (they are still loading) or no longer: the select keeps it
  // as a hidden item, so that MUI has it among its values and does not warn it is out of range.
  const unlisted = (Array.isArray(value) ? value : [value]).filter(
    (item) => item !== '' && !options.some((option) => option.value === item),
  );
  const labelOf = (selected: string | number) =>
    options.find((option) => option.value === selected)?.label ?? String(selected);

  const renderValue = (selected: unknown) => {
    const values = Array.isArray(selected) ? selected : [selected];
    const chosen = values.filter((item) => item !== '' && item != null) as (string | number)[];
    if (chosen.length === 0) {
      return <Box sx={{ color: 'text.secondary' }}>{placeholder}</Box>;
    }
    return chosen.map(labelOf).join(', ');
  };

  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={value}
      onChange={(event) => helpers.setValue(event.target.value as SelectValue)}
      onBlur={() => helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
      slotProps={{
        ...slotProps,
        inputLabel: placeholder ? { shrink: true } : undefined,
        select: { multiple, displayEmpty: Boolean(placeholder), renderValue },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
      {unlisted.map((item) => (
        <MenuItem key={`unlisted:${item}`} value={item} disabled style={{ display: 'none' }} />
      ))}
    </TextField>
  );
}
