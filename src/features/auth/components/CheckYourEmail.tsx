import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type CheckYourEmailProps = {
  email: string;
};

export function CheckYourEmail({ email }: CheckYourEmailProps) {
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h2" component="h1">
        Check your email
      </Typography>
      <Typography color="text.secondary">
        If an account exists for {email}, we have sent a link to reset your password.
      </Typography>
      <Button
        component={Link}
        to={paths.auth.login.getHref()}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to sign in
      </Button>
    </Stack>
  );
}
