import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../auth-errors';
import { homePathFor } from '../home-path';

export const CREDENTIALS_REQUIRED_MESSAGE = 'Email and password are required';

// Read the env here (not via USE_MOCK_API) so a build for a real API drops the demo list entirely.
const DemoAccounts = !import.meta.env.VITE_API_URL
  ? lazy(() => import('./DemoAccounts').then((m) => ({ default: m.DemoAccounts })))
  : null;

type SignInValues = { email: string; password: string; rememberMe: boolean };

export function SignInForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    onSubmit: async ({ email, password }) => {
      setError(null);
      if (!email.trim() || !password) {
        setError(CREDENTIALS_REQUIRED_MESSAGE);
        return;
      }
      try {
        const result = await login.mutateAsync({ email: email.trim(), password });
        if (result.requiresPasswordChange) {
          await navigate(paths.auth.forgotPassword.getHref(), {
            state: { forcePasswordChange: true, user: result.user },
          });
        } else {
          await navigate(homePathFor(result.user.role));
        }
      } catch (err) {
        setError(loginErrorMessage(err));
      }
    },
  });

  const handlePick = (email: string, password: string) => {
    setError(null);
    void formik.setValues({ ...formik.values, email, password });
  };

  return (
    <>
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error">
              <AlertTitle>Login Error:</AlertTitle>
              {error}
            </Alert>
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
          />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  name="rememberMe"
                  checked={formik.values.rememberMe}
                  onChange={formik.handleChange}
                />
              }
              label="Remember me"
            />
            <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </form>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts onPick={handlePick} />
        </Suspense>
      ) : null}
    </>
  );
}
