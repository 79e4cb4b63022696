import { useId } from 'react';
import Button from '@mui/material/Button';
import { getErrorMessage } from '@/api/error-message';
import { SlideOver } from '@/components/SlideOver';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { stageTypeLabel } from '@/lib/review-stages';
import { useActivePerformanceMetrics } from '@/api/resources/performance-metrics';
import {
  reviewStagesQueryOptions,
  useSaveReviewStage,
  type ReviewStage,
} from '@/api/resources/review-stages';
import { stageFormValues, toReviewStageInput, type StageFormValues } from '../stage-form';
import { ReviewStageForm } from './ReviewStageForm';
import { CancelButton } from '@/components/CancelButton';
import type { FormikHelpers } from 'formik';
import { landFieldErrors } from '@/components/server-field-errors';

export const SAVE_STAGE_FAILED = 'Failed to save stage';

export interface ReviewStagePanelProps {
  open: boolean;
  /** The stage being edited; null adds a new one. */
  stage: ReviewStage | null;
  /** Order given to a new stage (after the last one). */
  nextOrder: number;
  /** Changes on every opening, so the form starts again from the stage (spec 02 §4). */
  openKey: number;
  onClose: () => void;
}

const STAGE_FIELD_LABELS = {
  name: 'Stage Name',
  type: 'Stage Type',
  description: 'Description',
  selectedMetricIds: 'Metrics',
};

export function ReviewStagePanel({
  open,
  stage,
  nextOrder,
  openKey,
  onClose,
}: ReviewStagePanelProps) {
  const formId = useId();
  const save = useSaveReviewStage();
  const metrics = useActivePerformanceMetrics(open);
  const activeMetrics = metrics.data ?? [];
  const reread = useRereadInList(reviewStagesQueryOptions());
  const stale = useStaleRecord(open ? stage : null, () => reread(stage!.id));
  const busyLabel = stage ? 'Saving...' : 'Adding...';

  const handleClose = () => {
    save.reset();
    stale.clear();
    onClose();
  };

  const handleSubmit = (values: StageFormValues, helpers: FormikHelpers<StageFormValues>) => {
    const input = toReviewStageInput(values, activeMetrics, {
      order: stage?.order ?? nextOrder,
      requiresManagerApproval: stage?.requiresManagerApproval ?? values.type === 'manager_review',
    });
    save.mutate(
      { id: stage?.id, body: input, version: stale.version },
      {
        onSuccess: handleClose,
        onError: (error) => {
          if (landFieldErrors(error, Object.keys(values), helpers.setErrors)) save.reset();
          else void stale.handleError(error).then((isStale) => isStale && save.reset());
        },
      },
    );
  };

  return (
    <SlideOver
      open={open}
      onClose={handleClose}
      title={stage ? 'Edit Review Stage' : 'Add New Review Stage'}
      width={560}
      actions={
        <>
          <CancelButton onCancel={handleClose} />
          <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
            {save.isPending ? busyLabel : stage ? 'Save Changes' : 'Add Stage'}
          </Button>
        </>
      }
    >
      <ReviewStageForm
        key={openKey}
        formId={formId}
        initialValues={stageFormValues(stage)}
        metrics={activeMetrics}
        metricsLoading={metrics.isLoading}
        error={save.error ? getErrorMessage(save.error, SAVE_STAGE_FAILED) : null}
        notice={
          <StaleRecordNotice
            theirs={stale.theirs ? stageFormValues(stale.theirs) : null}
            labels={STAGE_FIELD_LABELS}
            format={(field, value) => {
              if (field === 'type') return stageTypeLabel(String(value));
              if (field !== 'selectedMetricIds') return formatStaleValue(field, value);
              const nameOf = (id: string) => activeMetrics.find((m) => m.id === id)?.name ?? id;
              return formatStaleValue(field, (value as string[]).map(nameOf));
            }}
          />
        }
        onSubmit={handleSubmit}
      />
    </SlideOver>
  );
}
