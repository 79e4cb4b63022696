import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Shown when the account exists but the automatic sign-in did not work. */
export function RegisterSuccess() {
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h2" component="h1">
        Account created
      </Typography>
      <Typography color="text.secondary">
        Your organization and administrator account are ready. Sign in to get started.
      </Typography>
      <Button
        component={Link}
        to={paths.auth.login.getHref()}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Sign In
      </Button>
    </Stack>
  );
}
