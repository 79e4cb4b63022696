import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { FormCheckboxField } from '@/components/FormCheckboxField';
import { FormSelectField, type SelectOption } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { useSecondaryManagerRule } from '@/hooks/use-secondary-manager-rule';
import { ROLE_LABELS } from '@/lib/permissions';
import type { UserFormValues } from '../user-form';
import type { AccountCandidate } from '../use-account-candidates';
import { EMPLOYEE_RECORD_TEXT, EmployeeRecordField } from './EmployeeRecordField';
import { TemporaryPasswordFields } from './TemporaryPasswordFields';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface UserFormFieldsProps {
  isCreate: boolean;
  managers: SelectOption[];
  /** Add User: employees without an account the new one may belong to. */
  candidates?: readonly AccountCandidate[];
}

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];
const NONE = { value: '', label: 'None' };

export function UserFormFields({ isCreate, managers, candidates = [] }: UserFormFieldsProps) {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  useSecondaryManagerRule();
  // Spec 01 §5: the secondary manager cannot equal the primary (the option is filtered out).
  const secondaryOptions = managers.filter((m) => m.value !== values.primaryManagerId);

  return (
    <Stack spacing={1}>
      {isCreate && candidates.length > 0 ? <EmployeeRecordField candidates={candidates} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="firstName"
          maxLength={INPUT_LIMITS.UserCreate.firstName.maxLength}
          label="First Name"
          required
          fullWidth
          autoFocus
        />
        <FormTextField
          name="lastName"
          maxLength={INPUT_LIMITS.UserCreate.lastName.maxLength}
          label="Last Name"
          required
          fullWidth
        />
      </Stack>
      <FormTextField
        name="email"
        maxLength={INPUT_LIMITS.UserCreate.email.maxLength}
        label="Email"
        type="email"
        required
        fullWidth
        helperText={values.employeeId ? EMPLOYEE_RECORD_TEXT.emailHelper : undefined}
      />
      <FormSelectField name="role" label="Role" options={ROLE_OPTIONS} required fullWidth />
      <FormSelectField
        name="primaryManagerId"
        label="Primary Manager"
        options={[NONE, ...managers]}
        fullWidth
      />
      <FormSelectField
        name="secondaryManagerId"
        label="Secondary Manager"
        options={[NONE, ...secondaryOptions]}
        disabled={!values.primaryManagerId}
        fullWidth
      />
      {!isCreate ? (
        <TextField
          select
          label="Status"
          value={values.isActive ? 'active' : 'archived'}
          onChange={(e) => void setFieldValue('isActive', e.target.value === 'active')}
          helperText=" "
          fullWidth
        >
          {STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {isCreate && !values.useTemporaryPassword ? (
        <>
          <FormTextField
            name="password"
            maxLength={INPUT_LIMITS.UserCreate.password.maxLength}
            label="Password"
            type="password"
            required
            fullWidth
            autoComplete="new-password"
          />
          <FormTextField
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            required
            fullWidth
            autoComplete="new-password"
          />
        </>
      ) : null}
      <TemporaryPasswordFields isCreate={isCreate} />
      <FormCheckboxField name="marketingConsent" label="Marketing consent" />
    </Stack>
  );
}
