import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';
import { overrideError } from '@/lib/approval-rules';

/** The longest justification the contract takes (onBehalfJustification). */
const JUSTIFICATION_MAX = 2000;

export interface OnBehalfDialogProps {
  open: boolean;
  /** Whose step it is ('Priya Shah'), or several approvers' ('3 other approvers'). */
  approverName: string;
  /** What the admin is about to do: 'approve it', 'reject it', 'undo its decision', 'approve the selected recommendations'. */
  action: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (justification: string) => void;
}

/**
 * An admin deciding a step assigned to someone else overrides its approver: they say why, and
 * the reason is kept in the approval history and the audit trail.
 */
export function OnBehalfDialog({
  open,
  approverName,
  action,
  busy,
  onCancel,
  onConfirm,
}: OnBehalfDialogProps) {
  const [justification, setJustification] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted
    ? overrideError({ onBehalf: true, onBehalfJustification: justification })
    : null;

  const handleConfirm = () => {
    setSubmitted(true);
    if (!overrideError({ onBehalf: true, onBehalfJustification: justification }))
      onConfirm(justification.trim());
  };

  return (
    <FormDialog
      open={open}
      onClose={onCancel}
      dirty={justification !== ''}
      fullWidth
      maxWidth="sm"
      TransitionProps={{
        onExited: () => {
          setJustification('');
          setSubmitted(false);
        },
      }}
    >
      <DialogTitle>Decide on behalf of {approverName}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">
            This step is assigned to {approverName}. To {action} for them, give a justification: it
            is recorded in the approval history and the audit trail.
          </Alert>
          <TextField
            label="Justification"
            required
            multiline
            minRows={2}
            maxRows={8}
            value={justification}
            onChange={(e) => setJustification(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: JUSTIFICATION_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <CancelButton onCancel={onCancel} />
        <Button color="warning" variant="contained" disabled={busy} onClick={handleConfirm}>
          Override and continue
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
