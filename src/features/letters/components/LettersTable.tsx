import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/api/error-message';
import { useGenerateLetters, useReleaseLetters, type LetterSummary } from '@/api/resources/letters';
import { DataTable } from '@/components/DataTable';
import { ErrorBanner } from '@/components/ErrorBanner';
import { generationSummary, releaseSummary, type ResultSummary } from '../letter-results';
import { LETTER_TEXT } from '../letter-text';
import type { ReleaseMode } from '../release-form';
import { employeeName, letterColumns, type LetterCommand } from './letter-columns';
import { LetterPreviewDialog } from './LetterPreviewDialog';
import { ManagerNoteDialog } from './ManagerNoteDialog';
import { ReleaseLettersDialog } from './ReleaseLettersDialog';
import { ResultSummaryAlert } from './ResultSummaryAlert';

export interface LettersTableProps {
  cycleId: string;
  letters: LetterSummary[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Admin: select, release, schedule and regenerate; a manager previews and writes notes. */
  canRelease: boolean;
}

type Open =
  | { kind: 'preview' | 'note'; letter: LetterSummary }
  | { kind: 'release'; letters: LetterSummary[]; mode: ReleaseMode }
  | null;

/** A cycle's letters: status, release date, note; preview, note, release now or on a date, in bulk. */
export function LettersTable({
  cycleId,
  letters,
  isLoading,
  error,
  onRetry,
  canRelease,
}: LettersTableProps) {
  const release = useReleaseLetters(cycleId);
  const regenerate = useGenerateLetters(cycleId);
  const { mutateAsync: regenerateAsync } = regenerate;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [summary, setSummary] = useState<ResultSummary | null>(null);
  const chosen = letters.filter((l) => selected.has(l.id) && l.status !== 'released');
  // An out-of-date letter is regenerated, never released (the server refuses it).
  const releasable = chosen.filter((l) => !l.outOfDate);
  const names = useMemo(() => new Map(letters.map((l) => [l.id, employeeName(l)])), [letters]);
  const byParticipant = useMemo(
    () => new Map(letters.map((l) => [l.participantId, employeeName(l)])),
    [letters],
  );

  const handleToggle = useCallback((letter: LetterSummary) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(letter.id)) next.delete(letter.id);
      else next.add(letter.id);
      return next;
    });
  }, []);
  const handleToggleAll = useCallback((targets: LetterSummary[], select: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const letter of targets) {
        if (select) next.add(letter.id);
        else next.delete(letter.id);
      }
      return next;
    });
  }, []);
  const handleRegenerate = useCallback(
    (targets: LetterSummary[]) => {
      setSummary(null);
      // Each keeps its own effective date: one call per date.
      const dates = [...new Set(targets.map((l) => l.effectiveDate))];
      void Promise.all(
        dates.map((effectiveDate) =>
          regenerateAsync({
            effectiveDate,
            participantIds: targets
              .filter((l) => l.effectiveDate === effectiveDate)
              .map((l) => l.participantId),
          }),
        ),
      ).then(
        (results) => {
          setSelected(new Set());
          const merged = results.reduce((all, r) => ({
            generatedCount: all.generatedCount + r.generatedCount,
            skippedCount: all.skippedCount + r.skippedCount,
            results: [...all.results, ...r.results],
          }));
          setSummary(
            generationSummary(merged, (id) => byParticipant.get(id) ?? 'Unknown participant'),
          );
        },
        () => undefined,
      );
    },
    [regenerateAsync, byParticipant],
  );
  const handleCommand = useCallback(
    (letter: LetterSummary, command: LetterCommand) => {
      if (command === 'preview' || command === 'note') setOpen({ kind: command, letter });
      else if (command === 'regenerate') handleRegenerate([letter]);
      else
        setOpen({
          kind: 'release',
          letters: [letter],
          mode: command === 'release' ? 'now' : 'date',
        });
    },
    [handleRegenerate],
  );
  const columns = useMemo(
    () =>
      letterColumns({
        canRelease,
        isSelected: (l) => selected.has(l.id),
        onToggle: handleToggle,
        onToggleAll: handleToggleAll,
        onCommand: handleCommand,
      }),
    [canRelease, selected, handleToggle, handleToggleAll, handleCommand],
  );

  const handleRelease = (targets: LetterSummary[], releaseAt: string | null) => {
    setSummary(null);
    release.mutate(
      { letterIds: targets.map((l) => l.id), releaseAt },
      {
        onSuccess: (result) => {
          setOpen(null);
          setSelected(new Set());
          setSummary(releaseSummary(result, (id) => names.get(id) ?? 'Unknown letter'));
        },
      },
    );
  };
  const failure = release.error ?? regenerate.error;
  return (
    <Stack spacing={2}>
      {summary ? <ResultSummaryAlert summary={summary} onClose={() => setSummary(null)} /> : null}
      {failure ? (
        <ErrorBanner
          message={getErrorMessage(
            failure,
            release.error ? LETTER_TEXT.releaseFailed : LETTER_TEXT.generateFailed,
          )}
        />
      ) : null}
      <DataTable
        aria-label="Letters"
        columns={columns}
        data={letters}
        getRowId={(l) => l.id}
        emptyText={LETTER_TEXT.lettersEmpty}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        initialSorting={[{ id: 'employee', desc: false }]}
        search={{ placeholder: 'Search letters' }}
        dense
        // Seven columns: on a phone the table scrolls sideways in its own box.
        wide
        pageSize={letters.length > 200 ? 100 : undefined}
        toolbar={
          canRelease ? (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                size="small"
                variant="contained"
                disabled={releasable.length === 0 || release.isPending}
                onClick={() => setOpen({ kind: 'release', letters: releasable, mode: 'now' })}
              >
                {`${LETTER_TEXT.releaseNow} (${releasable.length})`}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={releasable.length === 0 || release.isPending}
                onClick={() => setOpen({ kind: 'release', letters: releasable, mode: 'date' })}
              >
                {`${LETTER_TEXT.schedule} (${releasable.length})`}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={chosen.length === 0 || regenerate.isPending}
                onClick={() => handleRegenerate(chosen)}
              >
                {`${LETTER_TEXT.regenerate} (${chosen.length})`}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {open?.kind === 'preview' ? (
        <LetterPreviewDialog
          letterId={open.letter.id}
          employeeName={employeeName(open.letter)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'note' ? (
        <ManagerNoteDialog cycleId={cycleId} letter={open.letter} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'release' ? (
        <ReleaseLettersDialog
          count={open.letters.length}
          initialMode={open.mode}
          busy={release.isPending}
          onClose={() => setOpen(null)}
          onRelease={(releaseAt) => handleRelease(open.letters, releaseAt)}
        />
      ) : null}
    </Stack>
  );
}
