import { db } from '@mocks/db';
import type { Participant, ReviewCycle, User } from '@mocks/db/records';
import { notFound } from '@mocks/http/errors';
import { scopeToOrg } from '@mocks/http/route';
import { approvedParticipantIds } from './approver-access';
import { canReadParticipant } from './participant';

/** The caller's organization's cycle, else 404 (another organization's looks like a missing one). */
export function orgCycle(id: string, user: Pick<User, 'organizationId'>): ReviewCycle {
  return scopeToOrg(db.reviewCycles.find(id), user, 'Review cycle');
}

/** The participants of a cycle the caller may see (admin: all). */
export function visibleParticipants(cycle: ReviewCycle, user: User): Participant[] {
  const all = db.participants.lookup('cycleId', cycle.id);
  if (user.role === 'admin') return all;
  const approving = approvedParticipantIds(user.employeeId);
  return all.filter((p) => approving.has(p.id) || canReadParticipant(user, p));
}

/**
 * The cycle if the caller may read it, else 404: admin every cycle of the organization; manager
 * and employee the cycles in which they, (managers) a direct report or someone whose
 * recommendation they approve take part.
 */
export function readableCycle(
  id: string,
  user: User,
): { cycle: ReviewCycle; participants: Participant[] } {
  const cycle = orgCycle(id, user);
  const participants = visibleParticipants(cycle, user);
  if (user.role !== 'admin' && participants.length === 0) throw notFound('Review cycle');
  return { cycle, participants };
}
