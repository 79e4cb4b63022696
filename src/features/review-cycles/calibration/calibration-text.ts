/** Texts of the calibration screen (issue 12; the spec has none). */
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
