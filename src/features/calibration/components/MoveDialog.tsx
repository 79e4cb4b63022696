import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  guidelineRecommendation,
  moveErrors,
  scaleRatings,
  type RatingScale,
} from '@/lib/calibration';
import { formatMoney, formatPercent } from '@/lib/money';
import { type CalibrationParticipant, previewRecommendation } from '@/api/resources/calibration';
import type { MeritGuideline } from '@/api/resources/review-cycles';
import { CalibrationFormDialog } from './CalibrationFormDialog';
import { ratingName, recommendationChangeText } from '../calibration-text';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { limitedTextProps } from '@/components/limited-text-props';

const NO_MATRIX = { positionBoundaries: [], ranges: [] };

export interface MoveDialogProps {
  participant: CalibrationParticipant;
  initialRating: number;
  scale: RatingScale;
  currency: string;
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
  // The column stays (the compa-ratio before the change); a move changes the row.
  const matrix = guideline ?? NO_MATRIX;
  const before = guidelineRecommendation(matrix, participant);
  const after = guidelineRecommendation(matrix, { ...participant, rating });
  const change = guideline ? previewRecommendation(participant, rating, guideline) : null;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onConfirm(rating, reason.trim());
  };

  return (
    <CalibrationFormDialog
      title={`Move ${participant.employeeName}`}
      submitLabel="Move"
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={handleSubmit}
    >
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
          {formatPercent(after.range.maxPercent, 2)}; midpoint {formatPercent(after.percent, 2)} ={' '}
          {formatMoney(after.amount, currency)}
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
    </CalibrationFormDialog>
  );
}
