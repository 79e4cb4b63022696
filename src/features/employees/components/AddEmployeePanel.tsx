import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { fieldErrorsOf } from '@/api/field-errors';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { CancelButton } from '@/components/CancelButton';
import { FieldLimitsContext } from '@/components/field-limits';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FORM_SAVED, FormSubmittingReporter } from '@/components/FormSubmittingReporter';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { SlideOver } from '@/components/SlideOver';
import { useAllEmployees, useCreateEmployee, type Employee } from '@/api/resources/employees';
import { useLevels } from '@/api/resources/levels';
import { useTeams } from '@/api/resources/teams';
import {
  ADD_EMPLOYEE_INITIAL_VALUES,
  ADD_EMPLOYEE_TEXT,
  addEmployeeSchema,
  toEmployeeCreate,
  type AddEmployeeValues,
} from '../add-employee-form';
import { LevelZoneFields } from './LevelZoneFields';

export interface AddEmployeePanelProps {
  open: boolean;
  onClose: () => void;
  /** After the employee was added (the directory already reloads). */
  onAdded?: (employee: Employee) => void;
}

const NONE = { value: '', label: 'None' };

/** The directory's Add Employee › Without an account: a slide-over over POST /api/employees. */
export function AddEmployeePanel({ open, onClose, onAdded }: AddEmployeePanelProps) {
  const formId = useId();
  const create = useCreateEmployee();
  const employees = useAllEmployees(open);
  const teams = useTeams(open);
  const levels = useLevels(open);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const managers = (employees.data ?? [])
    .filter((e) => e.isManager && e.isActive)
    .map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` }));
  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.id, label: t.name }));

  const handleSubmit = async (
    values: AddEmployeeValues,
    { setErrors, resetForm, setStatus }: FormikHelpers<AddEmployeeValues>,
  ) => {
    setError(null);
    try {
      const employee = await create.mutateAsync(toEmployeeCreate(values));
      resetForm();
      setStatus(FORM_SAVED);
      onAdded?.(employee);
      onClose();
    } catch (err) {
      const message = getErrorMessage(err, ADD_EMPLOYEE_TEXT.failed);
      // The one conflict is the email. A message that a field shows is said there only, once.
      const onFields =
        err instanceof ApiError && err.status === 409 ? { email: message } : fieldErrorsOf(err);
      setErrors(onFields);
      setError(Object.keys(onFields).length > 0 ? null : message);
    }
  };

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title={ADD_EMPLOYEE_TEXT.title}
      width={560}
      actions={
        <>
          <CancelButton onCancel={onClose} />
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={submitting || create.isPending}
          >
            {ADD_EMPLOYEE_TEXT.submit}
          </Button>
        </>
      }
    >
      <Formik
        initialValues={ADD_EMPLOYEE_INITIAL_VALUES}
        validationSchema={addEmployeeSchema}
        onSubmit={handleSubmit}
      >
        <FieldLimitsContext.Provider value={INPUT_LIMITS.EmployeeCreate}>
          <Form id={formId} noValidate>
            <FormDirtyReporter />
            <FormSubmittingReporter onChange={setSubmitting} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {ADD_EMPLOYEE_TEXT.intro}
            </Typography>
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="firstName" label="First Name" required fullWidth autoFocus />
                <FormTextField name="lastName" label="Last Name" required fullWidth />
              </Stack>
              <FormTextField
                name="email"
                label="Work Email"
                type="email"
                fullWidth
                helperText={ADD_EMPLOYEE_TEXT.emailHelper}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="position" label="Position" required fullWidth />
                <FormTextField name="department" label="Department" fullWidth />
              </Stack>
              <FormSelectField
                name="teamId"
                label="Team"
                options={[NONE, ...teamOptions]}
                fullWidth
              />
              <FormSelectField
                name="primaryManagerId"
                label="Manager"
                options={[NONE, ...managers]}
                fullWidth
              />
              <FormTextField
                name="hireDate"
                label="Hire Date"
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  name="salary"
                  label="Current Salary"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  fullWidth
                  helperText="Optional; annual"
                />
                <FormTextField name="currency" label="Currency" sx={{ maxWidth: { sm: 140 } }} />
              </Stack>
              <LevelZoneFields levels={levels.data ?? []} />
            </Stack>
          </Form>
        </FieldLimitsContext.Provider>
      </Formik>
    </SlideOver>
  );
}
