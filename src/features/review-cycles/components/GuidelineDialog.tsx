import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { guidelineError, type Enforcement, type GuidelineRange } from '@/lib/guidelines';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';
import type { MeritGuideline, MeritGuidelineInput } from '@/api/resources/review-cycles';
import { EnforcementSelect } from './EnforcementSelect';

export interface GuidelineDialogProps {
  open: boolean;
  guideline: MeritGuideline;
  busy?: boolean;
  onClose: () => void;
  onSave: (input: MeritGuidelineInput) => Promise<unknown>;
}

interface RowText {
  rating: string;
  minPercent: string;
  maxPercent: string;
  enforcement: Enforcement;
}

const toText = (r: GuidelineRange): RowText => ({
  rating: String(r.rating),
  minPercent: String(r.minPercent),
  maxPercent: String(r.maxPercent),
  enforcement: r.enforcement,
});

const PERCENT_FIELDS = [
  ['rating', 'Rating'],
  ['minPercent', 'Minimum %'],
  ['maxPercent', 'Maximum %'],
] as const;

/** The admin's editor of a cycle's merit guideline: ranges per rating, over-budget policy, review period. */
export function GuidelineDialog({ open, guideline, busy, onClose, onSave }: GuidelineDialogProps) {
  const [rows, setRows] = useState<RowText[]>(() => guideline.ranges.map(toText));
  const [policy, setPolicy] = useState<Enforcement>(guideline.overBudgetPolicy);
  const [start, setStart] = useState(guideline.reviewPeriodStart);
  const [end, setEnd] = useState(guideline.reviewPeriodEnd);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty =
    JSON.stringify(rows) !== JSON.stringify(guideline.ranges.map(toText)) ||
    policy !== guideline.overBudgetPolicy ||
    start !== guideline.reviewPeriodStart ||
    end !== guideline.reviewPeriodEnd;

  const update = (index: number, patch: Partial<RowText>) =>
    setRows((prev) => prev.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const handleSave = async () => {
    if (rows.some((r) => [r.rating, r.minPercent, r.maxPercent].some((v) => v.trim() === ''))) {
      setProblem('Fill in the rating and both percents of every row.');
      return;
    }
    const input: MeritGuidelineInput = {
      ranges: rows.map((r) => ({
        rating: Number(r.rating),
        minPercent: Number(r.minPercent),
        maxPercent: Number(r.maxPercent),
        enforcement: r.enforcement,
      })),
      overBudgetPolicy: policy,
      reviewPeriodStart: start,
      reviewPeriodEnd: end,
    };
    const local = guidelineError(input);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      setProblem(getErrorMessage(error, 'Failed to save the guideline'));
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={dirty} maxWidth="md" fullWidth>
      <DialogTitle>Merit Guideline</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Increase ranges per performance rating (a rating reads the row at or below it). Position
            in band is not available: employees have no salary bands.
          </Typography>
          {rows.map((row, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {PERCENT_FIELDS.map(([field, label]) => (
                <TextField
                  key={field}
                  label={`${label} ${index + 1}`}
                  value={row[field]}
                  onChange={(e) => update(index, { [field]: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  size="small"
                />
              ))}
              <EnforcementSelect
                label={`Enforcement ${index + 1}`}
                value={row.enforcement}
                onChange={(enforcement) => update(index, { enforcement })}
                minWidth={200}
              />
              <IconButton
                aria-label={`Remove row ${index + 1}`}
                onClick={() => setRows((prev) => prev.filter((_, i) => i !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              setRows((prev) => [
                ...prev,
                { rating: '', minPercent: '', maxPercent: '', enforcement: 'soft' },
              ])
            }
          >
            Add Rating
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <EnforcementSelect
              label="Over budget"
              value={policy}
              onChange={setPolicy}
              minWidth={220}
            />
            <TextField
              type="date"
              label="Review period start"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="Review period end"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <CancelButton onCancel={onClose} />
        <Button variant="contained" disabled={busy} onClick={() => void handleSave()}>
          {busy ? 'Saving...' : 'Save Guideline'}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
