import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { useCycleLetters } from '@/api/resources/letters';
import { SectionCard } from '@/components/SectionCard';
import { LETTER_TEXT } from '../letter-text';
import { LettersTable } from './LettersTable';

export interface ManagerLettersProps {
  cycleId: string;
}

/**
 * A manager's letters of their reports in a cycle, on the cycle page: read each, write the note
 * before release. Nothing shows until letters are generated for them.
 */
export function ManagerLetters({ cycleId }: ManagerLettersProps) {
  const letters = useCycleLetters(cycleId);
  const list = letters.data ?? [];
  // 404: no participant of theirs in the cycle (the page shows them no reports either).
  const missing = letters.error instanceof ApiError && letters.error.status === 404;
  if (letters.isLoading || missing || (!letters.error && list.length === 0)) return null;
  return (
    <SectionCard title={LETTER_TEXT.managerLettersTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {LETTER_TEXT.managerLettersHelp}
      </Typography>
      <LettersTable
        cycleId={cycleId}
        letters={list}
        error={letters.error ? getErrorMessage(letters.error, LETTER_TEXT.lettersLoadFailed) : null}
        onRetry={() => void letters.refetch()}
        canRelease={false}
      />
    </SectionCard>
  );
}
