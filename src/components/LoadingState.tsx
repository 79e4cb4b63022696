import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingStateProps {
  /** Visible text under the spinner, e.g. 'Loading template...'. */
  label?: string;
  minHeight?: number | string;
}

/** Centred spinner with an optional label; announced as a busy status. */
export function LoadingState({ label, minHeight = 200 }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress size={32} aria-label={label ?? 'Loading'} />
      {label ? <Typography color="text.secondary">{label}</Typography> : null}
    </Box>
  );
}
