import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type ErrorFallbackProps = {
  error: unknown;
  onReload?: () => void;
};

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error) {
    const { status, statusText } = error as { status?: number; statusText?: string };
    return [status, statusText].filter(Boolean).join(' ');
  }
  return 'Unknown error';
}

export function ErrorFallback({ error, onReload }: ErrorFallbackProps) {
  const handleReload = onReload ?? (() => window.location.reload());
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={handleReload}>
            Reload
          </Button>
        }
      >
        <AlertTitle>Something went wrong</AlertTitle>
        {describe(error)}
      </Alert>
    </Box>
  );
}
