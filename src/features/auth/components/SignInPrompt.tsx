import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type SignInPromptProps = {
  title: string;
  children: ReactNode;
  /** The button back to the sign-in page. */
  action: string;
};

/** The end of an auth page's flow: what happened, and the way back to sign in. */
export function SignInPrompt({ title, children, action }: SignInPromptProps) {
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
      <Button
        component={Link}
        to={paths.auth.login.getHref()}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {action}
      </Button>
    </Stack>
  );
}
