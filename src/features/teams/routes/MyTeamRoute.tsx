import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { canSeePayOf, seesOthersPay, type PayViewer } from '@/lib/pay-visibility';
import { useTeams } from '@/api/resources/teams';
import { MembersTable } from '../components/MembersTable';
import { OwnPaySummary } from '../components/OwnPaySummary';
import { managerNames } from '../team-form';

export const MY_TEAM_TEXTS = {
  title: 'My Team',
  empty: 'You are not a member of any team yet.',
  fetchFailed: 'Failed to fetch teams',
} as const;

/**
 * /team: the teams the caller belongs to, with their colleagues. Pay follows src/lib/pay-visibility:
 * the pay columns show only for a caller who gets others' pay, and the caller's own pay is shown
 * apart. Managers' direct reports have their own page (/manager/team), so none are counted here.
 */
export default function MyTeamRoute() {
  usePageTitle(MY_TEAM_TEXTS.title);
  const { user } = useSession();
  const teams = useTeams();
  const viewer = useMemo<PayViewer>(
    () => ({
      role: user?.role ?? 'employee',
      organizationId: user?.organizationId ?? '',
      employeeId: user?.employeeId ?? null,
      reportIds: new Set(),
    }),
    [user],
  );
  const showPay = seesOthersPay(viewer);
  const isSelf = useMemo(
    () => (member: { id: string }) => member.id === viewer.employeeId,
    [viewer],
  );

  return (
    <>
      <PageHeader
        title={MY_TEAM_TEXTS.title}
        subtitle="The people you work with. Pay is private: you see only your own."
      />
      {teams.isPending ? <LoadingState /> : null}
      {teams.isError ? (
        <ErrorBanner
          message={getErrorMessage(teams.error, MY_TEAM_TEXTS.fetchFailed)}
          onRetry={() => void teams.refetch()}
        />
      ) : null}
      {teams.data?.length === 0 ? <EmptyState text={MY_TEAM_TEXTS.empty} /> : null}
      <Stack spacing={4}>
        {teams.data?.map((team) => {
          const own = team.members.find(isSelf);
          return (
            <Stack key={team.id} component="section" aria-label={team.name} spacing={2}>
              <div>
                <Typography variant="h6" component="h2">
                  {team.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {team.managers.length > 1 ? 'Managers' : 'Manager'}:{' '}
                  {managerNames(team) || 'None'} · {team.memberCount} members
                </Typography>
              </div>
              {own && canSeePayOf(viewer, { employeeId: own.id }) && 'currentSalary' in own ? (
                <OwnPaySummary member={own} />
              ) : null}
              <MembersTable members={team.members} showPay={showPay} canOpen={isSelf} />
            </Stack>
          );
        })}
      </Stack>
      {teams.data && teams.data.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Your full pay history is on{' '}
          <Link component={RouterLink} to={paths.me.compensation.getHref()}>
            Compensation
          </Link>
          .
        </Typography>
      ) : null}
    </>
  );
}
