import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { loadSignInForm, SignInForm } from '../components/SignInForm';

/** The route renders once the form's demo accounts have loaded (see SignInForm). */
export const ready = loadSignInForm;

export default function SignInRoute() {
  usePageTitle('Sign In');
  return (
    <AuthLayout>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref()}>
          Sign up
        </Link>
      </Typography>
      <SignInForm />
    </AuthLayout>
  );
}
