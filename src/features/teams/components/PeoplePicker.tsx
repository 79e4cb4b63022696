import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { CountedHelperText } from '@/components/CountedHelperText';
import { nameSearchOptions } from '@/components/name-search-options';
import type { Employee } from '@/api/resources/employees';

export interface PeoplePickerProps {
  name: string;
  label: string;
  people: readonly Employee[];
  helperText?: string;
  /** The contract's maxItems: no more can be picked, and a counter shows. */
  max?: number;
}

const personLabel = (e: Employee) => `${e.firstName} ${e.lastName}`;
const filterPeople = nameSearchOptions<Employee>();

/** Several employees chosen by name, bound to a formik list of employee ids. */
export function PeoplePicker({ name, label, people, helperText = ' ', max }: PeoplePickerProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 ? meta.error : undefined;
  const full = max !== undefined && field.value.length >= max;
  const text = error ?? helperText;
  const byId = new Map(people.map((p) => [p.id, p]));
  const value = field.value.map((id) => byId.get(id)).filter((p): p is Employee => p !== undefined);
  return (
    <Autocomplete
      multiple
      options={people as Employee[]}
      value={value}
      getOptionLabel={personLabel}
      filterOptions={filterPeople}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => void helpers.setValue(next.map((p) => p.id))}
      filterSelectedOptions
      getOptionDisabled={() => full}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={
            max === undefined ? (
              text
            ) : (
              <CountedHelperText text={text} count={field.value.length} max={max} unit="people" />
            )
          }
        />
      )}
    />
  );
}
