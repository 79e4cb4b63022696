import { db } from '@mocks/db';
import { ACME_ORG_ID } from '@mocks/seed/accounts';

/** The demo organization's employee of this name (tests name the people the seed describes). */
export const acmeEmployeeNamed = (first: string, last: string) =>
  db.employees.first(
    (e) => e.organizationId === ACME_ORG_ID && e.firstName === first && e.lastName === last,
  )!;

/** The employee's participant record whose recommendation awaits approval, and that recommendation. */
export function pendingApprovalOf(employeeId: string) {
  const participant = db.participants.first(
    (p) =>
      p.employeeId === employeeId &&
      db.recommendations.lookup('participantId', p.id).some((r) => r.status === 'pending_approval'),
  )!;
  const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
  return { participant, rec };
}
