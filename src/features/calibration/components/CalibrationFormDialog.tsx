import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';

export interface CalibrationFormDialogProps {
  title: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The failed save, shown under the fields. */
  error: unknown;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A calibration dialog's form; it cannot be closed while its save is pending. */
export function CalibrationFormDialog({
  title,
  submitLabel,
  pending,
  error,
  onCancel,
  onSubmit,
  children,
}: CalibrationFormDialogProps) {
  return (
    <Dialog open onClose={pending ? undefined : onCancel} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error ? <Alert severity="error">{getErrorMessage(error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
