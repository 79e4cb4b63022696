import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useLetter } from '@/api/resources/letters';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { formatInstant } from '@/lib/day-format';
import { formatLetterDate } from '@/lib/letters';
import { LETTER_TEXT } from '../letter-text';
import { LetterSheet } from './LetterSheet';
import { LetterStatusBadge } from './LetterStatusBadge';

export interface LetterPreviewDialogProps {
  letterId: string;
  employeeName: string;
  onClose: () => void;
}

/** One generated letter as its employee will read it. */
export function LetterPreviewDialog({ letterId, employeeName, onClose }: LetterPreviewDialogProps) {
  const titleId = useId();
  const letter = useLetter(letterId);
  const data = letter.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Letter to {employeeName}</DialogTitle>
      <DialogContent dividers>
        {letter.isLoading ? (
          <LoadingState />
        ) : letter.error || !data ? (
          <ErrorBanner message={getErrorMessage(letter.error, LETTER_TEXT.letterLoadFailed)} />
        ) : (
          <Stack spacing={2}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <LetterStatusBadge status={data.status} />
              <Typography variant="body2" color="text.secondary">
                {data.releaseAt
                  ? `${data.status === 'released' ? 'Released' : 'Release'} ${formatInstant(data.releaseAt)}`
                  : 'Not scheduled'}
              </Typography>
            </Stack>
            <LetterSheet
              subject={data.subject}
              body={data.body}
              headingComponent="h3"
              meta={LETTER_TEXT.effective(formatLetterDate(data.effectiveDate))}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
