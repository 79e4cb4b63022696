import {
  applyMove,
  calibrationDistribution,
  proposedTotals,
  recalculateRecommendation,
} from '@/lib/calibration';
import { withSalary } from '@/lib/band-change';
import { increasePercentOf } from '@/lib/guidelines';
import type {
  Calibration,
  CalibrationParticipant,
  CalibrationMoveRequest,
  MeritGuideline,
} from '../schema-types.gen';

/** A participant's recommendation as the move will leave it (the server's rule, for the preview). */
export function previewRecommendation(
  participant: CalibrationParticipant,
  rating: number,
  guideline: MeritGuideline | undefined,
) {
  if (!guideline || participant.recommendationStatus === null) return null;
  return recalculateRecommendation(
    {
      status: participant.recommendationStatus,
      proposedIncrease: participant.proposedIncrease ?? 0,
      currentSalary: participant.currentSalary,
    },
    guideline,
    rating,
    { hireDate: participant.hireDate, compaRatio: participant.compaRatio },
  );
}

/**
 * The view as it will be after the move, computed with the same rules as the server: the rating,
 * the recalculated recommendation (with the cycle's guideline), the distribution and the totals.
 */
export function withMove(
  view: Calibration,
  move: CalibrationMoveRequest,
  guideline?: MeritGuideline,
): Calibration {
  if (!view.ratingMetric) return view;
  const participants = applyMove(
    view.participants,
    move.participantId,
    move.rating,
    (p, rating) => {
      const change = previewRecommendation(p, rating, guideline);
      return change?.outcome === 'recalculated'
        ? {
            proposedIncrease: change.toIncrease,
            increasePercent: increasePercentOf(change.toIncrease, p.currentSalary),
            // The re-priced raise moves the position after the change within the same band.
            bandAfter:
              p.bandAfter && p.currentSalary !== null
                ? withSalary(p.bandAfter, p.currentSalary + change.toIncrease)
                : p.bandAfter,
          }
        : {};
    },
  );
  const scale = { min: view.ratingMetric.minValue, max: view.ratingMetric.maxValue };
  return {
    ...view,
    participants,
    distribution: calibrationDistribution(participants, scale, view.targets),
    totals: { ...view.totals, ...proposedTotals(participants) },
  };
}
