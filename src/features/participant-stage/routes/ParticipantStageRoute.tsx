import Box from '@mui/material/Box';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '@/components/ErrorBanner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { ParticipantStage } from '../components/ParticipantStage';
import { readStageUser } from '../stage-user';

/** /review-cycles/{cycleId}/participants/{participantId}[?stage={stageId}] */
export default function ParticipantStageRoute() {
  usePageTitle('Participant Review');
  useSession();
  const { cycleId = '', participantId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const stored = readStageUser();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {stored.error !== undefined ? (
        <ErrorBanner message={stored.error} />
      ) : (
        <ParticipantStage
          user={stored.user}
          cycleId={cycleId}
          participantId={participantId}
          requestedStageId={search.get('stage')}
          onSelectStage={(stageId) => setSearch({ stage: stageId })}
        />
      )}
    </Box>
  );
}
