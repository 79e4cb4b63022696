import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReviewTask } from '@/api/resources/dashboards';
import type { Participant } from '@/api/resources/participants';

export interface ReviewAnswersProps {
  review: ReviewTask;
  participant: Participant | undefined;
  isLoading?: boolean;
}

/** The metric answers recorded in one past review. */
export function ReviewAnswers({ review, participant, isLoading }: ReviewAnswersProps) {
  const answers = participant?.performanceEntries ?? [];
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 500, flex: 1 }}>{review.cycleName}</Typography>
        {review.rating != null ? (
          <Typography color="text.secondary" sx={{ mr: 1 }}>
            Rating {review.rating}
          </Typography>
        ) : null}
      </AccordionSummary>
      <AccordionDetails>
        {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
        {!isLoading && answers.length === 0 ? (
          <Typography color="text.secondary">No answers were recorded for this review.</Typography>
        ) : null}
        {answers.length > 0 ? (
          <dl style={{ margin: 0 }}>
            {/* A metric can be answered in more than one stage of the review (self, manager). */}
            {answers.map((answer, i) => (
              <div key={`${answer.metric.id}:${i}`} style={{ marginBottom: 12 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {answer.metric.name}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                  {answer.value.split(',').join(', ')}
                </Typography>
              </div>
            ))}
          </dl>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}
