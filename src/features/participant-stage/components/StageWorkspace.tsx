import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { changesAboutSelf } from '@/lib/approval-rules';
import { GUIDELINE_MESSAGES, guardrailRefusal } from '@/lib/guidelines';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { isStageLocked } from '@/lib/locking';
import { metricHelpFor } from '@/lib/metric-help';
import { canEditParticipantStage } from '@/lib/permissions';
import { useCycleBudget, useCycleGuideline } from '@/api/resources/review-cycles';
import {
  type Participant,
  useCompensationData,
  useMetricResponses,
  useUnlockStatus,
} from '@/api/resources/participants';
import { useQuery } from '@tanstack/react-query';
import { compensationTypesQueryOptions } from '@/api/resources/compensation';
import { employeeCompensationHistoryQueryOptions } from '@/api/resources/employees';
import { usePerformanceMetricsByIds } from '@/api/resources/performance-metrics';
import type { ReviewStage } from '@/api/resources/review-stages';
import { currentValuesByType } from '../compensation-values';
import { evaluateForm } from '../guardrails';
import type { StageDestination, WorkflowStageLike } from '../next-stage';
import {
  amountErrors,
  decreaseErrors,
  initialStageValues,
  rowTermsOf,
  type StageFormValues,
} from '../stage-form';
import { STAGE_MESSAGES } from '../stage-messages';
import type { StageUser } from '../stage-user';
import { useStageAdminActions } from '../use-stage-admin-actions';
import { useStageSubmit } from '../use-stage-submit';
import { useStageVersions } from '../use-stage-versions';
import { baseIncreaseOf, promotionFormErrors, promotionGuidelineFor } from '../promotion-form';
import { useBandContext } from '../use-band-context';
import { CycleBudgetPanel } from '@/components/cycle-budget/CycleBudgetPanel';
import { CompensationForm } from './CompensationForm';
import { StageAdminControls } from './StageAdminControls';
import { StageEmptyMessage } from './StageEmptyMessage';
import type { StageFeedbackMessage } from './StageFeedback';
import { StageForm } from './StageForm';
import { StageHeader } from './StageHeader';
import { StageNotice } from './StageNotice';
import { StageStaleNotice } from './StageStaleNotice';
import { SelfReviewAnswers } from './SelfReviewAnswers';

export interface StageWorkspaceProps {
  user: StageUser;
  cycleStatusName: string | null | undefined;
  participant: Participant;
  stage: ReviewStage;
  /** The participant's stages in workflow order. */
  stages: readonly WorkflowStageLike[];
  onSelectStage: (stageId: string) => void;
  onSubmitted: (destination: StageDestination) => void;
  onFeedback: (feedback: StageFeedbackMessage) => void;
}

/** One stage of one participant: header, admin controls, notices and the stage form. */
export function StageWorkspace({
  user,
  cycleStatusName,
  participant,
  stage,
  stages,
  onSelectStage,
  onSubmitted,
  onFeedback,
}: StageWorkspaceProps) {
  const key = { cycleId: participant.cycleId, participantId: participant.id, stageId: stage.id };
  const isAdmin = user.role === 'admin';
  const withCompensation = stage.type === 'manager_review' && user.role !== 'employee';
  // Nobody proposes their own pay (the server refuses it): their compensation is shown, not sent.
  const ownPay = withCompensation && changesAboutSelf(participant.employeeId, user);
  // The manager writes their review with the employee's self review beside it.
  const besideSelfReview = withCompensation;
  const metricIds = useMemo(
    () => [...stage.settings.selectedMetrics].sort((a, b) => a.order - b.order).map((m) => m.id),
    [stage],
  );
  const metrics = usePerformanceMetricsByIds(metricIds);
  // The help under each field is written for who fills this stage in.
  const shownMetrics = useMemo(
    () =>
      metrics.data?.map((m) => ({
        ...m,
        helpText: metricHelpFor(m, stage.type),
        description: null,
      })),
    [metrics.data, stage.type],
  );
  const responses = useMetricResponses(key);
  const compensation = useCompensationData(key, withCompensation);
  const types = useQuery({ ...compensationTypesQueryOptions(), enabled: withCompensation });
  const history = useQuery({
    ...employeeCompensationHistoryQueryOptions(participant.employeeId),
    enabled: withCompensation,
  });
  const unlock = useUnlockStatus(key);
  const admin = useStageAdminActions(key, onFeedback);
  const versions = useStageVersions(key, responses.data, compensation.data, withCompensation);

  const currentValues = useMemo(
    () =>
      currentValuesByType(types.data ?? [], history.data ?? [], participant.currentSalary ?? null),
    [types.data, history.data, participant.currentSalary],
  );
  const currentValueOf = (typeId: string) => currentValues.get(typeId) ?? null;
  const typeNameOf = (typeId: string) => types.data?.find((t) => t.id === typeId)?.name ?? '';
  const submit = useStageSubmit({
    key,
    versions: versions.versions,
    onVersions: versions.saved,
    viewer: user,
    participant,
    stages,
    metrics: metrics.data ?? [],
    compensation: withCompensation && !ownPay ? { currentValueOf, typeNameOf } : null,
    onDraftSaved: () => onFeedback({ severity: 'success', message: STAGE_MESSAGES.draftSaved }),
    onSubmitted,
  });
  const handleSave: typeof submit = async (values, status) => {
    try {
      await submit(values, status);
    } catch (error) {
      if (!(await versions.handleError(error))) throw error;
    }
  };

  const guideline = useCycleGuideline(participant.cycleId, withCompensation);
  const budget = useCycleBudget(participant.cycleId, withCompensation);
  const teamId = participant.employee.team?.id ?? null;
  const pool = budget.data?.teams.find((t) => t.teamId === teamId) ?? null;
  const band = useBandContext(participant, withCompensation);
  const evaluate = guideline.data
    ? (values: StageFormValues) =>
        evaluateForm(values, {
          guideline: guideline.data,
          pool,
          participant,
          metrics: metrics.data ?? [],
          currentValueOf,
          typeNameOf,
          promotionGuidelineOf: promotionGuidelineFor(band),
        })
    : null;
  const extraValidate = (values: StageFormValues, submit: boolean) => ({
    ...guardrailErrors(values, submit),
    ...promotionFormErrors(
      values,
      band,
      band?.currentSalary == null
        ? null
        : band.currentSalary + baseIncreaseOf(values, currentValueOf, typeNameOf),
      submit,
    ),
  });
  const guardrailErrors = (values: StageFormValues, submit: boolean) => {
    // Amounts past the contract's limits are refused by a draft save too.
    const termsOf = rowTermsOf(currentValueOf, typeNameOf);
    const amounts = amountErrors(values, termsOf, {
      isAdmin,
      adminOverride: values.adminOverride,
      justification: values.exceptionJustification,
    });
    const refused = amounts.compensationChanges || amounts.exceptionJustification;
    if (refused || !submit) return amounts;
    const cut = decreaseErrors(values, termsOf);
    if (cut.exceptionJustification || !evaluate) return cut;
    const refusal = guardrailRefusal(evaluate(values).result, {
      justification: values.exceptionJustification,
      adminOverride: values.adminOverride,
      isAdmin,
    });
    return refusal === 'justification'
      ? { exceptionJustification: GUIDELINE_MESSAGES.justificationRequired }
      : {};
  };

  // The own manager review is shown, never written: its ratings would set the viewer's own raise.
  const canEdit = canEditParticipantStage(user, participant, stage.type) && !ownPay;
  const locked = isStageLocked({
    role: user.role,
    cycleStatusName,
    participantStatus: participant.status,
    unlockStatus: unlock.data,
  });
  const index = stages.findIndex((s) => s.stageId === stage.id);
  const previous = index > 0 ? stages[index - 1] : undefined;
  const next = index >= 0 ? stages[index + 1] : undefined;
  const stepStatus =
    participant.workflowStepStatuses.find((s) => s.stageId === stage.id)?.status ?? 'not_started';

  const formQueries = [responses, ...(withCompensation ? [compensation, types] : [])];
  const formError = formQueries.find((q) => q.isError)?.error;
  let body;
  if (metrics.isError) {
    body = <ErrorBanner title={STAGE_MESSAGES.configTitle} message={STAGE_MESSAGES.configFailed} />;
  } else if (formError) {
    body = (
      <ErrorBanner
        title={STAGE_MESSAGES.formDataTitle}
        message={getErrorMessage(formError, STAGE_MESSAGES.formDataTitle)}
        retryLabel={STAGE_MESSAGES.tryAgain}
        onRetry={() => formQueries.forEach((q) => void q.refetch())}
      />
    );
  } else if (metrics.isPending) {
    body = <LoadingState label={STAGE_MESSAGES.loadingMetrics} />;
  } else if (formQueries.some((q) => q.isPending) || (withCompensation && history.isPending)) {
    body = <LoadingState label="Loading form data" />;
  } else if (metricIds.length > 0 && metrics.data.length === 0) {
    body = <ErrorBanner message={STAGE_MESSAGES.noMetrics} />;
  } else {
    body = (
      <StageForm
        key={`${stage.id}:${admin.reverts}`}
        metrics={shownMetrics ?? metrics.data}
        initialValues={initialStageValues(
          metrics.data,
          responses.data?.responses ?? [],
          compensation.data,
        )}
        notice={
          <StageStaleNotice
            metrics={metrics.data}
            theirs={versions.theirs}
            withCompensation={withCompensation}
            typeNameOf={typeNameOf}
          />
        }
        readOnly={locked || !canEdit}
        emptyMetrics={<StageEmptyMessage role={user.role} />}
        compensation={
          withCompensation ? (
            <CompensationForm
              types={types.data ?? []}
              currentValueOf={currentValueOf}
              currency={participant.currency}
              disabled={locked || !canEdit || ownPay}
              guardrails={evaluate ? { evaluate, isAdmin } : null}
              band={band}
            />
          ) : undefined
        }
        extraValidate={withCompensation && !ownPay ? extraValidate : undefined}
        onSave={handleSave}
      />
    );
  }

  return (
    <>
      <StageHeader
        employeeName={`${participant.employee.firstName} ${participant.employee.lastName}`}
        stageName={stage.name}
        status={stepStatus}
        updatedAt={participant.updatedAt}
        actions={
          isAdmin ? (
            <StageAdminControls
              unlockStatus={unlock.data}
              busy={admin.busy}
              onPrevious={previous ? () => onSelectStage(previous.stageId) : undefined}
              onNext={next ? () => onSelectStage(next.stageId) : undefined}
              onAction={(action) => void admin.run(action)}
            />
          ) : undefined
        }
      />
      <Stack spacing={3}>
        <StageNotice locked={locked} canEdit={canEdit} ownPay={ownPay} />
        {withCompensation ? (
          <CycleBudgetPanel
            cycleId={participant.cycleId}
            teamId={participant.employee.team?.id ?? null}
            title={`Team Budget: ${participant.employee.team?.name ?? 'No Team'}`}
          />
        ) : null}
        {besideSelfReview ? (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              // Side by side only where the compensation lines keep their labels whole (not at 1440 px).
              gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>{body}</Box>
            <Box sx={{ position: { xl: 'sticky' }, top: { xl: 16 }, order: { xs: -1, xl: 0 } }}>
              <SelfReviewAnswers participant={participant} />
            </Box>
          </Box>
        ) : (
          body
        )}
      </Stack>
    </>
  );
}
