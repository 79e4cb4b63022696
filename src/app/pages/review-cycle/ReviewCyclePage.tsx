import { CalibrationLink } from '@/features/calibration/components/CalibrationLink';
import { CycleNudges } from '@/features/nudges/components/CycleNudges';
import ReviewCycleRoute from '@/features/review-cycles/routes/ReviewCycleRoute';
import { prefetchAdminCyclePage } from './prefetch-admin-cycle-page';

/**
 * A review cycle's page for every role: the cycle's detail with the way into its calibration and,
 * for the admin, the nudges panels; the participant stage opens in the detail's <Outlet/>.
 */
export default function ReviewCyclePage() {
  return (
    <ReviewCycleRoute
      renderCalibrationLink={(cycleId, scope) => (
        <CalibrationLink cycleId={cycleId} scope={scope} />
      )}
      renderNudges={(cycleId) => <CycleNudges cycleId={cycleId} />}
      prefetchAdmin={prefetchAdminCyclePage}
    />
  );
}
