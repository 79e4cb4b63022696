import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { type ReviewCycle, useReviewCycles } from '@/api/resources/review-cycles';
import { useConfirmedCycleDelete } from '../use-confirmed-cycle-delete';
import { CycleFormPanel } from '../components/CycleFormPanel';
import { ReviewCyclesTable } from '../components/ReviewCyclesTable';
import { CycleDeleteError } from '../components/CycleDeleteError';
import { CYCLE_MESSAGES, cycleDeletedMessage } from '@/lib/cycle-messages';

/** /admin/review-cycles: the cycles table, the create/edit slide-over and delete (spec 02 §2). */
export default function ReviewCyclesRoute() {
  usePageTitle('Review Cycles');
  const cycles = useReviewCycles();
  const { remove, confirmAndDelete } = useConfirmedCycleDelete();
  const navigate = useNavigate();
  const deleted = (useLocation().state as { deletedCycleName?: string } | null)?.deletedCycleName;
  const [panel, setPanel] = useState<{ open: boolean; cycle?: ReviewCycle }>({ open: false });

  const handleEdit = useCallback((cycle: ReviewCycle) => setPanel({ open: true, cycle }), []);
  const handleDelete = useCallback(
    (cycle: ReviewCycle) => confirmAndDelete(cycle.id),
    [confirmAndDelete],
  );

  return (
    <Box>
      <PageHeader
        title="Review Cycles"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setPanel({ open: true })}
          >
            Create Review Cycle
          </Button>
        }
      />
      {deleted ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => void navigate('.', { replace: true })}
        >
          {cycleDeletedMessage(deleted)}
        </Alert>
      ) : null}
      {remove.error ? (
        <CycleDeleteError error={remove.error} onClose={() => remove.reset()} />
      ) : null}
      {cycles.error ? (
        <ErrorBanner
          message={getErrorMessage(cycles.error, CYCLE_MESSAGES.listFailed)}
          onRetry={() => void cycles.refetch()}
        />
      ) : (
        <ReviewCyclesTable
          cycles={cycles.data ?? []}
          isLoading={cycles.isLoading}
          onEdit={handleEdit}
          onDelete={(cycle) => void handleDelete(cycle)}
        />
      )}
      <CycleFormPanel
        open={panel.open}
        cycle={panel.cycle}
        onClose={() => setPanel({ open: false })}
      />
    </Box>
  );
}
