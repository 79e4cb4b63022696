import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { getErrorMessage } from '@/api/error-message';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import {
  type CalibrationParticipant,
  useCalibration,
  useMoveParticipant,
  useSetCalibrationLock,
  useSetCalibrationTargets,
} from '@/api/resources/calibration';
import { useCycleGuideline } from '@/api/resources/review-cycles';
import { CALIBRATION_TEXT, ratingName, recommendationChangeText } from '../calibration-text';
import { BudgetImpactCards } from '../components/BudgetImpactCards';
import { CalibrationBoard } from '../components/CalibrationBoard';
import { CalibrationHistory } from '../components/CalibrationHistory';
import { CalibrationPanel } from '../components/CalibrationPanel';
import { DistributionTable } from '../components/DistributionTable';
import { LazyDistributionChart } from '../components/LazyDistributionChart';
import { MoveDialog } from '../components/MoveDialog';
import { NineBoxGrid } from '../components/NineBoxGrid';
import { TargetsDialog } from '../components/TargetsDialog';

/** No guideline yet: nothing to price against. */
const NO_MATRIX = { positionBoundaries: [], ranges: [] };

interface PendingMove {
  participant: CalibrationParticipant;
  rating: number;
}

/**
 * /review-cycles/:cycleId/calibration: participants by rating against the targets, the
 * budget per rating, the 9-box and the history. Admins calibrate everyone, set targets and lock;
 * managers calibrate their direct reports.
 */
export default function CalibrationRoute() {
  const { cycleId = '' } = useParams();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const calibration = useCalibration(cycleId);
  const guideline = useCycleGuideline(cycleId);
  const matrix = guideline.data ?? NO_MATRIX;
  const move = useMoveParticipant(cycleId);
  const setTargets = useSetCalibrationTargets(cycleId);
  const setLock = useSetCalibrationLock(cycleId);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [editingTargets, setEditingTargets] = useState(false);
  const [notice, setNotice] = useState<{ text: string; detail: string | null } | null>(null);
  const view = calibration.data;
  usePageTitle(view ? `${CALIBRATION_TEXT.title} — ${view.cycleName}` : CALIBRATION_TEXT.title);

  const scale = view?.ratingMetric
    ? { min: view.ratingMetric.minValue, max: view.ratingMetric.maxValue }
    : null;
  const canMove = Boolean(scale) && !view?.locked;

  const handleRequestMove = (participant: CalibrationParticipant, rating: number) => {
    move.reset();
    setNotice(null);
    setPending({ participant, rating });
  };

  const handleConfirmMove = (rating: number, reason: string) => {
    if (!pending) return;
    const { participant } = pending;
    move.mutate(
      { participantId: participant.participantId, rating, reason },
      {
        onSuccess: ({ view: after, recommendationChange }) => {
          setPending(null);
          setNotice({
            text: CALIBRATION_TEXT.moved(
              participant.employeeName,
              ratingName(participant.rating),
              ratingName(rating),
            ),
            detail: recommendationChange
              ? recommendationChangeText(recommendationChange, rating, after.currency)
              : null,
          });
        },
      },
    );
  };

  const header = (
    <PageHeader
      title={CALIBRATION_TEXT.title}
      subtitle={
        view
          ? isAdmin
            ? view.cycleName
            : `${view.cycleName}. ${CALIBRATION_TEXT.managerScope}`
          : undefined
      }
      breadcrumbs={[
        ...(isAdmin ? [{ label: 'Review Cycles', to: paths.admin.reviewCycles.getHref() }] : []),
        { label: view?.cycleName || '…', to: paths.reviewCycle.getHref(cycleId) },
        { label: CALIBRATION_TEXT.title },
      ]}
      actions={
        isAdmin && view && scale ? (
          <>
            <Button variant="outlined" onClick={() => setEditingTargets(true)}>
              {CALIBRATION_TEXT.setTargets}
            </Button>
            <Button
              variant={view.locked ? 'outlined' : 'contained'}
              startIcon={view.locked ? <LockOpenIcon /> : <LockIcon />}
              disabled={setLock.isPending}
              onClick={() => setLock.mutate(!view.locked)}
            >
              {view.locked ? CALIBRATION_TEXT.unlock : CALIBRATION_TEXT.lock}
            </Button>
          </>
        ) : undefined
      }
    />
  );

  if (calibration.isLoading) {
    return (
      <>
        {header}
        <LoadingState label="Loading calibration..." />
      </>
    );
  }
  if (calibration.error || !view) {
    return (
      <>
        {header}
        <ErrorBanner
          message={getErrorMessage(calibration.error, CALIBRATION_TEXT.loadError)}
          onRetry={() => void calibration.refetch()}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack spacing={3}>
        {view.locked ? (
          <Alert severity="info" icon={<LockIcon />}>
            {CALIBRATION_TEXT.locked(view.lockedByName)}
          </Alert>
        ) : null}
        {setLock.error ? <Alert severity="error">{getErrorMessage(setLock.error)}</Alert> : null}
        {notice ? (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice.text}
            {notice.detail ? (
              <Box component="span" data-testid="recommendation-change" sx={{ display: 'block' }}>
                {notice.detail}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        {!scale ? (
          <Alert severity="warning">{CALIBRATION_TEXT.noRatingMetric}</Alert>
        ) : view.participants.length === 0 ? (
          <EmptyState text={CALIBRATION_TEXT.noParticipants} />
        ) : (
          <>
            <BudgetImpactCards view={view} guideline={matrix} />
            <Grid container spacing={3}>
              {/* Side by side only where the seven-column table fits beside the chart. */}
              <Grid size={{ xs: 12, xl: 5 }}>
                <CalibrationPanel title="Distribution">
                  <LazyDistributionChart
                    distribution={view.distribution}
                    hasTargets={view.targets.length > 0}
                  />
                </CalibrationPanel>
              </Grid>
              <Grid size={{ xs: 12, xl: 7 }}>
                <CalibrationPanel title="Actual Against Target">
                  <DistributionTable distribution={view.distribution} currency={view.currency} />
                </CalibrationPanel>
              </Grid>
            </Grid>
            <CalibrationPanel title="Participants by Rating">
              <CalibrationBoard
                view={view}
                canMove={canMove}
                viewerEmployeeId={user?.employeeId}
                onMove={handleRequestMove}
              />
            </CalibrationPanel>
            {view.potentialMetric ? (
              <CalibrationPanel title="9-Box Grid">
                <NineBoxGrid
                  participants={view.participants}
                  potentialName={view.potentialMetric.name}
                />
              </CalibrationPanel>
            ) : null}
          </>
        )}
        <CalibrationPanel title="History">
          <CalibrationHistory history={view.history} currency={view.currency} />
        </CalibrationPanel>
      </Stack>
      {pending && scale ? (
        <MoveDialog
          participant={pending.participant}
          initialRating={pending.rating}
          scale={scale}
          currency={view.currency}
          guideline={guideline.data}
          pending={move.isPending}
          error={move.error}
          onCancel={() => setPending(null)}
          onConfirm={handleConfirmMove}
        />
      ) : null}
      {editingTargets && scale ? (
        <TargetsDialog
          scale={scale}
          targets={view.targets}
          pending={setTargets.isPending}
          error={setTargets.error}
          onCancel={() => {
            setTargets.reset();
            setEditingTargets(false);
          }}
          onSave={(targets) =>
            setTargets.mutate(targets, { onSuccess: () => setEditingTargets(false) })
          }
        />
      ) : null}
    </>
  );
}
