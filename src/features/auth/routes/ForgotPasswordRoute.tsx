import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { SessionUser } from '@/api/session';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { CheckYourEmail } from '../components/CheckYourEmail';
import { ForcedPasswordChangeForm } from '../components/ForcedPasswordChangeForm';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export type ForcedChangeState = { forcePasswordChange: true; user: SessionUser };

function isForcedChange(state: unknown): state is ForcedChangeState {
  if (!state || typeof state !== 'object') return false;
  const { forcePasswordChange, user } = state as Partial<ForcedChangeState>;
  return forcePasswordChange === true && typeof user?.email === 'string';
}

function ForcedChange({ user }: { user: SessionUser }) {
  usePageTitle('Change Password');
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Change your password
      </Typography>
      <ForcedPasswordChangeForm email={user.email} />
    </>
  );
}

function ForgotPassword() {
  usePageTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Forgot your password?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter your email and we will send you a link to reset it.
      </Typography>
      <ForgotPasswordForm onSent={setSentTo} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref()}>
          Sign in
        </Link>
        {' · '}No account yet?{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          Sign up
        </Link>
      </Typography>
    </>
  );
}

/** Spec 01 §2: forced change when opened with the flag and user in navigation state, else forgot password. */
export default function ForgotPasswordRoute() {
  const { state } = useLocation();
  return (
    <AuthLayout>
      {isForcedChange(state) ? <ForcedChange user={state.user} /> : <ForgotPassword />}
    </AuthLayout>
  );
}
