import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDeleteTeam, useTeams, type Team } from '@/api/resources/teams';
import { TeamFormDialog } from '../components/TeamFormDialog';
import { TeamsTable } from '../components/TeamsTable';
import { TEAM_ERRORS } from '../team-form';

type DialogState = { open: false } | { open: true; team: Team | null };

/** /admin/teams (spec 01 §2 Teams). */
export default function TeamsRoute() {
  usePageTitle('Teams');
  const teams = useTeams();
  const remove = useDeleteTeam();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { error: actionError, run } = useConfirmedAction();
  const handleDelete = (team: Team) =>
    run(
      {
        title: 'Delete Team',
        message: `Delete the team "${team.name}"? Its members stay in the organization.`,
        confirmLabel: 'Delete',
        destructive: true,
      },
      () => remove.mutateAsync(team.id),
      TEAM_ERRORS.delete,
    );

  return (
    <>
      <PageHeader
        title="Teams"
        subtitle="Group people and give each team its managers."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ open: true, team: null })}
          >
            Add Team
          </Button>
        }
      />
      {actionError ? <ErrorBanner message={actionError} sx={{ mb: 2 }} /> : null}
      <TeamsTable
        teams={teams.data ?? []}
        isLoading={teams.isPending}
        error={teams.isError ? TEAM_ERRORS.fetch : null}
        onRetry={() => void teams.refetch()}
        onEdit={(team) => setDialog({ open: true, team })}
        onDelete={(team) => void handleDelete(team)}
      />
      <TeamFormDialog
        open={dialog.open}
        team={dialog.open ? dialog.team : null}
        onClose={() => setDialog({ open: false })}
      />
    </>
  );
}
