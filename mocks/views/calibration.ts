import type { components } from '@/api/schema';
import {
  calibrationDistribution,
  isPotentialMetricName,
  nineBoxPlacement,
  proposedTotals,
  type RatingScale,
} from '@/lib/calibration';
import { increasePercent } from '@/lib/cycle-report';
import { db } from '@mocks/db';
import type {
  CalibrationSetting,
  Participant,
  PerformanceMetric,
  ReviewCycle,
} from '@mocks/db/records';
import { employeeBandChange, levelIndexOf } from './band-positions';
import { firstRecommendations, poolMembers } from './budget';
import { employeeName } from './recommendation';
import { participantIdentity, participantRating, reviewedRating } from './cycle-results';

type CalibrationDto = components['schemas']['Calibration'];
type MetricDto = components['schemas']['CalibrationMetric'];

/** The numeric metrics selected in the organization's manager review stages, in stage order. */
function managerReviewMetrics(organizationId: string): PerformanceMetric[] {
  const metrics: PerformanceMetric[] = [];
  for (const stage of db.reviewStages.lookup('organizationId', organizationId)) {
    if (stage.type !== 'manager_review') continue;
    for (const selected of stage.settings.selectedMetrics) {
      const metric = db.performanceMetrics.find(selected.id);
      if (metric?.scaleType === 'numeric' && !metrics.includes(metric)) metrics.push(metric);
    }
  }
  return metrics;
}

function metricDto(metric: PerformanceMetric | undefined): MetricDto | null {
  if (!metric) return null;
  return {
    id: metric.id,
    name: metric.name,
    minValue: metric.minValue ?? 1,
    maxValue: metric.maxValue ?? 5,
  };
}

/**
 * The rating metric (the first numeric metric of the manager review that is not the potential
 * metric, the one the participant's rating is read from) and the potential metric (a numeric
 * metric whose name contains 'potential'), or null.
 */
export function calibrationMetrics(organizationId: string): {
  rating: MetricDto | null;
  potential: MetricDto | null;
} {
  const metrics = managerReviewMetrics(organizationId);
  return {
    rating: metricDto(metrics.find((m) => !isPotentialMetricName(m.name))),
    potential: metricDto(metrics.find((m) => isPotentialMetricName(m.name))),
  };
}

export const scaleOf = (metric: MetricDto): RatingScale => ({
  min: metric.minValue,
  max: metric.maxValue,
});

function potentialOf(participant: Participant, metricId: string): number | null {
  const answer = db.metricResponses
    .lookup('participantId', participant.id)
    .find((r) => r.metricId === metricId);
  const value = answer ? Number.parseFloat(answer.value) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

/** The stored setting, or the defaults without writing a row (reads must not write). */
function settingOrDefault(
  cycle: ReviewCycle,
): Pick<CalibrationSetting, 'locked' | 'lockedAt' | 'lockedByName' | 'targets'> {
  return (
    db.calibrationSettings.lookup('cycleId', cycle.id)[0] ?? {
      locked: false,
      lockedAt: null,
      lockedByName: null,
      targets: [],
    }
  );
}

/**
 * The calibration view of `cycle` for the given participants (all for an admin, the direct
 * reports for a manager): rating and potential per participant, the distribution against the
 * targets, the proposed amounts and the history of these participants (locks and unlocks too).
 */
export function buildCalibration(
  cycle: ReviewCycle,
  visible: readonly Participant[],
  options: { withBudgets: boolean },
): CalibrationDto {
  const metrics = calibrationMetrics(cycle.organizationId);
  const setting = settingOrDefault(cycle);
  const ids = new Set(visible.map((p) => p.id));
  const members = poolMembers(cycle).filter((m) => ids.has(m.participant.id));
  const scale = metrics.rating ? scaleOf(metrics.rating) : { min: 1, max: 5 };
  const levels = levelIndexOf(cycle.organizationId);
  const firsts = firstRecommendations(cycle.id);
  const participants = members
    .map(({ participant, currentSalary, currency, recommendation }) => {
      const employee = db.employees.find(participant.employeeId);
      const band = employeeBandChange(
        employee,
        levels,
        { amount: currentSalary, currency },
        recommendation?.proposedIncrease ?? null,
        firsts.get(participant.id),
      );
      const rating = participantRating(participant);
      const potential = metrics.potential ? potentialOf(participant, metrics.potential.id) : null;
      return {
        ...participantIdentity(participant),
        managerId: participant.managerId,
        rating,
        originalRating: reviewedRating(participant),
        potential,
        nineBox: metrics.potential
          ? nineBoxPlacement(rating, potential, scale, scaleOf(metrics.potential))
          : null,
        currentSalary,
        recommendationStatus: recommendation?.status ?? null,
        proposedIncrease: recommendation?.proposedIncrease ?? null,
        increasePercent: recommendation
          ? increasePercent(recommendation.proposedIncrease, currentSalary)
          : null,
        proposedBonus: recommendation?.proposedBonus ?? null,
        hireDate: employee?.hireDate ?? null,
        bandBefore: band.before,
        bandAfter: band.after,
        compaRatio: band.before?.compaRatio ?? null,
      };
    })
    .sort(
      (a, b) =>
        a.employeeName.localeCompare(b.employeeName) ||
        a.participantId.localeCompare(b.participantId),
    );
  const history = db.calibrationEvents
    .lookup('cycleId', cycle.id)
    .filter((e) => e.participantId === null || ids.has(e.participantId))
    .reverse()
    .map((e) => ({
      id: e.id,
      kind: e.kind,
      participantId: e.participantId,
      employeeName: e.participantId
        ? employeeName(db.participants.find(e.participantId)?.employeeId)
        : null,
      fromRating: e.fromRating,
      toRating: e.toRating,
      reason: e.reason,
      actorName: e.actorName,
      at: e.at,
      recommendationChange: e.recommendationChange ?? null,
    }));
  return {
    cycleId: cycle.id,
    cycleName: cycle.name,
    currency: members.find((m) => m.recommendation)?.currency ?? members[0]?.currency ?? 'USD',
    locked: setting.locked,
    lockedAt: setting.lockedAt,
    lockedByName: setting.lockedByName,
    ratingMetric: metrics.rating,
    potentialMetric: metrics.potential,
    targets: setting.targets,
    distribution: calibrationDistribution(participants, scale, setting.targets),
    totals: {
      participantCount: participants.length,
      ...proposedTotals(participants),
      increaseBudget: options.withBudgets ? cycle.increaseBudget : null,
      bonusBudget: options.withBudgets ? cycle.bonusBudget : null,
    },
    participants,
    history,
  };
}
