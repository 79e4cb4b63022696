import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCycleGuideline, useSaveCycleGuideline } from '@/api/resources/review-cycles';
import { GuidelineDialog } from './GuidelineDialog';

export interface GuidelineSectionProps {
  cycleId: string;
}

const pct = (n: number) => `${n.toFixed(2)}%`;

/** The cycle's merit guideline in the admin dashboard, with an Edit Guideline dialog. */
export function GuidelineSection({ cycleId }: GuidelineSectionProps) {
  const guideline = useCycleGuideline(cycleId);
  const save = useSaveCycleGuideline(cycleId);
  const [open, setOpen] = useState(false);
  const data = guideline.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="guideline-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="guideline-heading" variant="h6" component="h2">
          Merit Guideline
        </Typography>
        <Button size="small" disabled={!data} onClick={() => setOpen(true)}>
          Edit Guideline
        </Button>
      </Stack>
      {guideline.isError ? (
        <Typography color="error">Failed to load the guideline</Typography>
      ) : !data ? (
        <Typography color="text.secondary">Loading guideline...</Typography>
      ) : data.ranges.length === 0 ? (
        <Typography color="text.secondary">
          No guideline set: recommendations are not checked against ranges.
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {data.ranges.map((r) => (
            <Typography key={r.rating} variant="body2">
              Rating {r.rating}: {pct(r.minPercent)}–{pct(r.maxPercent)} ({r.enforcement})
            </Typography>
          ))}
        </Stack>
      )}
      {data ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          Over budget: {data.overBudgetPolicy}. Review period {data.reviewPeriodStart} to{' '}
          {data.reviewPeriodEnd} (hires during it are prorated by months of service).
        </Typography>
      ) : null}
      {open && data ? (
        <GuidelineDialog
          open
          guideline={data}
          busy={save.isPending}
          onClose={() => setOpen(false)}
          onSave={(input) => save.mutateAsync(input)}
        />
      ) : null}
    </Paper>
  );
}
