import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { RegisterForm } from '../components/RegisterForm';
import { RegisterSuccess } from '../components/RegisterSuccess';

export default function RegisterRoute() {
  usePageTitle('Create Account');
  const [registered, setRegistered] = useState(false);
  return (
    <AuthLayout>
      {registered ? (
        <RegisterSuccess />
      ) : (
        <>
          <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
            Create your account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Already have an account?{' '}
            <Link component={RouterLink} to={paths.auth.login.getHref()}>
              Sign in
            </Link>
          </Typography>
          <RegisterForm onRegisteredWithoutSignIn={() => setRegistered(true)} />
        </>
      )}
    </AuthLayout>
  );
}
