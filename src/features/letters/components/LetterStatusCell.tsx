import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LetterSummary } from '@/api/resources/letters';
import { Badge } from '@/components/Badge';
import { LETTER_TEXT } from '../letter-text';
import { LetterStatusBadge } from './LetterStatusBadge';

export interface LetterStatusCellProps {
  letter: Pick<LetterSummary, 'status' | 'outOfDate'>;
}

/** The letter's status and, when it no longer matches its approval, that it is out of date and what to do. */
export function LetterStatusCell({ letter }: LetterStatusCellProps) {
  if (!letter.outOfDate) return <LetterStatusBadge status={letter.status} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', maxWidth: 240 }}>
      <Stack direction="row" spacing={0.5}>
        <LetterStatusBadge status={letter.status} />
        <Badge label={LETTER_TEXT.outOfDate} tone="red" />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {letter.status === 'released' ? LETTER_TEXT.outOfDateReleased : LETTER_TEXT.outOfDateHelp}
      </Typography>
    </Stack>
  );
}
