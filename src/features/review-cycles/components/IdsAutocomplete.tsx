import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { nameSearchOptions } from '@/components/name-search-options';
import { useFormField } from '@/components/use-form-field';
import type { NamedOption } from '../use-cycle-form-options';

export interface IdsAutocompleteProps {
  name: 'teamIds' | 'employeeIds';
  label: string;
  options: NamedOption[];
}

const filterByName = nameSearchOptions<NamedOption>();

/** A multiple Autocomplete bound to a formik list of ids (teams or employees of the cycle). */
export function IdsAutocomplete({ name, label, options }: IdsAutocompleteProps) {
  const { field, helpers, error } = useFormField<string[]>(name);
  const ids = field.value ?? [];
  const selected = options.filter((o) => ids.includes(o.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      getOptionLabel={(o) => o.name}
      filterOptions={filterByName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, value) => void helpers.setValue(value.map((o) => o.id))}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
