import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { SlideOver } from '@/components/SlideOver';
import { useAllEmployees, useSaveEmployee, type Employee } from '../api/employee';
import { useTeamOptions } from '../api/teams';
import {
  EMPLOYEE_MESSAGES,
  employeeFormInitialValues,
  employeeFormSchema,
  toSaveEmployeeInput,
  type EmployeeFormValues,
} from '../employee-form';
import { EmployeeFormFields } from './EmployeeFormFields';

export interface EditEmployeePanelProps {
  open: boolean;
  employee: Employee;
  onClose: () => void;
}

/** The 'Edit Employee' slide-over of the employee page (admins). */
export function EditEmployeePanel({ open, employee, onClose }: EditEmployeePanelProps) {
  const formId = useId();
  const employees = useAllEmployees(open);
  const teams = useTeamOptions(open);
  const save = useSaveEmployee();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (values: EmployeeFormValues) => {
    setError(null);
    try {
      await save.mutateAsync(toSaveEmployeeInput(employee, values));
      onClose();
    } catch (err) {
      setError(getErrorMessage(err, EMPLOYEE_MESSAGES.updateFailed));
    }
  };

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title="Edit Employee"
      width={560}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <Formik
        key={employee.updatedAt}
        initialValues={employeeFormInitialValues(employee)}
        validationSchema={employeeFormSchema}
        onSubmit={handleSubmit}
      >
        {({ values, setFieldValue }) => (
          <Form id={formId} noValidate>
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <Stack spacing={1}>
              <EmployeeFormFields
                employeeId={employee.id}
                employees={employees.data ?? []}
                teams={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
              <TextField
                select
                label="Status"
                value={values.isActive ? 'active' : 'inactive'}
                onChange={(e) => void setFieldValue('isActive', e.target.value === 'active')}
                helperText=" "
              >
                <MenuItem value="active">Active</MenuItem>
                <MenuItem value="inactive">Inactive</MenuItem>
              </TextField>
            </Stack>
          </Form>
        )}
      </Formik>
    </SlideOver>
  );
}
