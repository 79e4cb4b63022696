import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { pendingApprovalsQueryOptions, useReviewCycles } from '@/api/resources/review-cycles';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { adminAlerts, visibleAlerts } from '@/lib/alerts';
import { adminSummaryQueryOptions } from '@/api/resources/dashboards';
import { useTeams } from '@/api/resources/teams';
import { AdminAlerts } from '../components/admin/AdminAlerts';
import { AdminQuickActions } from '../components/admin/AdminQuickActions';
import { KeyMetrics } from '../components/admin/KeyMetrics';
import { OrganizationApprovalsQueue } from '../components/admin/OrganizationApprovalsQueue';
import { RecentReviewCycles } from '../components/admin/RecentReviewCycles';
import { SetupChecklist } from '../components/admin/SetupChecklist';
import { useDismissedAlerts } from '../dismissed-alerts';
import { refetchUnlessPrefetched } from '../prefetch-admin-dashboard';
import { useSetupChecklist } from '../use-setup-checklist';

export const ADMIN_DASHBOARD_ERRORS = {
  heading: 'Error Loading Dashboard',
  fetch: 'Failed to fetch dashboard data',
  approvals: 'Failed to fetch pending approvals',
} as const;

/** /admin: the Admin Dashboard (spec 01 §2), every number from real data. */
export default function AdminDashboardRoute() {
  usePageTitle('Admin Dashboard');
  const navigate = useNavigate();
  const summary = useQuery({
    ...adminSummaryQueryOptions(),
    refetchOnMount: refetchUnlessPrefetched,
  });
  const cycles = useReviewCycles();
  const teams = useTeams();
  const approvals = useQuery({
    ...pendingApprovalsQueryOptions(),
    refetchOnMount: refetchUnlessPrefetched,
  });
  const { dismissed, dismiss } = useDismissedAlerts();
  const setup = useSetupChecklist();

  const alerts = useMemo(() => {
    if (!cycles.data || !teams.data || !summary.data) return [];
    const all = adminAlerts({
      cycles: cycles.data,
      teams: teams.data,
      pendingApprovals: summary.data.pendingApprovals,
      now: new Date(),
      links: {
        reviewCycles: paths.admin.reviewCycles.getHref(),
        teams: paths.admin.teams.getHref(),
      },
    });
    return visibleAlerts(all, dismissed);
  }, [cycles.data, teams.data, summary.data, dismissed]);

  const failed = summary.isError || cycles.isError;
  return (
    <>
      <PageHeader title="Admin Dashboard" subtitle="Your organization at a glance." />
      {failed ? (
        <ErrorBanner
          title={ADMIN_DASHBOARD_ERRORS.heading}
          message={ADMIN_DASHBOARD_ERRORS.fetch}
          onRetry={() => void Promise.all([summary.refetch(), cycles.refetch(), teams.refetch()])}
          sx={{ mb: 3 }}
        />
      ) : null}
      {setup.steps ? <SetupChecklist steps={setup.steps} onDismiss={setup.dismiss} /> : null}
      <AdminAlerts alerts={alerts} onDismiss={dismiss} />
      <Stack spacing={3}>
        <KeyMetrics summary={summary.data} isLoading={summary.isPending} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <AdminQuickActions />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <OrganizationApprovalsQueue
              approvals={approvals.data}
              isLoading={approvals.isPending}
              error={approvals.isError ? ADMIN_DASHBOARD_ERRORS.approvals : null}
            />
          </Grid>
        </Grid>
        {cycles.data ? (
          <RecentReviewCycles
            cycles={cycles.data}
            onCreate={() => void navigate(paths.admin.reviewCycles.getHref())}
          />
        ) : null}
      </Stack>
    </>
  );
}
