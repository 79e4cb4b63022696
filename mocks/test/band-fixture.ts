import { db } from '@mocks/db';
import type { Participant, RecommendationStatus } from '@mocks/db/records';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';

/**
 * A band with round figures for the levels and bands tests: 80,000 / 100,000 / 120,000 USD, so a salary
 * of 90,000 is a compa-ratio of 0.90 at 25% of the range (the spec's formulas, worked by hand).
 */
export const TEST_BAND = { zone: null, currency: 'USD', min: 80_000, mid: 100_000, max: 120_000 };

const STAMP = '2026-01-01T00:00:00.000Z';

/** The cycle in progress of Acme, where the demo employee and the demo manager's reports take part. */
export function currentAcmeCycle() {
  return db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
}

/** A level of Acme with {@link TEST_BAND} only. */
export function insertTestLevel(name = 'T1 Test Level') {
  return db.levels.insert({
    organizationId: 'org_acme',
    name,
    order: 99,
    jobFamily: null,
    bands: [TEST_BAND],
    createdAt: STAMP,
    updatedAt: STAMP,
  });
}

/**
 * Puts `employeeId` (the demo employee by default) on a test level and gives their participant of
 * the current cycle one recommendation: `salary` (90,000), `increase` (15,000) proposed, in `status`.
 */
export function pinBand(
  status: RecommendationStatus | null,
  { employeeId = DEMO_EMPLOYEE.employeeId, increase = 15_000, salary = 90_000 } = {},
): { participant: Participant; levelId: string } {
  const level = insertTestLevel(`T1 Test Level ${employeeId}`);
  db.employees.update(employeeId, { levelId: level.id, zone: null });
  const participant = db.participants.first(
    (p) => p.cycleId === currentAcmeCycle().id && p.employeeId === employeeId,
  )!;
  for (const old of db.recommendations.lookup('participantId', participant.id))
    db.recommendations.remove(old.id);
  if (status)
    db.recommendations.insert({
      organizationId: 'org_acme',
      cycleId: participant.cycleId,
      participantId: participant.id,
      currentSalary: salary,
      proposedIncrease: increase,
      proposedSalary: salary + increase,
      proposedBonus: 0,
      currency: 'USD',
      notes: '',
      status,
      createdAt: STAMP,
      updatedAt: STAMP,
    });
  return { participant, levelId: level.id };
}
