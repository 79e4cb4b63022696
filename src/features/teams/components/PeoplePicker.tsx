import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import type { Employee } from '../api/employees';

export interface PeoplePickerProps {
  name: string;
  label: string;
  people: readonly Employee[];
  helperText?: string;
}

const personLabel = (e: Employee) => `${e.firstName} ${e.lastName}`;

/** Several employees chosen by name, bound to a formik list of employee ids. */
export function PeoplePicker({ name, label, people, helperText = ' ' }: PeoplePickerProps) {
  const [field, , helpers] = useField<string[]>(name);
  const byId = new Map(people.map((p) => [p.id, p]));
  const value = field.value.map((id) => byId.get(id)).filter((p): p is Employee => p !== undefined);
  return (
    <Autocomplete
      multiple
      options={people as Employee[]}
      value={value}
      getOptionLabel={personLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => void helpers.setValue(next.map((p) => p.id))}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
