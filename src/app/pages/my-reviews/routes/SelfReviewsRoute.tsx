import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { useReviewCycles } from '@/api/resources/review-cycles';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyReviews } from '@/api/resources/dashboards';
import { SelfReviewList } from '../components/SelfReviewList';
import { openSelfReviews } from '../review-next-steps';

export const FETCH_SELF_REVIEWS_FAILED = 'Failed to fetch reviews';
export const NO_SELF_REVIEWS_TEXT = 'You have no self-reviews yet.';

/** /reviews/self-review: straight into the one open self review, else the list of them. */
export default function SelfReviewsRoute() {
  usePageTitle('Self-Review');
  const tasks = useMyReviews();
  const cycles = useReviewCycles();
  if (tasks.isLoading || cycles.isLoading) return <LoadingState />;
  const error = tasks.error ?? cycles.error;
  const own = (tasks.data ?? []).filter((t) => t.kind === 'SELF');
  const open = openSelfReviews(own, cycles.data ?? [], new Date());
  if (!error && open.length === 1) {
    return <Navigate replace to={paths.me.selfReview.getHref(open[0]!.cycleId)} />;
  }
  return (
    <Box>
      <PageHeader title="Self-Review" subtitle="Your self-reviews, current and past." />
      {error ? (
        <ErrorBanner
          message={getErrorMessage(error, FETCH_SELF_REVIEWS_FAILED)}
          onRetry={() => {
            void tasks.refetch();
            void cycles.refetch();
          }}
        />
      ) : null}
      {!error && open.length === 0 && own.length > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No self-review is waiting for you right now.
        </Typography>
      ) : null}
      {!error && own.length === 0 ? <EmptyState text={NO_SELF_REVIEWS_TEXT} /> : null}
      {!error && own.length > 0 ? <SelfReviewList reviews={own} /> : null}
    </Box>
  );
}
