import { useQueryClient } from '@tanstack/react-query';
import {
  type Participant,
  participantQueryOptions,
  type StageKey,
  type StageVersions,
  useSaveStage,
} from '@/api/resources/participants';
import {
  nextStageAfterSubmit,
  type StageDestination,
  type StageViewer,
  type WorkflowStageLike,
} from './next-stage';
import {
  hasCompensationInput,
  toCompensationChanges,
  toMetricEntries,
  type CurrentValueOf,
  type StageFormValues,
  type StageMetric,
  type StageSubmitStatus,
} from './stage-form';

export interface StageSubmitOptions {
  key: StageKey;
  viewer: StageViewer;
  participant: Participant;
  stages: readonly WorkflowStageLike[];
  metrics: readonly StageMetric[];
  /** Present on manager reviews the viewer may see the compensation of. */
  compensation: { currentValueOf: CurrentValueOf; typeNameOf: (typeId: string) => string } | null;
  /** The versions the form's answers are based on (If-Match), and where the saved ones go. */
  versions?: StageVersions;
  onVersions?: (saved: StageVersions) => void;
  onDraftSaved: () => void;
  onSubmitted: (destination: StageDestination) => void;
}

/**
 * Save Draft / Submit for Approval: sends the answers and (manager reviews) the compensation rows;
 * after a submit the participant is read again and the flow goes where nextStageAfterSubmit says.
 */
export function useStageSubmit(options: StageSubmitOptions) {
  const queryClient = useQueryClient();
  const save = useSaveStage(options.key);

  return async (values: StageFormValues, status: StageSubmitStatus) => {
    const { key, participant, metrics, compensation } = options;
    const sendsCompensation =
      compensation !== null && (status === 'pending_approval' || hasCompensationInput(values));
    const saved = await save.mutateAsync({
      status,
      versions: options.versions,
      entries: toMetricEntries(values, metrics, participant),
      compensation: sendsCompensation
        ? {
            compensationChanges: toCompensationChanges(
              values.compensationChanges,
              compensation.currentValueOf,
              compensation.typeNameOf,
            ),
            justification: values.justification.trim(),
            exceptionJustification: values.exceptionJustification.trim() || null,
            adminOverride: values.adminOverride,
            newLevelId: values.newLevelId || null,
            promotionJustification:
              (values.newLevelId && values.promotionJustification.trim()) || null,
          }
        : null,
    });
    options.onVersions?.(saved);
    if (status === 'draft') {
      options.onDraftSaved();
      return;
    }
    const fresh = await queryClient.fetchQuery({
      ...participantQueryOptions(key.cycleId, key.participantId),
      staleTime: 0,
    });
    options.onSubmitted(
      nextStageAfterSubmit({
        viewer: options.viewer,
        participant: fresh,
        stages: options.stages,
        submittedStageId: key.stageId,
      }),
    );
  };
}
