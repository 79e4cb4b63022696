import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/Badge';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDay } from '@/lib/day-format';
import { isReviewTaskDone } from '@/lib/review-tasks';
import type { ReviewTask } from '@/api/resources/dashboards';
import { taskHref } from '../review-next-steps';

export interface SelfReviewListProps {
  reviews: ReviewTask[];
}

/** The caller's self reviews, one card each, with the way into the form while it is open. */
export function SelfReviewList({ reviews }: SelfReviewListProps) {
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review) => {
        const done = isReviewTaskDone(review);
        return (
          <Card component="li" key={review.id} aria-label={review.cycleName}>
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography sx={{ fontWeight: 600 }}>{review.cycleName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {review.stageName ?? 'Self Review'} · Due {formatDay(review.dueDate)}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {review.overdue ? <Badge label="Overdue" tone="red" /> : null}
                  <StatusBadge status={review.status} />
                </Stack>
                <Button
                  component={RouterLink}
                  to={taskHref(review)}
                  variant={done ? 'text' : 'contained'}
                >
                  {done
                    ? 'View'
                    : review.status === 'in_progress'
                      ? 'Continue Self-Review'
                      : 'Start Self-Review'}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
