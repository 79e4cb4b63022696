import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { OutlinedTextField } from '@/components/OutlinedTextField';
import { SIGN_IN_LIMITS } from '../sign-in-limits';
import { paths } from '@/config/paths';
import { loginErrorMessage } from '../auth-errors';
import { homePathFor } from '../home-path';
import type { DemoAccounts as DemoAccountsBox } from './DemoAccounts';
import { readSignInFields, type SignInFields } from '../sign-in-fields';

export const CREDENTIALS_REQUIRED_MESSAGE = 'Email and password are required';

// Read the env here (not through an imported constant) so a build for a real API drops the demo list entirely:
// neither it nor the mock's accounts enter that build.
const loadDemoAccounts = import.meta.env.VITE_API_URL ? null : () => import('./DemoAccounts');
const LazyDemoAccounts =
  loadDemoAccounts && lazy(() => loadDemoAccounts().then((m) => ({ default: m.DemoAccounts })));
let loadedDemoAccounts: typeof DemoAccountsBox | null = null;
let demoAccountsLoaded: Promise<void> | null = null;

/**
 * Loads what the form shows besides its own module: the demo accounts (mock builds). The sign-in
 * route waits for it (its `ready`): the page's first render then has them at once (a lazy
 * component would render nothing first). A render before that (a test of the form alone) shows
 * them when they arrive. Not started as this module loads: other pages load its chunk for the
 * controls they share.
 */
export function loadSignInForm(): Promise<void> {
  demoAccountsLoaded ??= loadDemoAccounts
    ? loadDemoAccounts().then((m) => {
        loadedDemoAccounts = m.DemoAccounts;
      })
    : Promise.resolve();
  return demoAccountsLoaded;
}

// The API call and the error box load when the form is first focused (or submitted): the page's
// first paint needs neither.
const loadSignIn = () => import('../sign-in');
const loadErrorAlert = () => import('./LoginErrorAlert');
const LoginErrorAlert = lazy(() => loadErrorAlert().then((m) => ({ default: m.LoginErrorAlert })));

function preloadSubmit(): void {
  void loadSignIn();
  void loadErrorAlert();
}

const CREDENTIAL_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function SignInForm() {
  const navigate = useNavigate();
  // The page runs without the app's query client (none is loaded yet); tests and stories provide one.
  const contextQueryClient = useContext(QueryClientContext);
  const [error, setError] = useState<string | null>(null);

  const [values, setValues] = useState<SignInFields>({
    email: '',
    password: '',
    rememberMe: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const DemoAccounts = loadedDemoAccounts ?? LazyDemoAccounts;

  // A plain controlled form (no form library): the sign-in page is the first paint of most visits.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, type, checked, value } = event.target;
    setValues((current) => ({ ...current, [name]: type === 'checkbox' ? checked : value }));
  };

  const submit = async ({ email, password, rememberMe }: SignInFields) => {
    setError(null);
    if (!email.trim() || !password) {
      setError(CREDENTIALS_REQUIRED_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      const { signIn } = await loadSignIn();
      const result = await signIn({ email: email.trim(), password }, contextQueryClient, {
        remember: rememberMe,
      });
      if (result.requiresPasswordChange) {
        await navigate(paths.auth.forgotPassword.getHref(), {
          state: { forcePasswordChange: true, user: result.user },
        });
      } else {
        await navigate(homePathFor(result.user.role));
      }
    } catch (err) {
      setError(loginErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold: a password manager's fill may not have reached the state (Chrome
    // hides it from scripts until this gesture).
    const current = readSignInFields(event.currentTarget);
    setValues(current);
    void submit(current);
  };

  const handlePick = (email: string, password: string) => {
    setError(null);
    setValues((current) => ({ ...current, email, password }));
  };

  return (
    <>
      <form noValidate onFocus={preloadSubmit} onSubmit={handleSubmit} aria-label="Sign in">
        <Stack spacing={2}>
          {error ? (
            <Suspense fallback={null}>
              <LoginErrorAlert message={error} />
            </Suspense>
          ) : null}
          {CREDENTIAL_FIELDS.map(({ name, ...field }) => (
            <OutlinedTextField
              key={name}
              {...field}
              name={name}
              maxLength={SIGN_IN_LIMITS[name]}
              value={values[name]}
              onChange={handleChange}
            />
          ))}
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
                <Checkbox name="rememberMe" checked={values.rememberMe} onChange={handleChange} />
              }
              label="Remember me"
            />
            <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign in'}
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
