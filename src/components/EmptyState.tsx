import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  text: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** Centred "nothing here" text with an optional call-to-action button. */
export function EmptyState({ text, actionLabel, onAction }: EmptyStateProps) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
      {actionLabel && onAction ? (
        <Button variant="contained" onClick={onAction} sx={{ mt: 2 }}>
          {actionLabel}
        </Button>
      ) : null}
    </Box>
  );
}
