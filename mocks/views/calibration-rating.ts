import { db } from '@mocks/db';

/**
 * A participant's calibrated rating: the rating of their last calibration move (events keep the
 * order they were recorded in); null when never moved.
 */
export function calibratedRating(participantId: string): number | null {
  const moves = db.calibrationEvents
    .lookup('participantId', participantId)
    .filter((e) => e.kind === 'move');
  return moves.at(-1)?.toRating ?? null;
}
