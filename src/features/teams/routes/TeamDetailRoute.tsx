import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/api/errors';
import { Badge } from '@/components/Badge';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { EMPTY_VALUE } from '@/lib/money';
import { useTeam } from '@/api/resources/teams';
import { MembersTable } from '../components/MembersTable';
import { TeamFormDialog } from '../components/TeamFormDialog';
import { managerNames, TEAM_ERRORS } from '../team-form';
import { LabeledValue } from '../components/LabeledValue';

/** /admin/teams/{teamId} (spec 01 §2 Team detail). */
export default function TeamDetailRoute() {
  const { teamId = '' } = useParams();
  const team = useTeam(teamId);
  const [editing, setEditing] = useState(false);
  usePageTitle(team.data?.name ?? 'Team');
  const breadcrumbs = [
    { label: 'Teams', to: paths.admin.teams.getHref() },
    { label: team.data?.name ?? 'Team' },
  ];

  if (team.isPending) return <LoadingState />;
  if (team.isError) {
    const missing = team.error instanceof ApiError && team.error.status === 404;
    return (
      <>
        <PageHeader title="Team" breadcrumbs={breadcrumbs} />
        {missing ? (
          <Alert severity="warning">{TEAM_ERRORS.notFound}</Alert>
        ) : (
          <ErrorBanner message={TEAM_ERRORS.fetch} onRetry={() => void team.refetch()} />
        )}
      </>
    );
  }
  const data = team.data;
  return (
    <>
      <PageHeader
        title={data.name}
        breadcrumbs={breadcrumbs}
        actions={
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit Team
          </Button>
        }
      />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
            <LabeledValue label="Status">
              <Badge
                label={data.isActive ? 'Active' : 'Inactive'}
                tone={data.isActive ? 'emerald' : 'zinc'}
              />
            </LabeledValue>
            <LabeledValue label={data.managers.length > 1 ? 'Managers' : 'Manager'}>
              {managerNames(data) || EMPTY_VALUE}
            </LabeledValue>
            <LabeledValue label="Description">{data.description || EMPTY_VALUE}</LabeledValue>
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Members ({data.memberCount})
      </Typography>
      <MembersTable members={data.members} />
      <TeamFormDialog open={editing} team={data} onClose={() => setEditing(false)} />
    </>
  );
}
