import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin, useRegister } from '@/api/resources/auth';
import {
  emptyRegisterForm,
  type RegisterFormValues,
  registerSchema,
  toRegisterRequest,
} from '../register-form';
import { registrationErrorMessage } from '../auth-errors';
import { OrganizationTypeField } from './OrganizationTypeField';
import { PasswordChecklist } from './PasswordChecklist';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';
import { landFieldErrors } from '@/components/server-field-errors';

export type RegisterFormProps = {
  /** Registered, but the automatic sign-in failed: show the success view instead. */
  onRegisteredWithoutSignIn: () => void;
  initialValues?: Partial<RegisterFormValues>;
};

type TextFieldName = Exclude<keyof RegisterFormValues, 'marketingConsent' | 'organizationTypeId'>;

const TEXT_FIELDS: { name: TextFieldName; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
  { name: 'organizationName', label: 'Organization name', autoComplete: 'organization' },
];

export function RegisterForm({ onRegisteredWithoutSignIn, initialValues }: RegisterFormProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<RegisterFormValues>({
    initialValues: { ...emptyRegisterForm, ...initialValues },
    validationSchema: registerSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        await register.mutateAsync(toRegisterRequest(values));
      } catch (error) {
        if (!landFieldErrors(error, Object.keys(values), helpers.setErrors))
          setServerError(registrationErrorMessage(error));
        return;
      }
      try {
        await login.mutateAsync({ email: values.email.trim(), password: values.password });
      } catch {
        onRegisteredWithoutSignIn();
        return;
      }
      await navigate(paths.admin.root.getHref());
    },
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(null);
    formik.setErrors({});
    formik.handleChange(event);
  };
  const errorOf = (name: keyof RegisterFormValues) => formik.errors[name];
  const limits = INPUT_LIMITS.RegisterRequest;
  const REGISTER_LIMITS: Partial<Record<keyof RegisterFormValues, number>> = {
    firstName: limits.firstName.maxLength,
    lastName: limits.lastName.maxLength,
    email: limits.email.maxLength,
    password: limits.password.maxLength,
    confirmPassword: limits.password.maxLength,
    organizationName: limits.organizationName.maxLength,
  };

  const renderField = ({ name, label, type, autoComplete }: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      value={formik.values[name]}
      onChange={handleChange}
      error={Boolean(errorOf(name))}
      {...limitedTextProps(formik.values[name], REGISTER_LIMITS[name], errorOf(name) ?? ' ')}
    />
  );
  const [firstName, lastName, email, password, confirmPassword, organizationName] = TEXT_FIELDS;

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Create account">
      <Stack spacing={1}>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {renderField(firstName!)}
          {renderField(lastName!)}
        </Box>
        {renderField(email!)}
        {renderField(password!)}
        <PasswordChecklist password={formik.values.password} />
        <Box sx={{ height: 8 }} />
        {renderField(confirmPassword!)}
        {renderField(organizationName!)}
        <OrganizationTypeField
          value={formik.values.organizationTypeId}
          error={errorOf('organizationTypeId')}
          onChange={handleChange}
        />
        <FormControlLabel
          control={
            <Checkbox
              name="marketingConsent"
              checked={formik.values.marketingConsent}
              onChange={handleChange}
            />
          }
          label="Send me product news and tips (optional)"
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </Stack>
    </form>
  );
}
