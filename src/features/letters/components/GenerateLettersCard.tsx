import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { useGenerateLetters } from '@/api/resources/letters';
import { ErrorBanner } from '@/components/ErrorBanner';
import { SectionCard } from '@/components/SectionCard';
import { useConfirm } from '@/components/useConfirm';
import { generationSummary, type ResultSummary } from '../letter-results';
import { LETTER_TEXT } from '../letter-text';
import { ResultSummaryAlert } from './ResultSummaryAlert';

export interface GenerateLettersCardProps {
  cycleId: string;
  /** Participants whose recommendation is approved (they get a letter); null while they load. */
  approvedCount: number | null;
  /** The participants could not be loaded: what to say, and how to try again. */
  countError?: string | null;
  onRetryCount?: () => void;
  /** Letters already generated and not released (generating replaces them). */
  unreleasedCount: number;
  nameOf: (participantId: string) => string;
  /** YYYY-MM-DD ('' while cleared); the template's preview shows it too. */
  effectiveDate: string;
  onEffectiveDateChange: (day: string) => void;
}

/** Generates a letter per approved participant, effective on the date chosen. */
export function GenerateLettersCard({
  cycleId,
  approvedCount,
  countError,
  onRetryCount,
  unreleasedCount,
  nameOf,
  effectiveDate,
  onEffectiveDateChange,
}: GenerateLettersCardProps) {
  const generate = useGenerateLetters(cycleId);
  const confirm = useConfirm();
  const [touched, setTouched] = useState(false);
  const [summary, setSummary] = useState<ResultSummary | null>(null);
  const missing = effectiveDate === '';

  const handleGenerate = async () => {
    setTouched(true);
    if (missing) return;
    if (
      unreleasedCount > 0 &&
      !(await confirm({
        title: 'Replace letters not yet released?',
        message: `${unreleasedCount} letter${unreleasedCount === 1 ? '' : 's'} not yet released will be generated again from the saved template: their release dates are cleared, managers' notes are kept.`,
        confirmLabel: 'Generate',
      }))
    )
      return;
    setSummary(null);
    generate.mutate(
      { effectiveDate },
      { onSuccess: (result) => setSummary(generationSummary(result, nameOf)) },
    );
  };

  return (
    <SectionCard title={LETTER_TEXT.generateTitle}>
      <Stack spacing={2}>
        {countError ? (
          <ErrorBanner message={countError} onRetry={onRetryCount} />
        ) : approvedCount === null ? (
          <Typography role="status" variant="body2" color="text.secondary">
            {LETTER_TEXT.generateCounting}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {LETTER_TEXT.generateHelp(approvedCount)}
          </Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <TextField
            type="date"
            label={LETTER_TEXT.effectiveDate}
            value={effectiveDate}
            onChange={(event) => onEffectiveDateChange(event.target.value)}
            required
            error={touched && missing}
            helperText={touched && missing ? LETTER_TEXT.effectiveDateRequired : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
            sx={{ width: { sm: 220 } }}
          />
          <Button
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            variant="contained"
            disabled={!approvedCount || generate.isPending}
            onClick={() => void handleGenerate()}
          >
            {generate.isPending ? LETTER_TEXT.generating : LETTER_TEXT.generate}
          </Button>
        </Stack>
        {generate.error ? (
          <ErrorBanner message={getErrorMessage(generate.error, LETTER_TEXT.generateFailed)} />
        ) : null}
        {summary ? <ResultSummaryAlert summary={summary} onClose={() => setSummary(null)} /> : null}
      </Stack>
    </SectionCard>
  );
}
