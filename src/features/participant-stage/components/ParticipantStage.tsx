import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { paths } from '@/config/paths';
import { useParticipant } from '@/api/resources/participants';
import { useReviewCycle } from '@/api/resources/review-cycles';
import { useReviewStages } from '@/api/resources/review-stages';
import { isApproverOnly, seesApprovalReview } from '../approval-review';
import { initialStageId, type StageDestination } from '../next-stage';
import { STAGE_MESSAGES } from '../stage-messages';
import type { StageUser } from '../stage-user';
import { ApprovalReview } from './ApprovalReview';
import { StageFeedback, type StageFeedbackMessage } from './StageFeedback';
import { StageWorkspace } from './StageWorkspace';

export interface ParticipantStageProps {
  user: StageUser;
  cycleId: string;
  participantId: string;
  /** The stage asked for in the address (?stage=), if any. */
  requestedStageId: string | null;
  onSelectStage: (stageId: string) => void;
}

/** Loads the participant, the cycle and the stage settings, then shows the chosen stage. */
export function ParticipantStage({
  user,
  cycleId,
  participantId,
  requestedStageId,
  onSelectStage,
}: ParticipantStageProps) {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<StageFeedbackMessage | null>(null);
  const participant = useParticipant(cycleId, participantId);
  const cycle = useReviewCycle(cycleId);
  const stages = useReviewStages();
  const viewer = { employeeId: user.employeeId, userId: user.id, isAdmin: user.role === 'admin' };

  const handleSubmitted = (destination: StageDestination) => {
    if (destination.kind === 'stage') {
      setFeedback({ severity: 'success', message: STAGE_MESSAGES.submitted });
      onSelectStage(destination.stageId);
    } else if (destination.kind === 'cycle') {
      void navigate(paths.reviewCycle.getHref(cycleId));
    } else {
      void navigate(paths.dashboard.getHref());
    }
  };

  let content;
  if (participant.isError) {
    const message = getErrorMessage(participant.error, STAGE_MESSAGES.participantFailed);
    content = (
      <ErrorBanner
        title={
          message === STAGE_MESSAGES.participantFailed
            ? undefined
            : STAGE_MESSAGES.participantFailed
        }
        message={message}
        onRetry={() => void participant.refetch()}
        retryLabel={STAGE_MESSAGES.tryAgain}
      />
    );
  } else if (participant.data && isApproverOnly(participant.data, user)) {
    // An approver who is not the participant's manager decides the recommendation, not a stage.
    content = <ApprovalReview cycleId={cycleId} participant={participant.data} viewer={viewer} />;
  } else if (stages.isError) {
    content = (
      <ErrorBanner title={STAGE_MESSAGES.configTitle} message={STAGE_MESSAGES.configFailed} />
    );
  } else if (participant.isPending || stages.isPending || cycle.isPending) {
    content = <LoadingState label="Loading participant" />;
  } else {
    const byId = new Map(stages.data.map((s) => [s.id, s]));
    const workflow = participant.data.workflowStepStatuses
      .filter((s) => s.stageId && byId.has(s.stageId))
      .map((s) => ({ stageId: s.stageId as string, type: byId.get(s.stageId as string)?.type }));
    const stageId = initialStageId(user, participant.data, workflow, requestedStageId);
    const stage = stageId ? byId.get(stageId) : undefined;
    const review = seesApprovalReview(participant.data, user) ? (
      <ApprovalReview cycleId={cycleId} participant={participant.data} viewer={viewer} />
    ) : null;
    content = stage ? (
      <>
        {review}
        <StageWorkspace
          key={stage.id}
          user={user}
          cycleStatusName={cycle.data?.status.name}
          participant={participant.data}
          stage={stage}
          stages={workflow}
          onSelectStage={onSelectStage}
          onSubmitted={handleSubmitted}
          onFeedback={setFeedback}
        />
      </>
    ) : (
      <ErrorBanner message={STAGE_MESSAGES.noData} />
    );
  }

  return (
    <>
      {content}
      <StageFeedback feedback={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
