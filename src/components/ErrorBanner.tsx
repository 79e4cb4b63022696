import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ErrorBannerProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
  sx?: SxProps<Theme>;
}

/** Red error banner with an optional title and a 'Try Again' action. */
export function ErrorBanner({
  message,
  title,
  onRetry,
  retryLabel = 'Try Again',
  sx,
}: ErrorBannerProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {message}
    </Alert>
  );
}
