import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatMoment } from '@/lib/nudges';
import type { OutboxMessage } from '@/api/resources/notifications';
import { OUTBOX_TEXT } from '../outbox-text';

export interface OutboxMessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** One sent message as the recipient would read it. */
export function OutboxMessageDialog({ message, onClose }: OutboxMessageDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{message?.subject}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary">
          To: {message?.toName} &lt;{message?.to}&gt;
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Sent {formatMoment(message?.sentAt)}
          {message?.sentByName
            ? ` by ${message.sentByName}`
            : ` (${OUTBOX_TEXT.automatic.toLowerCase()})`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{message?.body}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{OUTBOX_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
