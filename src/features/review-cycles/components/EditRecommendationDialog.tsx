import { type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { amountChanged } from '@/lib/approval-rules';
import { formatMoney, formatPercent } from '@/lib/money';
import { positionIn, type BandPosition } from '@/lib/pay-bands';
import { describeBandAfter } from '@/lib/promotions';
import {
  AMOUNT_STEP,
  editRecommendationErrors,
  percentFromValue,
  proposedSalary,
} from '@/lib/recommendations';
import { StaleRecordAlert } from '@/components/StaleRecordAlert';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';
import type { Recommendation, RecommendationEditInput } from '@/api/resources/recommendations';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';

export interface EditRecommendationDialogProps {
  open: boolean;
  employeeName: string;
  currentSalary: number;
  currentIncrease: number;
  currency: string;
  /** Decisions already given on the approval chain (a change of amount clears them). */
  decisionsGiven?: number;
  busy?: boolean;
  onCancel: () => void;
  onSave: (input: RecommendationEditInput) => void;
  /** The recommendation as someone else left it, after a refused save. */
  theirs?: Recommendation | null;
  /** Shown above the fields (a save failure). */
  children?: ReactNode;
  /** 'Promotion: L3 Senior → L4 Lead'; absent without one. */
  promotion?: string | null;
  /** The band the recommendation ends in: the compa-ratio after follows the edited amount. */
  bandAfter?: BandPosition | null;
}

/** A change of amount restarts the approval chain. */
export const RESTART_WARNING = (decisions: number) =>
  `Changing the amount restarts the approval chain: ${
    decisions === 1
      ? 'the decision already given is'
      : `the ${decisions} decisions already given are`
  } cleared and every approver decides again.`;

/**
 * Spec 02 §5 Edit recommendation dialog: amount not negative and at most 50% of the current salary,
 * a reason of 10+ characters, step 100; shows the new percentage and the new total salary.
 */
export function EditRecommendationDialog(props: EditRecommendationDialogProps) {
  const { open, employeeName, currentSalary, currentIncrease, currency, busy, onCancel, onSave } =
    props;
  const decisionsGiven = props.decisionsGiven ?? 0;
  const [amount, setAmount] = useState(String(currentIncrease));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = editRecommendationErrors({ amount, currentSalary, reason });
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value);
  const theirs = props.theirs ? { amount: String(props.theirs.proposedIncrease ?? '') } : null;
  const band = props.bandAfter ?? null;

  const handleSave = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    onSave({
      proposedIncrease: value,
      proposedSalary: proposedSalary(currentSalary, value),
      notes: reason.trim(),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onCancel}
      dirty={amount !== String(currentIncrease) || reason !== ''}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>Edit Recommendation</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
          <StaleRecordAlert
            values={{ amount }}
            theirs={theirs}
            labels={{ amount: 'Increase Amount' }}
            format={(_field, v) => formatMoney(Number(v), currency)}
            onUseTheirs={(v) => setAmount(v.amount)}
          />
          <Typography>
            {employeeName}: current salary {formatMoney(currentSalary, currency)}
          </Typography>
          {props.promotion ? <Typography>{props.promotion}</Typography> : null}
          <TextField
            label="Increase Amount"
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { step: AMOUNT_STEP, min: 0 } }}
            error={submitted && Boolean(errors.amount)}
            helperText={(submitted && errors.amount) || ' '}
          />
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 0.5 }}
            aria-live="polite"
          >
            <Typography variant="body2">
              New percentage:{' '}
              <strong>
                {valid ? formatPercent(percentFromValue(value, currentSalary), 2) : '—'}
              </strong>
            </Typography>
            <Typography variant="body2">
              New total salary:{' '}
              <strong>
                {valid ? formatMoney(proposedSalary(currentSalary, value), currency) : '—'}
              </strong>
            </Typography>
            {band ? (
              <Typography variant="body2">
                Compa-ratio after:{' '}
                <strong>
                  {valid
                    ? describeBandAfter(positionIn(band, proposedSalary(currentSalary, value)))
                    : '—'}
                </strong>
              </Typography>
            ) : null}
          </Box>
          {decisionsGiven > 0 &&
          valid &&
          amountChanged({ proposedIncrease: currentIncrease }, { proposedIncrease: value }) ? (
            <Alert severity="warning">{RESTART_WARNING(decisionsGiven)}</Alert>
          ) : null}
          <TextField
            label="Reason for Change"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxRows={10}
            error={submitted && Boolean(errors.reason)}
            {...limitedTextProps(
              reason,
              INPUT_LIMITS.RecommendationEdit.notes.maxLength,
              (submitted && errors.reason) || 'Recorded in the approval history.',
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <CancelButton onCancel={onCancel} />
        <Button variant="contained" disabled={busy} onClick={handleSave}>
          Save Changes
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
