import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';
import {
  canSubmitRejection,
  REJECTION_COMMENTS_MAX,
  REJECTION_REASONS,
  type RejectionReason,
} from '@/lib/recommendations';

export interface RejectDialogProps {
  open: boolean;
  employeeName: string;
  busy?: boolean;
  onCancel: () => void;
  onReject: (input: { reason: RejectionReason; comments: string }) => void;
}

/** Spec 02 §5 Reject dialog: the five reasons and comments, both required; Reject stays disabled until both are given. */
export function RejectDialog({ open, employeeName, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [comments, setComments] = useState('');
  const ready = canSubmitRejection(reason, comments);

  const handleReject = () => {
    if (ready) onReject({ reason: reason as RejectionReason, comments: comments.trim() });
  };

  return (
    <FormDialog
      open={open}
      onClose={onCancel}
      dirty={reason !== '' || comments !== ''}
      fullWidth
      maxWidth="sm"
      TransitionProps={{
        onExited: () => {
          setReason('');
          setComments('');
        },
      }}
    >
      <DialogTitle>Reject Recommendation</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>Reject the compensation recommendation for {employeeName}.</div>
          <TextField
            select
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          >
            {REJECTION_REASONS.map((r) => (
              <MenuItem key={r.value} value={r.value}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Detailed Comments"
            required
            multiline
            minRows={3}
            maxRows={10}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            slotProps={{ htmlInput: { maxLength: REJECTION_COMMENTS_MAX } }}
            helperText={
              <Stack component="span" direction="row" spacing={2} justifyContent="space-between">
                <span>These comments are shared with the employee and their manager.</span>
                <span>{`${comments.length.toLocaleString('en-US')} / ${REJECTION_COMMENTS_MAX.toLocaleString('en-US')}`}</span>
              </Stack>
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <CancelButton onCancel={onCancel} />
        <Button color="error" variant="contained" disabled={!ready || busy} onClick={handleReject}>
          Reject
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
