import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The sign-in form's 'Login Error:' box. Its own chunk: the form's first paint does not need it. */
export function LoginErrorAlert({ message }: { message: string }) {
  return (
    <Alert severity="error">
      <AlertTitle>Login Error:</AlertTitle>
      {message}
    </Alert>
  );
}
