import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import RefreshIcon from '@mui/icons-material/Refresh';
import { getErrorMessage } from '@/api/error-message';
import { usePendingApprovals, useReviewCycles } from '@/api/resources/review-cycles';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { currentCycle } from '@/lib/cycles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { useManagerSummary } from '@/api/resources/dashboards';
import { ManagerQuickActions } from '../components/manager/ManagerQuickActions';
import { TeamApprovalsQueue } from '../components/manager/TeamApprovalsQueue';
import { TeamOverviewCards } from '../components/manager/TeamOverviewCards';
import { RoleDashboardError } from '../components/RoleDashboardError';
import { DASHBOARD_ERRORS, sessionProblem } from '../role-dashboard-errors';

/** Spec 01 §2 Manager dashboard ('Manager Dashboard'), counts and queue from the API. */
export default function ManagerDashboardRoute() {
  usePageTitle('Manager Dashboard');
  const session = useSession();
  const summary = useManagerSummary();
  const approvals = usePendingApprovals();
  const cycles = useReviewCycles();

  const handleRefresh = () => {
    void summary.refetch();
    void approvals.refetch();
    void cycles.refetch();
  };

  const problem =
    sessionProblem(session, false) ??
    (summary.error ? getErrorMessage(summary.error, DASHBOARD_ERRORS.fetchFailed) : null);
  if (problem) return <RoleDashboardError message={problem} onRetry={handleRefresh} />;

  const active = currentCycle(cycles.data ?? [], new Date());
  const approvalsHref = active
    ? paths.reviewCycle.getHref(active.id)
    : paths.manager.reviews.getHref();
  const refreshing = summary.isFetching || approvals.isFetching;

  return (
    <Box>
      <PageHeader
        title="Manager Dashboard"
        subtitle={session.user ? `Welcome back, ${session.user.firstName}` : undefined}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={handleRefresh}
            disabled={refreshing}
          >
            Refresh
          </Button>
        }
      />
      <Box sx={{ mb: 3 }}>
        <TeamOverviewCards summary={summary.data} isLoading={summary.isLoading} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TeamApprovalsQueue
            approvals={approvals.data ?? []}
            isLoading={approvals.isLoading}
            error={
              approvals.error
                ? getErrorMessage(approvals.error, DASHBOARD_ERRORS.approvalsFailed)
                : null
            }
            onRetry={() => void approvals.refetch()}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ManagerQuickActions approvalsHref={approvalsHref} />
        </Grid>
      </Grid>
    </Box>
  );
}
