import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { type ChangeEvent, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { fieldErrorsOf } from '@/api/field-errors';
import type { SessionUser } from '@/api/session';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { roleLabel } from '@/lib/permissions';
import {
  PROFILE_UPDATE_FAILED,
  type ProfileFormValues,
  profileFormValues,
  profileSchema,
  toProfileUpdate,
} from '../profile-form';
import { readSessionUser } from '@/api/resources/auth';
import { useUpdateProfile } from '@/api/resources/users';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';

export type ProfileFormProps = {
  user: SessionUser;
};

type Field = { name: keyof ProfileFormValues; label: string; type?: string; autoComplete: string };

const DETAILS: Field[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

const PASSWORDS: Field[] = [
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmNewPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const LIMITS = INPUT_LIMITS.ProfileUpdate;
const PROFILE_LIMITS: Record<keyof ProfileFormValues, number> = {
  firstName: LIMITS.firstName.maxLength,
  lastName: LIMITS.lastName.maxLength,
  email: LIMITS.email.maxLength,
  currentPassword: LIMITS.currentPassword.maxLength,
  newPassword: LIMITS.newPassword.maxLength,
  confirmNewPassword: LIMITS.newPassword.maxLength,
};

const PROFILE_FIELD_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email' };

export function ProfileForm({ user }: ProfileFormProps) {
  const update = useUpdateProfile();
  const stale = useStaleRecord(user, readSessionUser);
  const [saved, setSaved] = useState(false);
  const formik = useFormik<ProfileFormValues>({
    initialValues: profileFormValues(user),
    validationSchema: profileSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const body = toProfileUpdate(values, user);
        const updated = await update.mutateAsync({ body, version: stale.version });
        stale.clear(updated);
        helpers.resetForm({ values: profileFormValues(updated) });
        setSaved(true);
      } catch (err) {
        // A field's own message goes under it; other errors are shown from update.error.
        const onFields = fieldErrorsOf(err);
        if (Object.keys(onFields).some((field) => field in values)) {
          helpers.setErrors(onFields);
          update.reset();
        } else if (await stale.handleError(err)) update.reset();
      }
    },
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    update.reset();
    formik.setErrors({});
    formik.handleChange(event);
  };

  const renderField = ({ name, label, type, autoComplete }: Field) => (
    <TextField
      key={name}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={formik.values[name] ?? ''}
      onChange={handleChange}
      error={Boolean(formik.errors[name])}
      {...limitedTextProps(
        formik.values[name] ?? '',
        PROFILE_LIMITS[name],
        formik.errors[name] ?? ' ',
      )}
    />
  );

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Profile settings">
        <FormDirtyReporter />
        <Stack spacing={1}>
          {saved ? <Alert severity="success">Profile updated</Alert> : null}
          {update.error ? (
            <Alert severity="error">{getErrorMessage(update.error, PROFILE_UPDATE_FAILED)}</Alert>
          ) : null}
          <StaleRecordNotice
            theirs={stale.theirs ? profileFormValues(stale.theirs) : null}
            labels={PROFILE_FIELD_LABELS}
          />
          <Typography variant="h6" component="h2">
            Personal Information
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1, sm: 2 },
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {DETAILS.slice(0, 2).map(renderField)}
          </Box>
          {renderField(DETAILS[2]!)}
          <TextField
            label="Role"
            value={roleLabel(user.role)}
            helperText="Your role is managed by your administrator."
            slotProps={{ input: { readOnly: true } }}
          />
          <Divider sx={{ pt: 1, mb: 2 }} />
          <Typography variant="h6" component="h2">
            Change Password
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            Leave these empty to keep your current password.
          </Typography>
          {PASSWORDS.map(renderField)}
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
    </FormikProvider>
  );
}
