import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { Badge } from '@/components/Badge';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { formatDay } from '@/lib/day-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyReviews } from '@/api/resources/dashboards';
import { daysOverdue, nextStep, taskHref } from '../review-next-steps';
import { FETCH_SELF_REVIEWS_FAILED } from './SelfReviewsRoute';

export const NO_OVERDUE_TEXT = 'You have no overdue reviews.';

/** /reviews/overdue: each overdue review with what to do next. */
export default function OverdueReviewsRoute() {
  usePageTitle('Overdue Reviews');
  const tasks = useMyReviews();
  const now = new Date();
  const overdue = (tasks.data ?? []).filter((t) => t.overdue);
  return (
    <Box>
      <PageHeader
        title="Overdue Reviews"
        subtitle="Reviews past their due date that still need you."
      />
      {tasks.isLoading ? <LoadingState /> : null}
      {tasks.error ? (
        <ErrorBanner
          message={getErrorMessage(tasks.error, FETCH_SELF_REVIEWS_FAILED)}
          onRetry={() => void tasks.refetch()}
        />
      ) : null}
      {!tasks.isLoading && !tasks.error && overdue.length === 0 ? (
        <EmptyState text={NO_OVERDUE_TEXT} />
      ) : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {overdue.map((task) => {
          const step = nextStep(task);
          const days = daysOverdue(task, now);
          return (
            <Card
              component="li"
              key={task.id}
              aria-label={`${task.cycleName}: ${task.employeeName}`}
            >
              <CardContent>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}
                  useFlexGap
                >
                  <Typography sx={{ fontWeight: 600, flex: 1 }}>{task.cycleName}</Typography>
                  <Badge label={`${days} ${days === 1 ? 'day' : 'days'} overdue`} tone="red" />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {task.stageName ?? 'Review'} · {task.employeeName} · Due {formatDay(task.dueDate)}
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Typography sx={{ flex: 1 }}>{step.text}</Typography>
                  <Button component={RouterLink} to={taskHref(task)} variant="contained">
                    {step.action}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
