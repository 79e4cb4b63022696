import { CalibrationLink } from '@/features/calibration/components/CalibrationLink';
import { ManagerLetters } from '@/features/letters/components/ManagerLetters';
import { CycleNudges } from '@/features/nudges/components/CycleNudges';
import ReviewCycleRoute from '@/features/review-cycles/routes/ReviewCycleRoute';
import { prefetchAdminCyclePage } from './prefetch-admin-cycle-page';

/**
 * A review cycle's page for every role: the cycle's detail with the way into its calibration,
 * for the admin the nudges panels, for a manager their reports' letters; the participant stage
 * opens in the detail's <Outlet/>.
 */
export default function ReviewCyclePage() {
  return (
    <ReviewCycleRoute
      renderCalibrationLink={(cycleId, scope) => (
        <CalibrationLink cycleId={cycleId} scope={scope} />
      )}
      renderNudges={(cycleId) => <CycleNudges cycleId={cycleId} />}
      renderLetters={(cycleId) => <ManagerLetters cycleId={cycleId} />}
      prefetchAdmin={prefetchAdminCyclePage}
    />
  );
}
