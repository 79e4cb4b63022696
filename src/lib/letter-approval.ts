/**
 * Whether a compensation letter still says what its recommendation's approval says (openapi.yaml
 * LetterSummary.outOfDate). A letter is a snapshot taken when it is generated; a recommendation
 * can be undone, rejected or have its amounts changed afterwards, and the employee must never be
 * released a figure nobody approves any more. One rule for the mock (which refuses to release an
 * out-of-date letter) and the letters screen (which offers regenerating instead).
 */

/** The figures a letter takes from its recommendation and renders. */
export interface LetterFigures {
  currency: string;
  previousSalary: number;
  newSalary: number;
  bonus: number;
  /** The name of the level a promotion moves to; null without a promotion. */
  newLevel: string | null;
}

/** What a letter states, and which recommendation it was generated from. */
export interface StatedFigures extends LetterFigures {
  recommendationId: string;
}

/** The participant's approved recommendation now, in the letter's terms. */
export interface ApprovedFigures extends LetterFigures {
  recommendationId: string;
}

export const LETTER_OUT_OF_DATE_MESSAGE =
  'This letter no longer matches its approved recommendation; regenerate it before releasing';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * True unless `approved` is the recommendation the letter was generated from and states the same
 * currency, salaries and bonus to the cent and the same new level. `approved` is null when the
 * participant has no approved recommendation now.
 */
export function isLetterOutOfDate(
  stated: StatedFigures,
  approved: ApprovedFigures | null,
): boolean {
  if (!approved || approved.recommendationId !== stated.recommendationId) return true;
  return (
    stated.currency !== approved.currency ||
    cents(stated.previousSalary) !== cents(approved.previousSalary) ||
    cents(stated.newSalary) !== cents(approved.newSalary) ||
    cents(stated.bonus) !== cents(approved.bonus) ||
    (stated.newLevel ?? null) !== (approved.newLevel ?? null)
  );
}
