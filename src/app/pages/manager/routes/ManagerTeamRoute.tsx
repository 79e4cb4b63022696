import Box from '@mui/material/Box';
import { getErrorMessage } from '@/api/error-message';
import { PageHeader } from '@/components/PageHeader';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDirectReports } from '@/api/resources/dashboards';
import { DirectReportsTable } from '../components/DirectReportsTable';

export const FETCH_TEAM_FAILED = 'Failed to fetch team members';

/** /manager/team ('My Team'): the manager's direct reports. */
export default function ManagerTeamRoute() {
  usePageTitle('My Team');
  const reports = useDirectReports();
  return (
    <Box>
      <PageHeader title="My Team" subtitle="Your direct reports and where their reviews stand." />
      <DirectReportsTable
        reports={reports.data ?? []}
        isLoading={reports.isLoading}
        error={reports.error ? getErrorMessage(reports.error, FETCH_TEAM_FAILED) : null}
        onRetry={() => void reports.refetch()}
      />
    </Box>
  );
}
