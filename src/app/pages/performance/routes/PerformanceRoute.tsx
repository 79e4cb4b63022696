import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useParticipants } from '@/api/resources/participants';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { completedReviewCount, completedReviewsLabel } from '@/lib/completed-reviews';
import { isReviewTaskDone } from '@/lib/review-tasks';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { useMyReviews } from '@/api/resources/dashboards';
import { useOwnPerformanceHistory } from '@/api/resources/employees';
import { PerformanceHistoryTable } from '../components/PerformanceHistoryTable';
import { RatingHistoryChart } from '../components/RatingHistoryChart';
import { ReviewAnswers } from '../components/ReviewAnswers';

export const FETCH_PERFORMANCE_FAILED = 'Failed to fetch performance history';
export const NO_EMPLOYEE_MESSAGE = 'No employee ID found for user';

/** /performance: the caller's rating history over time and the answers of their past reviews. */
export default function PerformanceRoute() {
  usePageTitle('Performance');
  const { user } = useSession();
  const employeeId = user?.employeeId ?? null;
  const history = useOwnPerformanceHistory(employeeId);
  const reviews = useMyReviews();
  const past = (reviews.data ?? []).filter((r) => r.kind === 'SELF' && isReviewTaskDone(r));
  const answers = useParticipants(past);
  const error = !employeeId ? NO_EMPLOYEE_MESSAGE : history.error;

  return (
    <Box>
      <PageHeader
        title="Performance"
        subtitle="Your ratings over time and what your reviews said."
      />
      {error ? (
        <ErrorBanner
          message={
            typeof error === 'string' ? error : getErrorMessage(error, FETCH_PERFORMANCE_FAILED)
          }
          onRetry={typeof error === 'string' ? undefined : () => void history.refetch()}
          sx={{ mb: 2 }}
        />
      ) : null}
      <Stack spacing={3}>
        {(history.data?.length ?? 0) > 0 ? (
          <RatingHistoryChart entries={history.data ?? []} />
        ) : null}
        <Box component="section" aria-labelledby="performance-history-title">
          <Typography id="performance-history-title" variant="h6" component="h2">
            Performance History
          </Typography>
          {history.data ? (
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
              {completedReviewsLabel(completedReviewCount(history.data))}
            </Typography>
          ) : null}
          <PerformanceHistoryTable entries={history.data ?? []} isLoading={history.isLoading} />
        </Box>
        <Box component="section" aria-labelledby="past-reviews-title">
          <Typography id="past-reviews-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Past Reviews
          </Typography>
          {!reviews.isLoading && past.length === 0 ? (
            <Typography color="text.secondary">No completed reviews yet.</Typography>
          ) : null}
          {past.map((review, i) => (
            <ReviewAnswers
              key={review.id}
              review={review}
              participant={answers[i]?.data}
              isLoading={answers[i]?.isLoading}
            />
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
