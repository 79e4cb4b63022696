import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { columnLabels } from '@/lib/merit-matrix';
import {
  useCycleGuideline,
  useSaveCycleGuideline,
  type MeritGuideline,
  type MeritGuidelineInput,
} from '@/api/resources/review-cycles';
import { GuidelineCostPreview } from './GuidelineCostPreview';
import { GuidelineDialog } from './GuidelineDialog';

export interface GuidelineSectionProps {
  cycleId: string;
}

const pct = (n: number) => `${n.toFixed(2)}%`;

/** The saved matrix as the cost preview sends it. */
const asInput = (g: MeritGuideline): MeritGuidelineInput => ({
  positionBoundaries: g.positionBoundaries,
  ranges: g.ranges,
  overBudgetPolicy: g.overBudgetPolicy,
  reviewPeriodStart: g.reviewPeriodStart,
  reviewPeriodEnd: g.reviewPeriodEnd,
});

/** The saved matrix, read only: a row per rating, a column per position in the band. */
function MatrixTable({ guideline }: { guideline: MeritGuideline }) {
  const labels = columnLabels(guideline.positionBoundaries);
  const ratings = [...new Set(guideline.ranges.map((r) => r.rating))].sort((a, b) => b - a);
  return (
    <TableContainer>
      <Table size="small" aria-label="Saved merit matrix">
        <TableHead>
          <TableRow>
            <TableCell>Rating</TableCell>
            {labels.map((label) => (
              <TableCell key={label}>
                {labels.length > 1
                  ? `Compa ${label.charAt(0).toLowerCase()}${label.slice(1)}`
                  : 'Range'}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ratings.map((rating) => (
            <TableRow key={rating}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                Rating {rating}
              </TableCell>
              {labels.map((label, column) => {
                const cell = guideline.ranges.find(
                  (r) => r.rating === rating && r.column === column,
                );
                return (
                  <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                    {cell ? (
                      <>
                        {pct(cell.minPercent)}–{pct(cell.maxPercent)}
                        <Typography variant="caption" color="text.secondary" component="div">
                          midpoint {pct(cell.midPercent)} · {cell.enforcement}
                        </Typography>
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary" component="span">
                        No range
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The cycle's merit matrix in the admin dashboard, what it costs against the increase budget (per
 * team), and the Edit Guideline dialog.
 */
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
        <MatrixTable guideline={data} />
      )}
      {data ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          {data.positionBoundaries.length > 0
            ? `${data.positionBoundaries.length + 1} columns by compa-ratio before the raise (no band: the column holding 1.00). `
            : null}
          Over budget: {data.overBudgetPolicy}. Review period {data.reviewPeriodStart} to{' '}
          {data.reviewPeriodEnd} (hires during it are prorated by months of service).
        </Typography>
      ) : null}
      {data && data.ranges.length > 0 ? (
        <>
          <Divider sx={{ my: 2 }} />
          <GuidelineCostPreview cycleId={cycleId} matrix={asInput(data)} />
        </>
      ) : null}
      {open && data ? (
        <GuidelineDialog
          open
          cycleId={cycleId}
          guideline={data}
          onClose={() => setOpen(false)}
          onSave={(input) => save.mutateAsync(input)}
        />
      ) : null}
    </Paper>
  );
}
