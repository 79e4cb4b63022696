import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '@/components/ErrorBanner';
import { paths } from '@/config/paths';
import type { PendingApproval } from '@/api/resources/review-cycles';
import { DaysPendingBadge } from './DaysPendingBadge';

export interface TeamApprovalsQueueProps {
  approvals: PendingApproval[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** Spec 01 §2 'Team Approvals Pending': employee, cycle, days pending and a link to act. */
export function TeamApprovalsQueue({
  approvals,
  isLoading,
  error,
  onRetry,
}: TeamApprovalsQueueProps) {
  return (
    <Card component="section" aria-labelledby="team-approvals-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="team-approvals-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Team Approvals Pending
          </Typography>
          {!isLoading && !error ? (
            <Typography color="text.secondary" variant="body2">
              {approvals.length}
            </Typography>
          ) : null}
        </Stack>
        {error ? <ErrorBanner message={error} onRetry={onRetry} /> : null}
        {isLoading ? <Skeleton variant="rounded" height={96} /> : null}
        {!isLoading && !error && approvals.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No approvals are waiting for you.
          </Typography>
        ) : null}
        {!isLoading && !error && approvals.length > 0 ? (
          <List disablePadding aria-label="Team approvals pending">
            {approvals.map((approval) => (
              <ListItem
                key={approval.id}
                divider
                disableGutters
                sx={{ gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <Stack sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography sx={{ fontWeight: 500 }}>{approval.employeeName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {approval.reviewCycle}
                  </Typography>
                </Stack>
                <DaysPendingBadge days={approval.daysPending} />
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={paths.reviewCycleParticipant.getHref(
                    approval.cycleId,
                    approval.participantId,
                  )}
                  aria-label={`Review ${approval.employeeName}`}
                >
                  Review
                </Button>
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
