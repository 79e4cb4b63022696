import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { SlideOver } from '@/components/SlideOver';
import type { User } from '../api/users';
import {
  managerOptions,
  userFormInitialValues,
  userFormSchema,
  type UserFormValues,
} from '../user-form';
import { useSaveUser } from '../use-save-user';
import { UserFormFields } from './UserFormFields';

export interface UserFormPanelProps {
  open: boolean;
  /** The user to edit; null adds a new one. */
  user: User | null;
  users: readonly User[];
  onClose: () => void;
}

/** The Add User / Edit User slide-over (spec 01 §2). */
export function UserFormPanel({ open, user, users, onClose }: UserFormPanelProps) {
  const formId = useId();
  const isCreate = !user;
  const { save } = useSaveUser();
  const [error, setError] = useState<string | null>(null);
  const managers = useMemo(() => managerOptions(users, user?.id ?? null), [users, user]);
  const schema = useMemo(() => userFormSchema(isCreate), [isCreate]);

  const handleSubmit = async (values: UserFormValues) => {
    setError(null);
    const failed = await save(values, user);
    if (failed) setError(failed);
    else onClose();
  };

  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title={isCreate ? 'Add User' : 'Edit User'}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="contained">
            {isCreate ? 'Add User' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Formik
        key={user?.id ?? 'new'}
        initialValues={userFormInitialValues(user)}
        validationSchema={schema}
        onSubmit={handleSubmit}
      >
        <Form id={formId} noValidate>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <UserFormFields isCreate={isCreate} managers={managers} />
        </Form>
      </Formik>
    </SlideOver>
  );
}
