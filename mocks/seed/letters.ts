import { DEFAULT_LETTER_TEMPLATE, renderLetter, type LetterValues } from '@/lib/letters';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from './accounts';
import type { SeedBuilder } from './builder';

/** The note Riley Chen's manager wrote on the seeded letter. */
export const DEMO_LETTER_NOTE =
  'Riley, thank you for leading the build-system migration this year.';

/**
 * One released compensation letter, so that the demo employee's My Compensation shows one: Riley
 * Chen's from the last completed annual review (their approved recommendation), effective when
 * their pay changed (its compensation history entry), generated three days after the cycle ended
 * and released five days later.
 * Runs last, so that no other seeded id or value moves.
 */
export function seedDemoLetter(b: SeedBuilder): void {
  const t = b.tables;
  const completed = new Set(
    t.reviewStatuses.filter((s) => s.name === 'Completed').map((s) => s.id),
  );
  const rows = t.participants
    .filter((p) => p.employeeId === DEMO_EMPLOYEE.employeeId)
    .map((participant) => ({
      participant,
      cycle: t.reviewCycles.find((c) => c.id === participant.cycleId),
      recommendation: t.recommendations.find(
        (r) => r.participantId === participant.id && r.status === 'approved',
      ),
    }))
    .filter((r) => r.cycle && completed.has(r.cycle.statusId) && r.recommendation)
    .sort((a, c) => c.cycle!.endDate.localeCompare(a.cycle!.endDate));
  const last = rows[0];
  if (!last) return;
  const { participant, recommendation } = last;
  const cycle = last.cycle!;
  const rec = recommendation!;
  const employee = t.employees.find((e) => e.id === participant.employeeId)!;
  const manager = t.employees.find((e) => e.id === participant.managerId);
  const values: Omit<LetterValues, 'managerNote'> = {
    organizationName: t.organizations.find((o) => o.id === cycle.organizationId)?.name ?? '',
    employeeName: `${employee.firstName} ${employee.lastName}`,
    firstName: employee.firstName,
    position: employee.position,
    currency: rec.currency,
    previousSalary: rec.currentSalary,
    newSalary: rec.proposedSalary,
    bonus: rec.proposedBonus,
    effectiveDate:
      t.compensationHistories.find((h) => h.cycleId === cycle.id && h.employeeId === employee.id)
        ?.effectiveDate ?? cycle.endDate,
    managerName: manager ? `${manager.firstName} ${manager.lastName}` : '',
    newLevel: null,
  };
  const ended = b.offsetOf(cycle.endDate);
  const generatedAt = b.atDay(b.day(ended + 3), 10);
  b.add('letters', {
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    participantId: participant.id,
    employeeId: employee.id,
    recommendationId: rec.id,
    templateSubject: DEFAULT_LETTER_TEMPLATE.subject,
    templateBody: DEFAULT_LETTER_TEMPLATE.body,
    ...renderLetter(DEFAULT_LETTER_TEMPLATE, { ...values, managerNote: DEMO_LETTER_NOTE }),
    values,
    managerNote: DEMO_LETTER_NOTE,
    effectiveDate: values.effectiveDate,
    releaseAt: b.atDay(b.day(ended + 8)),
    // Seeded as told already: the demo starts with no letter notice pending.
    releaseNotifiedAt: b.atDay(b.day(ended + 8)),
    generatedAt,
    generatedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
    createdAt: generatedAt,
    updatedAt: generatedAt,
  });
}
