import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import {
  guidelineRecommendation,
  moveErrors,
  scaleRatings,
  type RatingScale,
} from '@/lib/calibration';
import type { GuidelineRange } from '@/lib/guidelines';
import { formatMoney, formatPercent } from '@/lib/money';
import { type CalibrationParticipant, previewRecommendation } from '@/api/resources/calibration';
import type { MeritGuideline } from '@/api/resources/review-cycles';
import { ratingName, recommendationChangeText } from '../calibration-text';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';

export interface MoveDialogProps {
  participant: CalibrationParticipant;
  initialRating: number;
  scale: RatingScale;
  currency: string;
  /** The cycle guideline's ranges; empty without a guideline. */
  ranges: readonly GuidelineRange[];
  /** The cycle's guideline (with its review period, for proration); undefined while loading. */
  guideline?: MeritGuideline;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (rating: number, reason: string) => void;
}

/** Asks for the new rating and the reason of a move; shows what the move carries to the new rating's budget. */
export function MoveDialog({
  participant,
  initialRating,
  scale,
  currency,
  ranges,
  guideline,
  pending,
  error,
  onCancel,
  onConfirm,
}: MoveDialogProps) {
  const [rating, setRating] = useState(initialRating);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = moveErrors({ rating, reason, currentRating: participant.rating }, scale);
  const shown = submitted ? errors : {};
  const before = guidelineRecommendation(ranges, participant.rating, participant.currentSalary);
  const after = guidelineRecommendation(ranges, rating, participant.currentSalary);
  const change = guideline ? previewRecommendation(participant, rating, guideline) : null;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onConfirm(rating, reason.trim());
  };

  return (
    <Dialog open onClose={pending ? undefined : onCancel} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>Move {participant.employeeName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              From {ratingName(participant.rating)}
              {participant.recommendationStatus === null ? '; no recommendation yet.' : '.'}
            </Typography>
            {change ? (
              <Typography
                variant="body2"
                data-testid="recommendation-impact"
                color={change.outcome === 'recalculated' ? undefined : 'text.secondary'}
              >
                {recommendationChangeText(change, rating, currency)}
              </Typography>
            ) : null}
            <TextField
              select
              label="New Rating"
              value={rating}
              onChange={(event) => setRating(Number(event.target.value))}
              error={Boolean(shown.rating)}
              helperText={shown.rating ?? ' '}
            >
              {scaleRatings(scale).map((r) => (
                <MenuItem key={r} value={r}>
                  {ratingName(r)}
                </MenuItem>
              ))}
            </TextField>
            {after ? (
              <Typography variant="body2" data-testid="guideline-impact">
                Guideline at {ratingName(rating)}: {formatPercent(after.range.minPercent, 2)}–
                {formatPercent(after.range.maxPercent, 2)}; midpoint{' '}
                {formatPercent(after.percent, 2)} = {formatMoney(after.amount, currency)}
                {before && after.amount !== null && before.amount !== null
                  ? ` (${after.amount >= before.amount ? '+' : '−'}${formatMoney(Math.abs(after.amount - before.amount), currency)} against ${ratingName(participant.rating)})`
                  : ''}
                .
              </Typography>
            ) : null}
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              minRows={2}
              autoFocus
              maxRows={10}
              error={Boolean(shown.reason)}
              {...limitedTextProps(
                reason,
                INPUT_LIMITS.CalibrationMoveRequest.reason.maxLength,
                shown.reason ?? ' ',
              )}
            />
            {error ? <Alert severity="error">{getErrorMessage(error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Move
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
