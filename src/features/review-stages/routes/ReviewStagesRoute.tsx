import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { useConfirmedMutate } from '@/hooks/use-confirmed-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useDeleteReviewStage,
  useReviewStages,
  type ReviewStage,
} from '@/api/resources/review-stages';
import { ReviewStagePanel } from '../components/ReviewStagePanel';
import { ReviewStagesTable } from '../components/ReviewStagesTable';

export const FETCH_STAGES_FAILED = 'Failed to fetch stages';
export const DELETE_STAGE_FAILED = 'Failed to delete stage';

const DELETE_QUESTION = () => ({
  title: 'Delete stage',
  message: 'Are you sure you want to delete this stage?',
  confirmLabel: 'Delete',
  destructive: true,
});
const idOf = (stage: ReviewStage) => stage.id;

/** /admin/settings/review-stages (spec 02 §2 Review Stages settings). */
export default function ReviewStagesRoute() {
  usePageTitle('Review Stages');
  const stages = useReviewStages();
  const remove = useDeleteReviewStage();
  const [panel, setPanel] = useState<{ open: boolean; stage: ReviewStage | null; key: number }>({
    open: false,
    stage: null,
    key: 0,
  });
  const list = stages.data ?? [];
  const nextOrder = list.reduce((max, s) => Math.max(max, s.order), 0) + 1;

  const openPanel = useCallback((stage: ReviewStage | null) => {
    setPanel((current) => ({ open: true, stage, key: current.key + 1 }));
  }, []);

  const handleDeleteClick = useConfirmedMutate(remove, DELETE_QUESTION, idOf);

  const error = stages.error
    ? getErrorMessage(stages.error, FETCH_STAGES_FAILED)
    : remove.error
      ? getErrorMessage(remove.error, DELETE_STAGE_FAILED)
      : null;

  return (
    <Box>
      <PageHeader
        title="Review Stages"
        subtitle="Manage review stages for your organization."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openPanel(null)}>
            Add New Stage
          </Button>
        }
      />
      {error ? <ErrorBanner message={error} sx={{ mb: 2 }} /> : null}
      <ReviewStagesTable
        stages={stages.error ? [] : list}
        isLoading={stages.isLoading}
        onEdit={openPanel}
        onDelete={handleDeleteClick}
      />
      <ReviewStagePanel
        open={panel.open}
        stage={panel.stage}
        openKey={panel.key}
        nextOrder={nextOrder}
        onClose={() => setPanel((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
