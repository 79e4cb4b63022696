import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { usePendingApprovals, useReviewCycles } from '@/api/resources/review-cycles';
import { PageHeader } from '@/components/PageHeader';
import { completedReviewCount } from '@/lib/completed-reviews';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { useMyCompensation, useMyReviews } from '@/api/resources/dashboards';
import { useOwnEmployee, useOwnPerformanceHistory } from '@/api/resources/employees';
import { CurrentReviewStatusCard } from '../components/employee/CurrentReviewStatusCard';
import { EmployeeQuickActions } from '../components/employee/EmployeeQuickActions';
import { PendingActionsList } from '../components/employee/PendingActionsList';
import { TeamApprovalsQueue } from '../components/manager/TeamApprovalsQueue';
import { PerformanceTrends } from '../components/employee/PerformanceTrends';
import { RecentCompensation } from '../components/employee/RecentCompensation';
import { RecentReviewHistory } from '../components/employee/RecentReviewHistory';
import { YourInformationCard } from '../components/employee/YourInformationCard';
import { YourPerformanceCards } from '../components/employee/YourPerformanceCards';
import { RoleDashboardError } from '../components/RoleDashboardError';
import { currentReview, ownReviews, pendingActionsFor, reviewHistoryRows } from '../review-history';
import { DASHBOARD_ERRORS, sessionProblem } from '../role-dashboard-errors';
import { ratingPoints } from '../../components/rating-points';

/** Spec 01 §2 Employee dashboard ('Employee Dashboard'), every section from the caller's own data. */
export default function EmployeeDashboardRoute() {
  usePageTitle('Employee Dashboard');
  const session = useSession();
  const employeeId = session.user?.employeeId ?? null;
  const reviews = useMyReviews();
  const cycles = useReviewCycles();
  const compensation = useMyCompensation();
  const performance = useOwnPerformanceHistory(employeeId);
  const employee = useOwnEmployee(employeeId);
  const approvals = usePendingApprovals();

  const handleRetry = () => {
    void reviews.refetch();
    void cycles.refetch();
    void compensation.refetch();
    void performance.refetch();
    void employee.refetch();
  };

  const failed = reviews.error ?? cycles.error;
  const problem =
    sessionProblem(session, true) ??
    (failed ? getErrorMessage(failed, DASHBOARD_ERRORS.fetchFailed) : null);
  if (problem) return <RoleDashboardError message={problem} onRetry={handleRetry} />;

  const now = new Date();
  const tasks = reviews.data ?? [];
  const cycleList = cycles.data ?? [];
  const own = ownReviews(tasks);
  const { cycle, task } = currentReview(cycleList, tasks, now);
  const history = performance.data ?? [];
  const latestRating = history.find((e) => e.performanceRating?.name);
  const loadingReviews = reviews.isLoading || cycles.isLoading;

  return (
    <Box>
      <PageHeader
        title="Employee Dashboard"
        subtitle={session.user ? `Welcome back, ${session.user.firstName}` : undefined}
      />
      <Stack spacing={3}>
        {loadingReviews ? null : (
          <PendingActionsList actions={pendingActionsFor(cycleList, tasks, now)} />
        )}
        {/* An employee named as an approver decides in their own queue. */}
        {approvals.data && approvals.data.length > 0 ? (
          <TeamApprovalsQueue approvals={approvals.data} />
        ) : null}
        <YourPerformanceCards
          currentStatus={task?.status ?? null}
          completedReviews={completedReviewCount(history)}
          rating={
            latestRating
              ? {
                  name: latestRating.performanceRating?.name ?? '',
                  value: latestRating.rating,
                  date: latestRating.date,
                }
              : null
          }
          compensationChanges={compensation.data?.length ?? 0}
          isLoading={loadingReviews || compensation.isLoading || performance.isLoading}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <YourInformationCard
              employee={employee.data}
              email={session.user?.email ?? ''}
              isLoading={employee.isLoading}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CurrentReviewStatusCard cycle={cycle} isLoading={cycles.isLoading} />
          </Grid>
        </Grid>
        <Grid container spacing={2}>
          {ratingPoints(history).length > 0 ? (
            <Grid size={{ xs: 12, md: 7 }}>
              <PerformanceTrends entries={history} />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, md: ratingPoints(history).length > 0 ? 5 : 12 }}>
            <RecentCompensation
              entries={compensation.data ?? []}
              isLoading={compensation.isLoading}
            />
          </Grid>
        </Grid>
        <RecentReviewHistory
          reviews={reviewHistoryRows(own, history)}
          isLoading={reviews.isLoading || performance.isLoading}
        />
        <EmployeeQuickActions />
      </Stack>
    </Box>
  );
}
