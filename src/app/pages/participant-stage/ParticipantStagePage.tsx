import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import ParticipantStageRoute from '@/features/participant-stage/routes/ParticipantStageRoute';
import { readStageUser } from '@/features/participant-stage/stage-user';

/**
 * /review-cycles/:cycleId/participants/:participantId. An employee's own review lives in
 * their own area (issue 20 §10): an employee who follows an old link lands on
 * /reviews/self-review/:cycleId, the stage asked for kept.
 */
export default function ParticipantStagePage() {
  const { cycleId = '' } = useParams();
  const [search] = useSearchParams();
  if (readStageUser().user?.role !== 'employee') return <ParticipantStageRoute />;
  const stage = search.get('stage');
  const href = paths.me.selfReview.getHref(cycleId);
  return <Navigate replace to={stage ? `${href}?stage=${encodeURIComponent(stage)}` : href} />;
}
