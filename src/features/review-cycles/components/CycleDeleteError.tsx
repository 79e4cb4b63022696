import Alert from '@mui/material/Alert';
import { getErrorMessage } from '@/api/error-message';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';

/** Spec 02 §8 'Failed to delete review cycle', with the server's reason when it gave one. */
export function CycleDeleteError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const reason = getErrorMessage(error, CYCLE_MESSAGES.deleteFailed);
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={onClose}>
      {reason === CYCLE_MESSAGES.deleteFailed
        ? CYCLE_MESSAGES.deleteFailed
        : `${CYCLE_MESSAGES.deleteFailed}: ${reason}`}
    </Alert>
  );
}
