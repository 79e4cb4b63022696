import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '@/components/ErrorBanner';
import SelfReviewRoute from '@/app/pages/my-reviews/routes/SelfReviewRoute';
import { ParticipantStage } from '@/features/participant-stage/components/ParticipantStage';
import { readStageUser } from '@/features/participant-stage/stage-user';

/**
 * /reviews/self-review/:cycleId: the caller's own self review, in their own area (not
 * under /admin/review-cycles/…). The stage screen is the cycle feature's; which
 * participant and stage are the caller's comes from their review tasks.
 */
export default function SelfReviewPage() {
  const [search, setSearch] = useSearchParams();
  const stored = readStageUser();
  return (
    <SelfReviewRoute
      renderStage={(task) => (
        <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
          {stored.error !== undefined ? (
            <ErrorBanner message={stored.error} />
          ) : (
            <ParticipantStage
              user={stored.user}
              cycleId={task.cycleId}
              participantId={task.participantId}
              requestedStageId={search.get('stage') ?? task.stageId ?? null}
              onSelectStage={(stageId) => setSearch({ stage: stageId })}
            />
          )}
        </Box>
      )}
    />
  );
}
