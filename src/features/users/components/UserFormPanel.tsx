import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { SlideOver } from '@/components/SlideOver';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { ROLE_LABELS, type Role } from '@/lib/permissions';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { useAccountCandidates } from '../use-account-candidates';
import { useRereadUser, type User } from '@/api/resources/users';
import {
  managerOptions,
  userFormInitialValues,
  userFormSchema,
  type UserFormValues,
} from '../user-form';
import { useSaveUser } from '../use-save-user';
import { USER_ERRORS } from '../user-messages';
import { UserFormFields } from './UserFormFields';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { landFieldErrors } from '@/components/server-field-errors';
import { CancelButton } from '@/components/CancelButton';

export interface UserFormPanelProps {
  open: boolean;
  /** The user to edit; null adds a new one. */
  user: User | null;
  users: readonly User[];
  onClose: () => void;
  /** Add User for this existing employee (the employee page's Give Account). */
  employeeId?: string;
}

const USER_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  role: 'Role',
  primaryManagerId: 'Primary Manager',
  secondaryManagerId: 'Secondary Manager',
  isActive: 'Status',
  marketingConsent: 'Marketing consent',
};

function formatUserValue(field: string, value: unknown, users: readonly User[]): string {
  if (field === 'isActive') return value ? 'Active' : 'Archived';
  if (field === 'role') return ROLE_LABELS[value as Role] ?? String(value);
  if (field.endsWith('ManagerId')) {
    const manager = users.find((u) => u.employeeId === value);
    return manager ? `${manager.firstName} ${manager.lastName}` : 'None';
  }
  return formatStaleValue(field, value);
}

/** The Add User / Edit User slide-over (spec 01 §2). */
export function UserFormPanel({ open, user, users, onClose, employeeId }: UserFormPanelProps) {
  const formId = useId();
  const isCreate = !user;
  const { save } = useSaveUser();
  const reread = useRereadUser();
  const stale = useStaleRecord(open ? user : null, () => reread(user!.id));
  const [error, setError] = useState<string | null>(null);
  const managers = useMemo(() => managerOptions(users, user?.id ?? null), [users, user]);
  const schema = useMemo(() => userFormSchema(isCreate), [isCreate]);
  const candidates = useAccountCandidates(open && isCreate);

  const handleSubmit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    setError(null);
    try {
      const failed = await save(values, user, stale.version);
      if (failed) return setError(failed);
      stale.clear();
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        return;
      }
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, USER_ERRORS.update));
    }
  };

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title={isCreate ? 'Add User' : 'Edit User'}
      actions={
        <>
          <CancelButton onCancel={onClose} />
          <Button type="submit" form={formId} variant="contained">
            {isCreate ? 'Add User' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Formik
        key={user?.id ?? `new:${employeeId ?? ''}`}
        initialValues={userFormInitialValues(user, employeeId)}
        validationSchema={schema}
        onSubmit={handleSubmit}
      >
        <Form id={formId} noValidate>
          <FormDirtyReporter />
          <FocusFirstError />
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <StaleRecordNotice
            theirs={stale.theirs ? userFormInitialValues(stale.theirs) : null}
            labels={USER_FIELD_LABELS}
            format={(field, value) => formatUserValue(field, value, users)}
          />
          <UserFormFields
            isCreate={isCreate}
            managers={managers}
            candidates={candidates.data ?? []}
          />
        </Form>
      </Formik>
    </SlideOver>
  );
}
