import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { ApiError } from '@/api/errors';
import { getErrorMessage } from '@/api/error-message';
import { SlideOver } from '@/components/SlideOver';
import { EMPLOYEE_FIELD_MESSAGES } from '@/lib/employee-fields';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useRecordSubmit } from '@/hooks/use-record-submit';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  useAllEmployees,
  useRereadEmployee,
  useSaveEmployee,
  type Employee,
} from '@/api/resources/employees';
import { useLevels } from '@/api/resources/levels';
import { useTeams } from '@/api/resources/teams';
import {
  EMPLOYEE_MESSAGES,
  employeeFormInitialValues,
  employeeFormSchema,
  toSaveEmployeeInput,
  type EmployeeFormValues,
} from '../employee-form';
import { EmployeeFormFields } from './EmployeeFormFields';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FORM_SAVED, FormSubmittingReporter } from '@/components/FormSubmittingReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { CancelButton } from '@/components/CancelButton';

export interface EditEmployeePanelProps {
  open: boolean;
  employee: Employee;
  onClose: () => void;
}

const EMPLOYEE_FIELD_LABELS = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  workEmail: 'Work Email',
  personalEmail: 'Personal Email',
  phoneNumber: 'Phone Number',
  position: 'Position',
  department: 'Department',
  hireDate: 'Hire Date',
  isActive: 'Status',
  primaryManagerId: 'Primary Manager',
  secondaryManagerId: 'Secondary Manager',
  teams: 'Teams',
  levelId: 'Level',
  zone: 'Zone',
};

const isEmailTaken = (err: unknown) =>
  getErrorMessage(err, '') === EMPLOYEE_FIELD_MESSAGES.emailTaken;

export function EditEmployeePanel({ open, employee, onClose }: EditEmployeePanelProps) {
  const formId = useId();
  const employees = useAllEmployees(open);
  const teams = useTeams(open);
  const levels = useLevels(open);
  const save = useSaveEmployee();
  const reread = useRereadEmployee();
  const stale = useStaleRecord(open ? employee : null, () => reread(employee.id));
  const { errorFor, submit } = useRecordSubmit(stale, EMPLOYEE_MESSAGES.updateFailed);
  const [submitting, setSubmitting] = useState(false);
  const nameOf = new Map<string, string>([
    ...(employees.data ?? []).map((e) => [e.id, `${e.firstName} ${e.lastName}`] as const),
    ...(teams.data ?? []).map((t) => [t.id, t.name] as const),
    ...(levels.data ?? []).map((l) => [l.id, l.name] as const),
  ]);
  const formatValue = (field: string, value: unknown) => {
    if (field === 'isActive') return value ? 'Active' : 'Inactive';
    if ((field.endsWith('ManagerId') || field === 'levelId') && !value) return 'None';
    const named = (v: unknown) => nameOf.get(String(v)) ?? v;
    return formatStaleValue(field, Array.isArray(value) ? value.map(named) : named(value));
  };

  const handleSubmit = (values: EmployeeFormValues, helpers: FormikHelpers<EmployeeFormValues>) =>
    submit(values, helpers, async () => {
      try {
        await save.mutateAsync({
          ...toSaveEmployeeInput(employee, values),
          version: stale.version,
        });
      } catch (err) {
        // The work email another employee has: say so on the field.
        if (!(err instanceof ApiError && err.status === 409 && isEmailTaken(err))) throw err;
        helpers.setErrors({ workEmail: EMPLOYEE_FIELD_MESSAGES.emailTaken });
        return;
      }
      stale.clear();
      helpers.setStatus(FORM_SAVED);
      onClose();
    });

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title="Edit Employee"
      width={560}
      actions={
        <>
          <CancelButton onCancel={onClose} />
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={submitting || save.isPending}
          >
            Save Changes
          </Button>
        </>
      }
    >
      <Formik
        key={employee.id}
        initialValues={employeeFormInitialValues(employee)}
        validationSchema={employeeFormSchema}
        onSubmit={handleSubmit}
      >
        {({ values, setFieldValue }) => (
          <Form id={formId} noValidate>
            <FormDirtyReporter />
            <FormSubmittingReporter onChange={setSubmitting} />
            <FocusFirstError />
            {errorFor(values) ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorFor(values)}
              </Alert>
            ) : null}
            <StaleRecordNotice
              theirs={stale.theirs ? employeeFormInitialValues(stale.theirs) : null}
              labels={EMPLOYEE_FIELD_LABELS}
              format={formatValue}
            />
            <Stack spacing={1}>
              <EmployeeFormFields
                employeeId={employee.id}
                hasAccount={!!employee.user}
                employees={employees.data ?? []}
                teams={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                levels={levels.data ?? []}
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
