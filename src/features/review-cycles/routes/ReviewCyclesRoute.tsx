import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { useConfirm } from '@/components/useConfirm';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDeleteReviewCycle } from '../api/delete-review-cycle';
import { useReviewCycles, type ReviewCycle } from '../api/review-cycles';
import { CycleFormPanel } from '../components/CycleFormPanel';
import { ReviewCyclesTable } from '../components/ReviewCyclesTable';
import { CYCLE_MESSAGES } from '../cycle-messages';

/** /admin/review-cycles: the cycles table, the create/edit slide-over and delete (spec 02 §2). */
export default function ReviewCyclesRoute() {
  usePageTitle('Review Cycles');
  const cycles = useReviewCycles();
  const remove = useDeleteReviewCycle();
  const confirm = useConfirm();
  const [panel, setPanel] = useState<{ open: boolean; cycle?: ReviewCycle }>({ open: false });

  const handleEdit = useCallback((cycle: ReviewCycle) => setPanel({ open: true, cycle }), []);
  const handleDelete = useCallback(
    async (cycle: ReviewCycle) => {
      const confirmed = await confirm({
        title: 'Delete Review Cycle',
        message: CYCLE_MESSAGES.deleteConfirm,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!confirmed) return;
      remove.mutate(cycle.id);
    },
    [confirm, remove],
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
      {remove.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => remove.reset()}>
          {getErrorMessage(remove.error, CYCLE_MESSAGES.deleteFailed) ===
          CYCLE_MESSAGES.deleteFailed
            ? CYCLE_MESSAGES.deleteFailed
            : `${CYCLE_MESSAGES.deleteFailed}: ${getErrorMessage(remove.error)}`}
        </Alert>
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
