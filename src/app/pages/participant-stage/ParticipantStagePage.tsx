import { Navigate, useParams, useSearchParams } from 'react-router';
import { useCycleParticipantsPage, useParticipant } from '@/api/resources/participants';
import { LoadingState } from '@/components/LoadingState';
import { paths } from '@/config/paths';
import ParticipantStageRoute from '@/features/participant-stage/routes/ParticipantStageRoute';
import { readStageUser } from '@/features/participant-stage/stage-user';

/**
 * /review-cycles/:cycleId/participants/:participantId. An employee's own review lives in their
 * own area: an employee who follows a link to themselves lands on /reviews/self-review/:cycleId,
 * the stage asked for kept. Anyone else's (an employee named as an approver) opens here. The
 * cycle's list holds the few rows an employee may read (their own and those they approve): a
 * participant not among them is never asked for, it would only answer 404.
 */
export default function ParticipantStagePage() {
  const user = readStageUser().user;
  if (user?.role !== 'employee') return <ParticipantStageRoute />;
  return <EmployeeParticipantPage employeeId={user.employeeId} />;
}

function EmployeeParticipantPage({ employeeId }: { employeeId: string | null }) {
  const { cycleId = '', participantId = '' } = useParams();
  const [search] = useSearchParams();
  const readable = useCycleParticipantsPage(cycleId, { limit: 1000, offset: 0 });
  const listed = readable.data?.data.some((row) => row.id === participantId) ?? false;
  const participant = useParticipant(cycleId, listed ? participantId : undefined);
  if (readable.isPending || (listed && participant.isPending))
    return <LoadingState label="Loading participant" />;
  if (listed && participant.data && participant.data.employeeId !== employeeId)
    return <ParticipantStageRoute />;
  const stage = search.get('stage');
  const href = paths.me.selfReview.getHref(cycleId);
  return <Navigate replace to={stage ? `${href}?stage=${encodeURIComponent(stage)}` : href} />;
}
