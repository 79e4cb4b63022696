import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { FormSelectField, type SelectOption } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { useSecondaryManagerRule } from '@/hooks/use-secondary-manager-rule';
import type { Employee } from '@/api/resources/employees';
import type { Level } from '@/api/resources/levels';
import { managerChoices, type EmployeeFormValues } from '../employee-form';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { WORK_EMAIL_MESSAGES } from '@/lib/employee-account';
import { LevelZoneFields } from './LevelZoneFields';

export interface EmployeeFormFieldsProps {
  employeeId: string;
  /** With an account, the work email is their sign-in email: shown, changed on the Users page. */
  hasAccount?: boolean;
  employees: readonly Employee[];
  teams: SelectOption[];
  levels: readonly Level[];
}

const NONE = { value: '', label: 'None' };
const LIMITS = INPUT_LIMITS.EmployeeUpdate;
type TextFieldName = Exclude<keyof typeof LIMITS, 'teams'>;

interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  required?: boolean;
  type?: 'email';
}

const TEXT_ROWS: readonly (readonly TextFieldSpec[])[] = [
  [
    { name: 'firstName', label: 'First Name', required: true },
    { name: 'lastName', label: 'Last Name', required: true },
  ],
  [
    { name: 'middleName', label: 'Middle Name' },
    { name: 'phoneNumber', label: 'Phone Number' },
  ],
  [
    { name: 'workEmail', label: 'Work Email', type: 'email' },
    { name: 'personalEmail', label: 'Personal Email', type: 'email' },
  ],
  [
    { name: 'position', label: 'Position' },
    { name: 'department', label: 'Department' },
  ],
];

export function EmployeeFormFields({
  employeeId,
  hasAccount = false,
  employees,
  teams,
  levels,
}: EmployeeFormFieldsProps) {
  const { primaryManagerId } = useFormikContext<EmployeeFormValues>().values;
  useSecondaryManagerRule();

  return (
    <>
      {TEXT_ROWS.map((row) => {
        const fields = row.map(({ name, ...field }) => {
          const signIn = hasAccount && name === 'workEmail';
          return (
            <FormTextField
              key={name}
              name={name}
              maxLength={LIMITS[name].maxLength}
              {...field}
              disabled={signIn}
              helperText={signIn ? WORK_EMAIL_MESSAGES.signInEmail : undefined}
              fullWidth
            />
          );
        });
        return fields.length > 1 ? (
          <Stack key={row[0].name} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {fields}
          </Stack>
        ) : (
          fields[0]
        );
      })}
      <FormTextField
        name="hireDate"
        label="Hire Date"
        type="date"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormSelectField
        name="primaryManagerId"
        label="Primary Manager"
        options={[NONE, ...managerChoices(employees, employeeId)]}
        fullWidth
      />
      <FormSelectField
        name="secondaryManagerId"
        label="Secondary Manager"
        options={[NONE, ...managerChoices(employees, employeeId, primaryManagerId)]}
        disabled={!primaryManagerId}
        fullWidth
      />
      <FormSelectField name="teams" label="Teams" options={teams} multiple fullWidth />
      <LevelZoneFields levels={levels} />
    </>
  );
}
