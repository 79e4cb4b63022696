import type { GenerateLettersResult, ReleaseLettersResult } from '@/api/resources/letters';

export interface ResultSummary {
  /** One line: what was done. */
  text: string;
  /** Who was skipped, and why (the server's reason). */
  skipped: { name: string; reason: string }[];
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What a generation did, with the skipped participants named (`nameOf` a participant id). */
export function generationSummary(
  result: GenerateLettersResult,
  nameOf: (participantId: string) => string,
): ResultSummary {
  const skipped = result.results
    .filter((r) => !r.generated)
    .map((r) => ({ name: nameOf(r.participantId), reason: r.error ?? '' }));
  const text = `${plural(result.generatedCount, 'letter', 'letters')} generated${
    result.skippedCount
      ? `, ${plural(result.skippedCount, 'participant', 'participants')} skipped`
      : ''
  }.`;
  return { text, skipped };
}

/** What a release did, with the skipped letters named (`nameOf` a letter id). */
export function releaseSummary(
  result: ReleaseLettersResult,
  nameOf: (letterId: string) => string,
): ResultSummary {
  const parts = [
    result.releasedCount ? `${plural(result.releasedCount, 'letter', 'letters')} released` : '',
    result.scheduledCount ? `${plural(result.scheduledCount, 'letter', 'letters')} scheduled` : '',
    result.skippedCount ? `${plural(result.skippedCount, 'letter', 'letters')} skipped` : '',
  ].filter(Boolean);
  const skipped = result.results
    .filter((r) => r.error !== null)
    .map((r) => ({ name: nameOf(r.letterId), reason: r.error ?? '' }));
  const text = parts.length ? `${parts.join(', ')}.` : 'Nothing to release.';
  return { text: text.charAt(0).toUpperCase() + text.slice(1), skipped };
}
