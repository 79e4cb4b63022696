import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { isStageSubmitted } from '@/lib/stage-answers';
import { type Participant, useMetricResponses } from '@/api/resources/participants';
import { formatInstant } from '@/lib/day-format';
import { usePerformanceMetricsByIds } from '@/api/resources/performance-metrics';

export interface SelfReviewAnswersProps {
  participant: Participant;
}

/** Checkbox answers are stored comma-joined. */
const shown = (value: string) => value.split(',').join(', ');

/**
 * The employee's submitted self review, beside the manager's form. Before it is
 * submitted it says so and shows nothing of it (the server sends no answers of a draft either).
 */
export function SelfReviewAnswers({ participant }: SelfReviewAnswersProps) {
  const self = participant.selfReview;
  const submitted = self !== null && isStageSubmitted(self.status);
  const firstName = participant.employee.firstName;
  return (
    <Card component="aside" aria-label={`${firstName}'s self review`} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {`${firstName}'s self review`}
        </Typography>
        {submitted ? (
          <SubmittedAnswers
            participant={participant}
            stageId={self.stageId}
            at={self.submittedAt}
          />
        ) : (
          <Typography color="text.secondary">
            {`${firstName} has not submitted their self review yet.`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function SubmittedAnswers({
  participant,
  stageId,
  at,
}: {
  participant: Participant;
  stageId: string;
  at: string | null;
}) {
  const responses = useMetricResponses({
    cycleId: participant.cycleId,
    participantId: participant.id,
    stageId,
  });
  const answers = useMemo(() => responses.data?.responses ?? [], [responses.data]);
  const ids = useMemo(() => answers.map((a) => a.metricId), [answers]);
  const metrics = usePerformanceMetricsByIds(responses.data ? ids : undefined);
  const nameOf = (id: string) => metrics.data?.find((m) => m.id === id)?.name ?? '';

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {at ? `Submitted ${formatInstant(at)}` : 'Submitted'}
      </Typography>
      {responses.isPending || metrics.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : null}
      {responses.isError ? (
        <Typography color="error">The self review could not be loaded.</Typography>
      ) : null}
      {responses.data && !metrics.isPending && answers.length === 0 ? (
        <Typography color="text.secondary">No answers were given.</Typography>
      ) : null}
      {answers.length > 0 && metrics.data ? (
        <dl style={{ margin: 0 }}>
          {answers.map((answer) => (
            <div key={answer.metricId} style={{ marginBottom: 12 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {nameOf(answer.metricId)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {shown(answer.value)}
              </Typography>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
