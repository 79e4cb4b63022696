import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@/api/field-errors';
import { useForcedPasswordChange } from '@/api/resources/users';
import { useLogout } from '@/hooks/useSession';
import { type ForcedChangeValues, forcedChangeError } from '../password-forms';
import { changePasswordErrorMessage } from '../auth-errors';
import { homePathFor } from '../home-path';
import { PasswordChecklist } from './PasswordChecklist';

export type ForcedPasswordChangeFormProps = {
  email: string;
};

/**
 * Spec 01 §2: the forced change after a temporary password (read-only email, new + confirm), with
 * a way out for someone who should not be signed in as this user: sign out, back to sign-in.
 */
export function ForcedPasswordChangeForm({ email }: ForcedPasswordChangeFormProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  const handleSignOut = () => {
    setSigningOut(true);
    void logout();
  };
  const change = useForcedPasswordChange();
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik<ForcedChangeValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async (values, helpers) => {
      setError(null);
      const invalid = forcedChangeError(values);
      if (invalid) {
        setError(invalid);
        return;
      }
      try {
        const user = await change.mutateAsync(values.newPassword);
        await navigate(homePathFor(user.role), { replace: true });
      } catch (err) {
        const onField = fieldErrorsOf(err).newPassword;
        if (onField) helpers.setFieldError('newPassword', onField);
        else setError(changePasswordErrorMessage(err));
      }
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Change password">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          You signed in with a temporary password. Choose a new password to continue.
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField label="Email" value={email} slotProps={{ input: { readOnly: true } }} />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={formik.values.newPassword}
          onChange={formik.handleChange}
          error={Boolean(formik.errors.newPassword)}
          helperText={formik.errors.newPassword ?? ' '}
        />
        <PasswordChecklist password={formik.values.newPassword} />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={formik.values.confirmPassword}
          onChange={formik.handleChange}
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Changing password...' : 'Change password'}
        </Button>
        <Typography color="text.secondary">
          Not you?{' '}
          <Link component="button" type="button" onClick={handleSignOut} disabled={signingOut}>
            Sign out
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
