import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { scaleRatings, targetsError, type RatingScale } from '@/lib/calibration';
import type { CalibrationTarget } from '@/api/resources/calibration';
import { CalibrationFormDialog } from './CalibrationFormDialog';
import { ratingName } from '../calibration-text';

export interface TargetsDialogProps {
  scale: RatingScale;
  targets: CalibrationTarget[];
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onSave: (targets: CalibrationTarget[]) => void;
}

/** Admin: the target share per rating (adding up to 100%), or none. */
export function TargetsDialog({
  scale,
  targets,
  pending,
  error,
  onCancel,
  onSave,
}: TargetsDialogProps) {
  const ratings = scaleRatings(scale);
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      ratings.map((r) => [r, String(targets.find((t) => t.rating === r)?.share ?? '')]),
    ),
  );
  const [submitted, setSubmitted] = useState(false);
  const entered = ratings
    .filter((r) => values[r]?.trim())
    .map((rating) => ({ rating, share: Number(values[rating]) }));
  const problem = targetsError(entered, scale);
  const total = entered.reduce((sum, t) => sum + (Number.isFinite(t.share) ? t.share : 0), 0);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) onSave(entered);
  };

  return (
    <CalibrationFormDialog
      title="Target Distribution"
      submitLabel="Save Targets"
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={handleSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        Share of the rated participants per rating, in percent. Leave all empty for no targets.
      </Typography>
      {ratings.map((rating) => (
        <TextField
          key={rating}
          label={`${ratingName(rating)} (%)`}
          type="number"
          size="small"
          value={values[rating] ?? ''}
          onChange={(event) => setValues({ ...values, [rating]: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
        />
      ))}
      <Typography variant="body2">Total: {Math.round(total * 10) / 10}%</Typography>
      {submitted && problem ? <Alert severity="error">{problem}</Alert> : null}
    </CalibrationFormDialog>
  );
}
