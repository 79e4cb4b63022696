import Button from '@mui/material/Button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { SlideOver } from '@/components/SlideOver';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { ROLE_LABELS, type Role } from '@/lib/permissions';
import { useRecordSubmit } from '@/hooks/use-record-submit';
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
import { FORM_SAVED, FormSubmittingReporter } from '@/components/FormSubmittingReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
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
  const managers = useMemo(() => managerOptions(users, user?.id ?? null), [users, user]);
  const candidates = useAccountCandidates(open && isCreate);
  const schema = useMemo(
    () =>
      userFormSchema(isCreate, (id) => {
        const candidate = candidates.data?.find((c) => c.id === id);
        return candidate ? candidate.workEmail : undefined;
      }),
    [isCreate, candidates.data],
  );

  const { errorFor, setError, submit } = useRecordSubmit(stale, USER_ERRORS.update);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) =>
    submit(values, helpers, async () => {
      const failed = await save(values, user, stale.version);
      if (failed) return setError(failed);
      stale.clear();
      helpers.setStatus(FORM_SAVED);
      onClose();
    });

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title={isCreate ? 'Add User' : 'Edit User'}
      actions={
        <>
          <CancelButton onCancel={onClose} />
          <Button type="submit" form={formId} variant="contained" disabled={submitting}>
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
        {({ values }) => {
          const message = errorFor(values);
          return (
            <Form id={formId} noValidate>
              <FormDirtyReporter />
              <FormSubmittingReporter onChange={setSubmitting} />
              <FocusFirstError />
              {message ? <ErrorBanner message={message} sx={{ mb: 2 }} /> : null}
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
          );
        }}
      </Formik>
    </SlideOver>
  );
}
