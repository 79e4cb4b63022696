import { formatMoney, formatPercent } from '@/lib/money';

/** Texts of the calibration screen (the spec has none). */
export const CALIBRATION_TEXT = {
  title: 'Calibration',
  loadError: 'Failed to load calibration',
  noParticipants: 'No participants to calibrate in this cycle.',
  noRatingMetric:
    'This cycle cannot be calibrated: its manager review has no numeric rating metric.',
  locked: (by: string | null) =>
    `Calibration is locked${by ? ` by ${by}` : ''}. Ratings cannot change until an admin unlocks it.`,
  lock: 'Lock Calibration',
  unlock: 'Unlock Calibration',
  setTargets: 'Set Targets',
  moved: (name: string, from: string, to: string) => `${name} moved from ${from} to ${to}.`,
  managerScope: 'Your direct reports in this cycle.',
  /** The mark on the viewer's own card, which nobody moves (their rating drives their pay). */
  ownRecord: 'You',
} as const;

/** 'Rating 4', or 'No Rating'. */
export const ratingName = (rating: number | null) =>
  rating === null ? 'No Rating' : `Rating ${rating}`;

/** The droppable id of a rating column and back. */
export const columnId = (rating: number | null) => `rating-${rating ?? 'none'}`;
export function ratingOfColumn(id: string): number | null {
  const value = Number(id.replace('rating-', ''));
  return Number.isInteger(value) ? value : null;
}

/** What a move does (or did) to a recommendation: the fields the text reads. */
export interface RecommendationChangeLike {
  outcome: 'recalculated' | 'decided' | 'no_guideline' | 'no_salary';
  status: string;
  fromIncrease: number;
  toIncrease: number;
  percent: number | null;
  prorated: boolean;
}

/**
 * One sentence on a move's effect on the recommendation, true before the move (the dialog's
 * preview) and after it (the notice and the history), e.g. 'Recommended increase: $3,000.00 →
 * $5,000.00 (guideline midpoint 5.00% at Rating 4).'
 */
export function recommendationChangeText(
  change: RecommendationChangeLike,
  rating: number | null,
  currency: string,
): string {
  const from = formatMoney(change.fromIncrease, currency);
  switch (change.outcome) {
    case 'recalculated':
      return `Recommended increase: ${from} → ${formatMoney(change.toIncrease, currency)} (guideline midpoint ${formatPercent(change.percent, 2)} at ${ratingName(rating)}${change.prorated ? ', prorated for the hire date' : ''}).`;
    case 'decided':
      return change.status === 'rejected'
        ? 'The rejected recommendation stays as it is: calibration does not change decided recommendations.'
        : `The approved recommendation (+${from}) stays as it is: calibration does not change approved recommendations.`;
    case 'no_guideline':
      return `The recommended increase (+${from}) stays: the cycle's guideline has no range for ${ratingName(rating)}.`;
    default:
      return `The recommended increase (+${from}) stays: there is no current salary to apply the guideline to.`;
  }
}
