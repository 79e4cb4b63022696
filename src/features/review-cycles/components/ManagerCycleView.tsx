import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/DataTable';
import { StatCard } from '@/components/StatCard';
import { StatusBadge } from '@/components/StatusBadge';
import { paths } from '@/config/paths';
import { managerReviewProgress } from '@/lib/reviews-to-do';
import { normalizeDisplayStatus } from '@/lib/status';
import type { ParticipantRow } from '@/api/resources/participants';
import { BUDGET_PANEL_TEXT } from '@/components/cycle-budget/budget-messages';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { CycleBudgetPanel } from '@/components/cycle-budget/CycleBudgetPanel';
import { rowApproval } from '../row-approval';
import { ApprovalQueueSection } from './ApprovalQueueSection';

export interface ManagerCycleViewProps {
  cycleId: string;
  /** Every participant whose manager is the viewer (the list's managerId filter, all pages). */
  reports: ParticipantRow[];
  /** The viewer's own participant record, if they take part. */
  own: ParticipantRow | undefined;
  currentEmployeeId: string | null | undefined;
  isLoading?: boolean;
  /** The way into calibrating their reports (another feature's; the page passes it). */
  calibrationLink?: ReactNode;
  /** Their reports' compensation letters (another feature's; the page passes it). */
  letters?: ReactNode;
}

const submitted = (row: ParticipantRow) => managerReviewProgress(row) === 'submitted';
/** A report whose manager review is to do now (src/lib/reviews-to-do) waits for the manager. */
export const awaitsManager = (row: ParticipantRow) => managerReviewProgress(row) === 'to_do';

function actionLabel(row: ParticipantRow): string {
  if (!awaitsManager(row)) return 'View';
  return row.status === 'in_progress' &&
    row.workflowStepStatuses.some((s) => s.status === 'in_progress')
    ? 'Continue Review'
    : 'Start Review';
}

/** The manager's view of a cycle: Direct Reports, Pending Reviews, Completed Reviews and their reports with a link to act. */
export function ManagerCycleView({
  cycleId,
  reports,
  own,
  currentEmployeeId,
  isLoading,
  calibrationLink,
  letters,
}: ManagerCycleViewProps) {
  const cards = [
    { title: 'Direct Reports', value: reports.length },
    { title: 'Pending Reviews', value: reports.filter(awaitsManager).length },
    { title: 'Completed Reviews', value: reports.filter(submitted).length },
  ];
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 4 }}>
            <StatCard {...card} isLoading={isLoading} />
          </Grid>
        ))}
      </Grid>
      {reports.length > 0 ? (
        <CycleBudgetPanel cycleId={cycleId} title={BUDGET_PANEL_TEXT.managerTitle} />
      ) : null}
      {reports.length > 0 ? calibrationLink : null}
      {reports.length > 0 ? letters : null}
      {own ? (
        <Card>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1 }} component="div">
              Your own review: {own.currentStage?.name ?? 'No stage'}{' '}
              <StatusBadge status={own.status} variant="display" />
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.me.selfReview.getHref(cycleId)}
            >
              Open My Review
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <ApprovalQueueSection cycleId={cycleId} currentEmployeeId={currentEmployeeId} />
      <Typography variant="h6" component="h2">
        My Direct Reports
      </Typography>
      <DataTable
        aria-label="Direct reports"
        data={reports}
        getRowId={(r) => r.id}
        isLoading={isLoading}
        emptyText={CYCLE_MESSAGES.noParticipants}
        initialSorting={[{ id: 'employee', desc: false }]}
        columns={[
          { id: 'employee', header: 'Employee', accessorFn: (r: ParticipantRow) => r.employeeName },
          {
            id: 'stage',
            header: 'Current Stage',
            accessorFn: (r: ParticipantRow) => r.currentStage?.name ?? '',
          },
          {
            id: 'status',
            header: 'Status',
            accessorFn: (r: ParticipantRow) => normalizeDisplayStatus(r.status),
            cell: ({ row }) => <StatusBadge status={row.original.status} variant="display" />,
          },
          {
            // Who the recommendation waits for now, so a submitting manager sees why it waits.
            id: 'waiting',
            header: 'Waiting On',
            accessorFn: (r: ParticipantRow) =>
              rowApproval(r, { currentEmployeeId, isAdmin: false })?.notice ?? '',
          },
          {
            id: 'action',
            header: 'Actions',
            enableSorting: false,
            meta: { align: 'right' },
            cell: ({ row }) => (
              <Button
                size="small"
                variant={awaitsManager(row.original) ? 'contained' : 'text'}
                component={RouterLink}
                to={paths.reviewCycleParticipant.getHref(cycleId, row.original.id)}
                aria-label={`${actionLabel(row.original)}: ${row.original.employeeName}`}
              >
                {actionLabel(row.original)}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
