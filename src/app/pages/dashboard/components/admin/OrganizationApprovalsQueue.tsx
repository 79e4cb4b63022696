import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { approvalStepLabel } from '@/lib/approval-rules';
import { paths } from '@/config/paths';
import type { PendingApproval } from '@/api/resources/review-cycles';
import { DaysPendingBadge } from '../manager/DaysPendingBadge';

export interface OrganizationApprovalsQueueProps {
  approvals: PendingApproval[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  /** How many rows to show; the rest are summarised. */
  limit?: number;
}

/** 'Organization Approvals Pending': the real queue, oldest first, days pending by urgency colour. */
export function OrganizationApprovalsQueue({
  approvals,
  isLoading,
  error,
  limit = 8,
}: OrganizationApprovalsQueueProps) {
  const shown = (approvals ?? []).slice(0, limit);
  const more = (approvals?.length ?? 0) - shown.length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label="Organization Approvals Pending"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Organization Approvals Pending
        </Typography>
        {isLoading ? <LoadingState /> : null}
        {error ? <ErrorBanner message={error} /> : null}
        {approvals && approvals.length === 0 ? (
          <Typography color="text.secondary">No approvals are waiting for a decision.</Typography>
        ) : null}
        <List dense disablePadding>
          {shown.map((approval) => (
            <ListItem
              key={approval.id}
              disableGutters
              divider
              secondaryAction={<DaysPendingBadge days={approval.daysPending} />}
            >
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={paths.reviewCycleParticipant.getHref(
                      approval.cycleId,
                      approval.participantId,
                    )}
                  >
                    {approval.employeeName}
                  </Link>
                }
                secondary={`${approval.reviewCycle} · ${approvalStepLabel(approval)}`}
              />
            </ListItem>
          ))}
        </List>
        {more > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            and {more} more
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
