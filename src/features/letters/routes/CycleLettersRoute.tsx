import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { useCycleLetters } from '@/api/resources/letters';
import { useAllCycleParticipants } from '@/api/resources/participants';
import { useReviewCycle } from '@/api/resources/review-cycles';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { SectionCard } from '@/components/SectionCard';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { GenerateLettersCard } from '../components/GenerateLettersCard';
import { firstOfNextMonth } from '../effective-date';
import { LettersTable } from '../components/LettersTable';
import { TemplateCard } from '../components/TemplateCard';
import { LETTER_TEXT } from '../letter-text';

/**
 * /admin/review-cycles/:cycleId/letters: the cycle's compensation letters: the template and its
 * editor, generation for the approved participants, and the letters to preview and release.
 */
export default function CycleLettersRoute() {
  const { cycleId = '' } = useParams();
  const cycle = useReviewCycle(cycleId);
  const participants = useAllCycleParticipants(cycleId);
  const letters = useCycleLetters(cycleId);
  const [effectiveDate, setEffectiveDate] = useState(() => firstOfNextMonth(new Date()));
  usePageTitle(cycle.data ? `${LETTER_TEXT.pageTitle}: ${cycle.data.name}` : LETTER_TEXT.pageTitle);
  // Counted over every participant: nothing until the whole list is in.
  const rows = useMemo(() => participants.data ?? [], [participants.data]);
  const nameOf = useMemo(() => {
    const names = new Map(rows.map((r) => [r.id, r.employeeName]));
    return (id: string) => names.get(id) ?? 'Unknown participant';
  }, [rows]);

  if (cycle.isLoading) return <LoadingState />;
  if (cycle.error || !cycle.data) {
    const missing = cycle.error instanceof ApiError && cycle.error.status === 404;
    return (
      <ErrorBanner
        message={
          missing
            ? CYCLE_MESSAGES.notFound
            : getErrorMessage(cycle.error, CYCLE_MESSAGES.detailFailed)
        }
        onRetry={missing ? undefined : () => void cycle.refetch()}
      />
    );
  }
  const list = letters.data ?? [];
  const approved = rows.filter((r) => r.recommendation?.status === 'approved').length;
  return (
    <Box>
      <PageHeader
        title={LETTER_TEXT.pageTitle}
        subtitle={LETTER_TEXT.pageSubtitle}
        breadcrumbs={[
          { label: 'Review Cycles', to: paths.admin.reviewCycles.getHref() },
          { label: cycle.data.name, to: paths.reviewCycle.getHref(cycleId) },
          { label: LETTER_TEXT.pageTitle },
        ]}
        actions={
          <Button
            startIcon={<ArrowBackIcon />}
            component={RouterLink}
            to={paths.reviewCycle.getHref(cycleId)}
          >
            Back
          </Button>
        }
      />
      <Stack spacing={3}>
        <TemplateCard cycleId={cycleId} participants={rows} effectiveDate={effectiveDate} />
        <GenerateLettersCard
          cycleId={cycleId}
          approvedCount={participants.data ? approved : null}
          countError={
            participants.error
              ? getErrorMessage(participants.error, LETTER_TEXT.participantsLoadFailed)
              : null
          }
          onRetryCount={() => void participants.refetch()}
          unreleasedCount={list.filter((l) => l.status !== 'released').length}
          nameOf={nameOf}
          effectiveDate={effectiveDate}
          onEffectiveDateChange={setEffectiveDate}
        />
        <SectionCard title={LETTER_TEXT.lettersTitle}>
          <LettersTable
            cycleId={cycleId}
            letters={list}
            isLoading={letters.isLoading}
            error={
              letters.error ? getErrorMessage(letters.error, LETTER_TEXT.lettersLoadFailed) : null
            }
            onRetry={() => void letters.refetch()}
            canRelease
          />
        </SectionCard>
      </Stack>
    </Box>
  );
}
