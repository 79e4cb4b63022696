import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useConfirm } from '@/components/useConfirm';
import { useFormField } from '@/components/use-form-field';
import { CYCLE_SCOPE_LABELS } from '@/lib/cycles';
import type { NamedOption } from '../use-cycle-form-options';
import { SCOPE_CHANGE_CONFIRM, SCOPES, type CycleFormValues } from '../cycle-form';
import { IdsAutocomplete } from './IdsAutocomplete';

export interface CycleScopeFieldsProps {
  /** Editing an existing cycle: a scope change asks first (progress will be reset). */
  editing: boolean;
  teams: NamedOption[];
  employees: NamedOption[];
}

/** Scope with its teams or employees picker; the picker of a scope left behind is cleared (spec 02 §2). */
export function CycleScopeFields({ editing, teams, employees }: CycleScopeFieldsProps) {
  const { values, setValues } = useFormikContext<CycleFormValues>();
  const { field } = useFormField<CycleFormValues['scope']>('scope');
  const confirm = useConfirm();

  const handleScopeChange = async (scope: CycleFormValues['scope']) => {
    if (scope === values.scope) return;
    if (editing && !(await confirm({ ...SCOPE_CHANGE_CONFIRM }))) return;
    await setValues({
      ...values,
      scope,
      teamIds: scope === 'teams' ? values.teamIds : [],
      employeeIds: scope === 'individuals' ? values.employeeIds : [],
    });
  };

  return (
    <>
      <TextField
        select
        label="Scope"
        name="scope"
        value={field.value}
        onChange={(event) => void handleScopeChange(event.target.value as CycleFormValues['scope'])}
        helperText=" "
      >
        {SCOPES.map((scope) => (
          <MenuItem key={scope} value={scope}>
            {CYCLE_SCOPE_LABELS[scope]}
          </MenuItem>
        ))}
      </TextField>
      {values.scope === 'teams' ? (
        <IdsAutocomplete name="teamIds" label="Teams" options={teams} />
      ) : null}
      {values.scope === 'individuals' ? (
        <IdsAutocomplete name="employeeIds" label="Employees" options={employees} />
      ) : null}
    </>
  );
}
