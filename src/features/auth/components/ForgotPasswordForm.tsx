import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { useFormik } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { useForgotPassword } from '@/api/resources/auth';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../password-forms';
import { forgotPasswordErrorMessage } from '../auth-errors';

export type ForgotPasswordFormProps = {
  onSent: (email: string) => void;
};

export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        await forgot.mutateAsync(email.trim());
        onSent(email.trim());
      } catch (error) {
        setServerError(forgotPasswordErrorMessage(error));
      }
    },
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(null);
    formik.setErrors({});
    formik.handleChange(event);
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Reset password">
      <Stack spacing={1}>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={formik.values.email}
          onChange={handleChange}
          error={Boolean(formik.errors.email)}
          helperText={formik.errors.email ?? ' '}
          slotProps={{
            htmlInput: { maxLength: INPUT_LIMITS.ForgotPasswordRequest.email.maxLength },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
