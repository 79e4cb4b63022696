import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingState } from '@/components/LoadingState';
import { StatCard } from '@/components/StatCard';
import { StatusBadge } from '@/components/StatusBadge';
import { paths } from '@/config/paths';
import { formatMoney, formatPercent } from '@/lib/money';
import { REJECTION_REASONS } from '@/lib/recommendations';
import { normalizeDisplayStatus } from '@/lib/status';
import { type ParticipantRow, useParticipant } from '@/api/resources/participants';
import { formatInstant } from '@/lib/day-format';
import { ViewSectionCard } from './ViewSectionCard';

export interface EmployeeCycleViewProps {
  cycleId: string;
  row: ParticipantRow | undefined;
  isLoading?: boolean;
}

/** The employee's view of a cycle: Current Stage, Review Status, their self review and the feedback they received. */
export function EmployeeCycleView({ cycleId, row, isLoading }: EmployeeCycleViewProps) {
  const participant = useParticipant(cycleId, row?.id);
  if (isLoading) return <LoadingState />;
  if (!row) return <Alert severity="info">You are not a participant of this review cycle.</Alert>;
  const detail = participant.data;
  const self = detail?.selfReview ?? null;
  const managerReview = detail?.managerReview ?? null;
  const recommendation = detail?.recommendations[0];
  const rejection = recommendation?.approvalSteps.find((s) => s.decision === false);
  const href = paths.me.selfReview.getHref(cycleId);
  const selfOpen = !self || self.status === 'draft';

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            title="Current Stage"
            value={row.currentStage?.name ?? (row.status === 'completed' ? 'Completed' : '—')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard title="Review Status" value={normalizeDisplayStatus(row.status)} />
        </Grid>
      </Grid>
      <ViewSectionCard title="Self Review">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ flex: 1 }} component="div">
            <StatusBadge status={self?.status ?? 'not_started'} />{' '}
            {self?.submittedAt
              ? `Submitted ${formatInstant(self.submittedAt)}`
              : 'Not submitted yet'}
          </Typography>
          <Button component={RouterLink} to={href} variant={selfOpen ? 'contained' : 'outlined'}>
            {selfOpen ? (self ? 'Continue Self Review' : 'Start Self Review') : 'View Self Review'}
          </Button>
        </Stack>
      </ViewSectionCard>
      <ViewSectionCard title="Feedback Received">
        {participant.isLoading ? <LoadingState minHeight={80} /> : null}
        {!participant.isLoading && !managerReview ? (
          <Typography color="text.secondary">
            Your manager has not submitted their review yet.
          </Typography>
        ) : null}
        {managerReview ? (
          <Stack spacing={1}>
            <Typography component="div">
              Manager review: <StatusBadge status={managerReview.status} />
              {managerReview.submittedAt ? ` (${formatInstant(managerReview.submittedAt)})` : ''}
            </Typography>
            {recommendation?.status === 'approved' &&
            recommendation.proposedIncrease !== undefined &&
            recommendation.proposedSalary !== undefined ? (
              <Alert severity="success">
                Your raise of{' '}
                {formatMoney(recommendation.proposedIncrease, recommendation.currency)}
                {recommendation.currentSalary
                  ? ` (${formatPercent(
                      (recommendation.proposedIncrease / recommendation.currentSalary) * 100,
                      1,
                    )})`
                  : ''}{' '}
                was approved. New salary:{' '}
                {formatMoney(recommendation.proposedSalary, recommendation.currency)}.
                {recommendation.newLevel ? ` Promoted to ${recommendation.newLevel.name}.` : ''}
              </Alert>
            ) : null}
            {recommendation?.status === 'rejected' ? (
              <Alert severity="warning">
                The compensation recommendation was not approved
                {rejection?.reason
                  ? ` (${REJECTION_REASONS.find((r) => r.value === rejection.reason)?.label})`
                  : ''}
                .{rejection?.comments ? ` ${rejection.comments}` : ''}
              </Alert>
            ) : null}
            {recommendation?.status === 'pending_approval' ? (
              <Typography color="text.secondary">The outcome is awaiting approval.</Typography>
            ) : null}
          </Stack>
        ) : null}
      </ViewSectionCard>
    </Stack>
  );
}
