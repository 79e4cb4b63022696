import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormSelectField, type SelectOption } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import type { Employee } from '@/api/resources/employees';
import { managerChoices, type EmployeeFormValues } from '../employee-form';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface EmployeeFormFieldsProps {
  employeeId: string;
  employees: readonly Employee[];
  teams: SelectOption[];
}

const NONE = { value: '', label: 'None' };

export function EmployeeFormFields({ employeeId, employees, teams }: EmployeeFormFieldsProps) {
  const { values, setFieldValue } = useFormikContext<EmployeeFormValues>();
  const { primaryManagerId, secondaryManagerId } = values;

  useEffect(() => {
    if (secondaryManagerId && (!primaryManagerId || secondaryManagerId === primaryManagerId)) {
      void setFieldValue('secondaryManagerId', '');
    }
  }, [primaryManagerId, secondaryManagerId, setFieldValue]);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="firstName"
          maxLength={INPUT_LIMITS.EmployeeUpdate.firstName.maxLength}
          label="First Name"
          required
          fullWidth
        />
        <FormTextField
          name="middleName"
          maxLength={INPUT_LIMITS.EmployeeUpdate.middleName.maxLength}
          label="Middle Name"
          fullWidth
        />
      </Stack>
      <FormTextField
        name="lastName"
        maxLength={INPUT_LIMITS.EmployeeUpdate.lastName.maxLength}
        label="Last Name"
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="personalEmail"
          maxLength={INPUT_LIMITS.EmployeeUpdate.personalEmail.maxLength}
          label="Personal Email"
          type="email"
          fullWidth
        />
        <FormTextField
          name="phoneNumber"
          maxLength={INPUT_LIMITS.EmployeeUpdate.phoneNumber.maxLength}
          label="Phone Number"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="position"
          maxLength={INPUT_LIMITS.EmployeeUpdate.position.maxLength}
          label="Position"
          fullWidth
        />
        <FormTextField
          name="department"
          maxLength={INPUT_LIMITS.EmployeeUpdate.department.maxLength}
          label="Department"
          fullWidth
        />
      </Stack>
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
    </>
  );
}
