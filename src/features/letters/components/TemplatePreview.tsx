import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useLetterPreview } from '@/api/resources/letters';
import type { ParticipantRow } from '@/api/resources/participants';
import { LoadingState } from '@/components/LoadingState';
import { nameSearchOptions } from '@/components/name-search-options';
import { LETTER_TEXT } from '../letter-text';
import { useDebouncedValue } from '../use-debounced-value';
import { LetterSheet } from './LetterSheet';

export interface TemplatePreviewProps {
  cycleId: string;
  subject: string;
  body: string;
  /** Whom the preview may be for: the cycle's participants. */
  participants: readonly ParticipantRow[];
  /** YYYY-MM-DD for {{effectiveDate}}; today when empty or left out. */
  effectiveDate?: string;
}

// A 10,000-participant cycle: the list shows the first matches, typing narrows it.
const filter = nameSearchOptions<ParticipantRow>(50);
const approvedFirst = (a: ParticipantRow, b: ParticipantRow) =>
  Number(b.recommendation?.status === 'approved') -
    Number(a.recommendation?.status === 'approved') || a.employeeName.localeCompare(b.employeeName);

/** The template being edited, rendered for one participant (the server renders; nothing is saved). */
export function TemplatePreview({
  cycleId,
  subject,
  body,
  participants,
  effectiveDate,
}: TemplatePreviewProps) {
  const options = useMemo(() => [...participants].sort(approvedFirst), [participants]);
  const [chosen, setChosen] = useState<ParticipantRow | null>(null);
  const participant = chosen ?? options[0] ?? null;
  const text = useDebouncedValue({ subject, body }, 400);
  const preview = useLetterPreview(
    cycleId,
    participant
      ? {
          participantId: participant.id,
          subject: text.subject,
          body: text.body,
          ...(effectiveDate ? { effectiveDate } : {}),
        }
      : null,
  );
  const status = preview.data?.recommendationStatus;
  return (
    <Stack spacing={2} component="section" aria-label={LETTER_TEXT.previewTitle}>
      <Autocomplete
        options={options}
        value={participant}
        onChange={(_, value) => setChosen(value)}
        filterOptions={filter}
        getOptionLabel={(p) => p.employeeName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={LETTER_TEXT.previewFor} />}
        disableClearable={participant !== null}
        size="small"
      />
      {!participant ? (
        <Typography color="text.secondary">{LETTER_TEXT.previewEmpty}</Typography>
      ) : preview.error ? (
        <Alert severity="error">
          {getErrorMessage(preview.error, LETTER_TEXT.letterLoadFailed)}
        </Alert>
      ) : !preview.data ? (
        <LoadingState minHeight={120} />
      ) : (
        <Box sx={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
          {status !== 'approved' ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {status ? LETTER_TEXT.previewPending : LETTER_TEXT.previewNone}
            </Alert>
          ) : null}
          <LetterSheet
            subject={preview.data.subject}
            body={preview.data.body}
            headingComponent="h3"
          />
        </Box>
      )}
    </Stack>
  );
}
