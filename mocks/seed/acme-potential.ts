import { ACME_ORG_ID } from './accounts';
import type { SeedBuilder } from './builder';

/** The potential metric's name: calibration's 9-box reads the numeric metric named so. */
export const POTENTIAL_METRIC_NAME = 'Potential';

/** Potential against the rating's third, by a person's place among those of the same third. */
const PATTERN = [0, 0, 1, -1, 0, 'flip', 0, 1, -1, 0] as const;

/**
 * Potential from 1 (limited) to 3 (high) for the `index`-th person (0-based) of those whose rating
 * (1–5) falls in the same third: mostly in line with the rating's third, some a level above or
 * below, and one in ten at the other end (a rough diamond, a trusted professional), so every box
 * of the 9-box has people.
 */
export function potentialFor(index: number, rating: number): number {
  const base = rating >= 4 ? 3 : rating === 3 ? 2 : 1;
  const step = PATTERN[index % PATTERN.length];
  const potential = step === 'flip' ? 4 - base : base + step;
  return Math.min(3, Math.max(1, potential));
}

/**
 * Acme's 'Potential' metric (numeric 1–3, optional) at the end of its Manager Review, answered for
 * the participants of the in-progress annual review whose manager review has a rating: the 9-box
 * of calibration fills in the demo. Runs after every other seed step and draws nothing from the
 * rng, so no other seeded id or value changes.
 */
export function seedAcmePotential(b: SeedBuilder): void {
  const { tables } = b;
  const stage = tables.reviewStages.find(
    (s) => s.organizationId === ACME_ORG_ID && s.type === 'manager_review',
  );
  const statusId = tables.reviewStatuses.find(
    (s) => s.organizationId === ACME_ORG_ID && s.name === 'In Progress',
  )?.id;
  const cycle = tables.reviewCycles.find(
    (c) => c.organizationId === ACME_ORG_ID && c.statusId === statusId,
  );
  if (!stage || !cycle) return;
  const ratingMetricId = stage.settings.selectedMetrics[0]?.id;
  const stamp = { createdAt: b.at(-60), updatedAt: b.at(-60) };
  const metric = b.add('performanceMetrics', {
    organizationId: ACME_ORG_ID,
    name: POTENTIAL_METRIC_NAME,
    description:
      'Potential to grow into a larger role within two years, from 1 (limited) to 3 (high). Calibration places people in the 9-box by it.',
    order: 9,
    scaleType: 'numeric',
    minValue: 1,
    maxValue: 3,
    options: [],
    validationRules: { min: 1, max: 3 },
    placeholder: '1–3',
    helpText: '2 means ready for more scope in the current role.',
    isActive: true,
    ...stamp,
  });
  stage.settings = {
    ...stage.settings,
    selectedMetrics: [
      ...stage.settings.selectedMetrics,
      { id: metric.id, name: metric.name, order: stage.settings.selectedMetrics.length + 1 },
    ],
  };
  const ratings = tables.metricResponses.filter(
    (r) => r.cycleId === cycle.id && r.stageId === stage.id && r.metricId === ratingMetricId,
  );
  const seen = new Map<number, number>();
  for (const response of ratings) {
    const rating = Math.round(Number.parseFloat(response.value));
    if (!Number.isFinite(rating)) continue;
    const third = rating >= 4 ? 3 : rating === 3 ? 2 : 1;
    const index = seen.get(third) ?? 0;
    seen.set(third, index + 1);
    b.add('metricResponses', {
      participantId: response.participantId,
      stageId: stage.id,
      metricId: metric.id,
      employeeId: response.employeeId,
      cycleId: cycle.id,
      value: String(potentialFor(index, rating)),
      updatedAt: response.updatedAt,
    });
  }
}
