import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useReviewCycles } from '@/api/resources/review-cycles';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyReviews } from '@/api/resources/dashboards';
import { ReviewTasksTable } from '../components/ReviewTasksTable';
import { groupReviewTasks, todoBreakdown } from '../review-task-groups';

export const FETCH_REVIEWS_FAILED = 'Failed to fetch reviews';
export const WAITING_HINT =
  'These manager reviews open once the employee submits their self review.';

/** /manager/reviews: every review to do or approve in active cycles, then the finished ones. */
export default function ManagerReviewsRoute() {
  usePageTitle('Reviews');
  const tasks = useMyReviews();
  const cycles = useReviewCycles();
  const error = tasks.error ?? cycles.error;
  const isLoading = tasks.isLoading || cycles.isLoading;
  const { todo, waiting, completed } = groupReviewTasks(
    tasks.data ?? [],
    cycles.data ?? [],
    new Date(),
  );
  const overdue = todo.filter((t) => t.overdue).length;
  const breakdown = todoBreakdown(todo);

  return (
    <Box>
      <PageHeader
        title="Reviews"
        subtitle="The reviews and approvals waiting for you in active cycles."
      />
      {error ? (
        <ErrorBanner
          message={getErrorMessage(error, FETCH_REVIEWS_FAILED)}
          onRetry={() => {
            void tasks.refetch();
            void cycles.refetch();
          }}
          sx={{ mb: 2 }}
        />
      ) : null}
      <Box component="section" aria-labelledby="reviews-todo-title" sx={{ mb: 4 }}>
        <Typography id="reviews-todo-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          To Do ({isLoading ? '…' : todo.length})
        </Typography>
        {!isLoading && breakdown ? (
          <Typography color="text.secondary" variant="body2">
            {breakdown}
          </Typography>
        ) : null}
        {overdue > 0 ? (
          <Typography color="error" variant="body2" sx={{ mb: 1 }}>
            {overdue} overdue
          </Typography>
        ) : null}
        <ReviewTasksTable
          aria-label="Reviews to do"
          tasks={todo}
          actionLabel="Open"
          emptyText="Nothing to review right now."
          isLoading={isLoading}
        />
      </Box>
      {waiting.length > 0 ? (
        <Box component="section" aria-labelledby="reviews-waiting-title" sx={{ mb: 4 }}>
          <Typography id="reviews-waiting-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            Waiting for Self Review ({waiting.length})
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {WAITING_HINT}
          </Typography>
          <ReviewTasksTable
            aria-label="Reviews waiting for a self review"
            tasks={waiting}
            actionLabel="View"
            emptyText=""
          />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="reviews-completed-title">
        <Typography id="reviews-completed-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Completed ({isLoading ? '…' : completed.length})
        </Typography>
        <ReviewTasksTable
          aria-label="Completed reviews"
          tasks={completed}
          actionLabel="View"
          newestFirst
          emptyText="No completed reviews yet."
          isLoading={isLoading}
        />
      </Box>
    </Box>
  );
}
