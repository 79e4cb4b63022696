import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, Link as RouterLink, useMatch, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader, type BreadcrumbItem } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { useReviewCycle } from '@/api/resources/review-cycles';
import { useConfirmedCycleDelete } from '../use-confirmed-cycle-delete';
import {
  useAllCycleParticipants,
  useCycleParticipantsPage,
  participantQueryOptions,
} from '@/api/resources/participants';
import { prefetchAdminCycle } from '../prefetch-admin-cycle';
import { ownParticipantQuery } from '../use-participants-page';
import { AdminCycleDashboard } from '../components/AdminCycleDashboard';
import { CycleDeleteError } from '../components/CycleDeleteError';
import { CycleFormPanel } from '../components/CycleFormPanel';
import { CycleHeaderInfo } from '../components/CycleHeaderInfo';
import { CycleLaunchAction } from '../components/CycleLaunchAction';
import { ApprovalQueueSection } from '../components/ApprovalQueueSection';
import { EmployeeCycleView } from '../components/EmployeeCycleView';
import { ManagerCycleView } from '../components/ManagerCycleView';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';

export interface ReviewCycleRouteProps {
  /** The way into the cycle's calibration: everyone's (admin) or the manager's reports'. */
  renderCalibrationLink?: (cycleId: string, scope: 'all' | 'reports') => ReactNode;
  /** The admin's panels of who is behind and the automatic reminders. */
  renderNudges?: (cycleId: string) => ReactNode;
  /** A manager's letters of their reports (another feature's). */
  renderLetters?: (cycleId: string) => ReactNode;
  /** Starts the calls of the admin's page, the slots' included; this feature's own by default. */
  prefetchAdmin?: (client: QueryClient, cycleId: string) => void;
}

/**
 * /review-cycles/:cycleId for every role: the admin dashboard, the manager's or the employee's
 * view; the participant stage screen renders in the <Outlet/> (participants/:participantId), which
 * hides the dashboard. Calibration and nudges are other features: the page passes them in.
 */
export default function ReviewCycleRoute({
  renderCalibrationLink,
  renderNudges,
  renderLetters,
  prefetchAdmin = prefetchAdminCycle,
}: ReviewCycleRouteProps) {
  const { cycleId = '' } = useParams();
  const participantMatch = useMatch(paths.reviewCycleParticipant.path);
  const participantId = participantMatch?.params.participantId;
  const navigate = useNavigate();
  const { user } = useSession();
  const role = user?.role;
  const cycle = useReviewCycle(cycleId);
  // The admin's dashboard reads its pages itself; the other views read only their rows: their
  // own record and, for a manager, their reports (the approval queue reads its own pages).
  const employeeId = user?.employeeId ?? '';
  const showsOwnView = role !== undefined && role !== 'admin' && !participantId;
  const own = useCycleParticipantsPage(cycleId, ownParticipantQuery(employeeId), {
    enabled: showsOwnView && Boolean(employeeId),
  });
  const reports = useAllCycleParticipants(
    cycleId,
    { managerId: employeeId },
    { enabled: showsOwnView && role === 'manager' && Boolean(employeeId) },
  );
  // The breadcrumb names the participant open from the record the stage screen reads. An
  // employee's page asks for it only once it knows the row is theirs to read (see
  // ParticipantStagePage); the breadcrumb then shows it from the same cache entry.
  const openParticipant = useQuery({
    ...participantQueryOptions(cycleId, participantId ?? ''),
    enabled: Boolean(participantId) && role !== 'employee',
  });
  const { remove, confirmAndDelete } = useConfirmedCycleDelete();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (role === 'admin' && !participantId) prefetchAdmin(queryClient, cycleId);
  }, [queryClient, role, cycleId, participantId, prefetchAdmin]);
  const [editing, setEditing] = useState(false);
  usePageTitle(cycle.data?.name ?? 'Review Cycle');

  const back = role === 'admin' ? paths.admin.reviewCycles.getHref() : paths.dashboard.getHref();
  const handleDelete = () =>
    confirmAndDelete(
      cycleId,
      () =>
        void navigate(paths.admin.reviewCycles.getHref(), {
          replace: true,
          state: { deletedCycleName: cycle.data?.name },
        }),
    );

  if (cycle.isLoading) return <LoadingState />;
  if (cycle.error || !cycle.data) {
    const missing = cycle.error instanceof ApiError && cycle.error.status === 404;
    return (
      <ErrorBanner
        message={
          missing
            ? CYCLE_MESSAGES.notFound
            : getErrorMessage(cycle.error, CYCLE_MESSAGES.detailFailed)
        }
        onRetry={missing ? undefined : () => void cycle.refetch()}
      />
    );
  }

  const data = cycle.data;
  const ownRow = own.data?.data[0];
  const rowsLoading = own.isLoading || reports.isLoading;
  const openEmployee = openParticipant.data?.employee;
  const breadcrumbs: BreadcrumbItem[] = [
    {
      label: 'Review Cycles',
      to: role === 'admin' ? paths.admin.reviewCycles.getHref() : undefined,
    },
    { label: data.name, to: participantId ? paths.reviewCycle.getHref(data.id) : undefined },
    ...(participantId
      ? [{ label: openEmployee ? `${openEmployee.firstName} ${openEmployee.lastName}` : '…' }]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title={data.name}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {role === 'admin' ? (
              <>
                <CycleLaunchAction cycle={data} onEdit={() => setEditing(true)} />
                <Button
                  variant="outlined"
                  startIcon={<AssessmentIcon />}
                  component={RouterLink}
                  to={paths.admin.reviewCycleReports.getHref(data.id)}
                >
                  Reports
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<MailOutlineIcon />}
                  component={RouterLink}
                  to={paths.admin.reviewCycleLetters.getHref(data.id)}
                >
                  Letters
                </Button>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => void handleDelete()}
                >
                  Delete
                </Button>
              </>
            ) : null}
            <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(back)}>
              Back
            </Button>
          </>
        }
      />
      <Box sx={{ mt: -2, mb: 3 }}>
        <CycleHeaderInfo cycle={data} />
      </Box>
      {remove.error ? (
        <CycleDeleteError error={remove.error} onClose={() => remove.reset()} />
      ) : null}
      {participantId ? (
        <Outlet />
      ) : role === 'admin' ? (
        <AdminCycleDashboard
          cycle={data}
          calibrationLink={renderCalibrationLink?.(data.id, 'all')}
          nudges={renderNudges?.(data.id)}
        />
      ) : role === 'manager' ? (
        <ManagerCycleView
          cycleId={data.id}
          reports={reports.data ?? []}
          own={ownRow}
          currentEmployeeId={user?.employeeId}
          isLoading={rowsLoading}
          calibrationLink={renderCalibrationLink?.(data.id, 'reports')}
          letters={renderLetters?.(data.id)}
        />
      ) : (
        <Stack spacing={3}>
          <EmployeeCycleView cycleId={data.id} row={ownRow} isLoading={rowsLoading} />
          <ApprovalQueueSection cycleId={data.id} currentEmployeeId={user?.employeeId} />
        </Stack>
      )}
      {role === 'admin' ? (
        <CycleFormPanel open={editing} cycle={data} onClose={() => setEditing(false)} />
      ) : null}
    </Box>
  );
}
