import type { ParticipantRow } from './api/participants';
import type { Recommendation } from './api/recommendations';

/** People of the approval stories: a chain of three and the employee it is about. */
export const PEOPLE = {
  manager: { id: 'emp_mgr', firstName: 'Jordan', lastName: 'Patel' },
  head: { id: 'emp_head', firstName: 'Priya', lastName: 'Raman' },
  admin: { id: 'emp_admin', firstName: 'Morgan', lastName: 'Lee' },
  employee: { id: 'emp_riley', firstName: 'Riley', lastName: 'Chen' },
} as const;

type Person = (typeof PEOPLE)[keyof typeof PEOPLE];
type Event = NonNullable<Recommendation['history']>[number];

const AT = '2026-11-10T09:00:00Z';

function event(action: Event['action'], actor: Person, extra: Partial<Event> = {}): Event {
  return {
    id: `ev_${action}_${actor.id}`,
    action,
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`,
    reason: null,
    comments: null,
    at: AT,
    before: null,
    after: null,
    ...extra,
  };
}

/**
 * A recommendation for Riley Chen, approved by Jordan Patel, Priya Raman and Morgan Lee in that
 * order; `decisions` gives each step's decision, `submitter` who submitted it.
 */
export function approvalRecommendation(
  decisions: (boolean | null)[],
  submitter: Person = PEOPLE.manager,
  history: Event[] = [],
): Recommendation {
  const chain = [PEOPLE.manager, PEOPLE.head, PEOPLE.admin];
  const values = { proposedIncrease: 4000, proposedSalary: 104000, notes: 'Strong year.' };
  return {
    id: 'rec_riley',
    version: 'v1',
    participantId: 'par_riley',
    currentSalary: 100000,
    proposedIncrease: 4000,
    proposedSalary: 104000,
    proposedBonus: 0,
    currency: 'USD',
    notes: 'Strong year.',
    status: decisions.includes(false)
      ? 'rejected'
      : decisions.every((d) => d === true)
        ? 'approved'
        : 'pending_approval',
    approvalSteps: chain.map((person, i) => ({
      id: `as_${i + 1}`,
      approverId: person.id,
      approver: { ...person },
      order: i + 1,
      decision: decisions[i] ?? null,
      reason: null,
      comments: null,
      decidedAt: decisions[i] == null ? null : AT,
    })),
    history: [event('submit', submitter, { after: values }), ...history],
    createdAt: AT,
    updatedAt: AT,
  };
}

/** Riley Chen's row of the participants table carrying `recommendation`. */
export function approvalRow(
  recommendation: Recommendation,
  about: Person = PEOPLE.employee,
): ParticipantRow {
  return {
    id: 'par_riley',
    cycleId: 'cycle_demo',
    employeeId: about.id,
    employeeName: `${about.firstName} ${about.lastName}`,
    firstName: about.firstName,
    lastName: about.lastName,
    teamId: 'team_platform',
    teamName: 'Platform Engineering',
    managerId: PEOPLE.manager.id,
    managerName: 'Jordan Patel',
    status: recommendation.status === 'approved' ? 'completed' : 'pending_approval',
    currentStage: null,
    workflowStepStatuses: [],
    currentSalary: recommendation.currentSalary,
    currency: 'USD',
    recommendedRaise: recommendation.proposedIncrease,
    raisePercentage: 4,
    recommendation,
    flags: [],
    updatedAt: AT,
  };
}

/** The restart event of an admin's change of amount (issue 17). */
export const RESTART_EVENT: Event = event('approvals_restarted', PEOPLE.admin, {
  comments: 'Amount changed by Morgan Lee (admin edit)',
  before: { proposedIncrease: 4000, proposedSalary: 104000, notes: 'Strong year.' },
  after: { proposedIncrease: 4500, proposedSalary: 104500, notes: 'Strong year.' },
});
