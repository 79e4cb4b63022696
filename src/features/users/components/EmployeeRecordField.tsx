import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { FormSelectField } from '@/components/FormSelectField';
import type { AccountCandidate } from '../use-account-candidates';
import type { UserFormValues } from '../user-form';

export interface EmployeeRecordFieldProps {
  candidates: readonly AccountCandidate[];
}

export const EMPLOYEE_RECORD_TEXT = {
  label: 'Employee record',
  newRecord: 'New employee record',
  helper:
    'Give an existing employee without an account (added alone or imported) this account: they keep their team, manager and history.',
  emailHelper: 'Their work email: they sign in with it',
} as const;

/**
 * Add User's choice of the employee the account belongs to: a new record, or an existing employee
 * without an account, whose names, work email (the one they will sign in with) and managers then
 * fill the form.
 */
export function EmployeeRecordField({ candidates }: EmployeeRecordFieldProps) {
  const { values, setValues } = useFormikContext<UserFormValues>();
  const filled = useRef('');
  const chosen = candidates.find((c) => c.id === values.employeeId);

  useEffect(() => {
    if (!chosen || filled.current === chosen.id) return;
    filled.current = chosen.id;
    void setValues((current) => ({
      ...current,
      firstName: chosen.firstName,
      lastName: chosen.lastName,
      email: chosen.workEmail ?? '',
      primaryManagerId: chosen.primaryManagerId ?? '',
      secondaryManagerId: chosen.secondaryManagerId ?? '',
    }));
  }, [chosen, setValues]);

  const options = [
    { value: '', label: EMPLOYEE_RECORD_TEXT.newRecord },
    ...candidates.map((c) => ({
      value: c.id,
      label: `${c.firstName} ${c.lastName}${c.position ? ` (${c.position})` : ''}`,
    })),
  ];
  return (
    <FormSelectField
      name="employeeId"
      label={EMPLOYEE_RECORD_TEXT.label}
      options={options}
      placeholder={EMPLOYEE_RECORD_TEXT.newRecord}
      helperText={EMPLOYEE_RECORD_TEXT.helper}
      fullWidth
    />
  );
}
