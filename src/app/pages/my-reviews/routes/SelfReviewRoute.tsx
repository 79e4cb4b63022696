import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { type ReviewTask, useMyReviews } from '@/api/resources/dashboards';
import { FETCH_SELF_REVIEWS_FAILED } from './SelfReviewsRoute';

export const NO_SELF_REVIEW_IN_CYCLE = 'There is no self-review for you in this review cycle.';

export interface SelfReviewRouteProps {
  /** The stage screen of the caller's own self review task (the app composes it). */
  renderStage: (task: ReviewTask) => ReactNode;
}

/** /reviews/self-review/:cycleId: the self review stage of the caller's own participant in the cycle. */
export default function SelfReviewRoute({ renderStage }: SelfReviewRouteProps) {
  usePageTitle('Self-Review');
  const { cycleId = '' } = useParams();
  const tasks = useMyReviews();
  if (tasks.isLoading) return <LoadingState />;
  const own = tasks.data?.find((t) => t.kind === 'SELF' && t.cycleId === cycleId);
  if (own) return renderStage(own);
  return (
    <Box>
      <PageHeader title="Self-Review" />
      {tasks.error ? (
        <ErrorBanner
          message={getErrorMessage(tasks.error, FETCH_SELF_REVIEWS_FAILED)}
          onRetry={() => void tasks.refetch()}
        />
      ) : (
        <EmptyState text={NO_SELF_REVIEW_IN_CYCLE} />
      )}
      <Button component={RouterLink} to={paths.me.selfReviews.getHref()}>
        All Self-Reviews
      </Button>
    </Box>
  );
}
