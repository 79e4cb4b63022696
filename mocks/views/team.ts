import type { components } from '@/api/schema';
import { bonusesLast12Months, currentSalary, lastIncrease } from '@/lib/compensation';
import { db } from '@mocks/db';
import { versionOf } from '@mocks/http/versions';
import type { Employee, ParticipantStatus, Team } from '@mocks/db/records';
import { activeCyclesOf, compensationHistoryOf, performanceHistoryOf } from './employee';
import { membersByTeam } from './team-members-index';

export type TeamDto = components['schemas']['Team'];
export type TeamMemberDto = components['schemas']['TeamMember'];

/** Participant status → the team table's review status values (spec 01 §4: Completed, In Progress, Pending). */
const REVIEW_STATUS: Record<ParticipantStatus, TeamMemberDto['reviewStatus']> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  pending_approval: 'In Progress',
  not_started: 'Pending',
};

/** Review status of an employee in the newest active cycle they take part in; null when none. */
function reviewStatusOf(
  employee: Employee,
  activeCycleIds: readonly string[],
): TeamMemberDto['reviewStatus'] {
  const participations = db.participants.lookup('employeeId', employee.id);
  for (const cycleId of activeCycleIds) {
    const participant = participations.find((p) => p.cycleId === cycleId);
    if (participant) return REVIEW_STATUS[participant.status] ?? null;
  }
  return null;
}

/** A team member with the team-detail columns, all computed from the employee's history. */
export function toTeamMemberDto(
  employee: Employee,
  now: Date,
  activeCycleIds: readonly string[],
): TeamMemberDto {
  const compensation = compensationHistoryOf(employee.id);
  const performance = performanceHistoryOf(employee.id);
  const latestReview = performance[0];
  const increase = lastIncrease(compensation);
  const salaryComponent = compensation
    .flatMap((entry) => entry.components)
    .find((c) => c.type.name.toLowerCase().includes('salary'));
  return {
    id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    position: employee.position || 'Employee',
    currentSalary: currentSalary(compensation),
    currency: salaryComponent?.currency ?? 'USD',
    bonusesLast12Months: bonusesLast12Months(compensation, now),
    lastReviewDate: latestReview ? (latestReview.reviewDate ?? latestReview.date) : null,
    lastRating: latestReview?.performanceRating?.name ?? null,
    reviewStatus: reviewStatusOf(employee, activeCycleIds),
    lastIncrease: increase
      ? { date: increase.date, amount: increase.amount, percent: increase.percent }
      : null,
  };
}

/**
 * The team's version: its row and who its members are (membership is stored on the employees, and
 * the team dialog edits it).
 */
export function teamVersion(team: Team, members: readonly Employee[] = teamMembers(team)): string {
  return versionOf(team, { memberIds: members.map((e) => e.id).sort() });
}

/** Members of a team: employees whose teamIds hold it, by last then first name. */
export function teamMembers(team: Team): Employee[] {
  return [...(membersByTeam(team.organizationId).get(team.id) ?? [])];
}

export function toTeamDto(team: Team, now: Date): TeamDto {
  const activeCycleIds = activeCyclesOf(team.organizationId, now).map((c) => c.id);
  const managers = team.managerEmployeeIds
    .map((id) => db.employees.find(id))
    .filter((e) => e !== undefined)
    .map((e) => ({ id: e.id, firstName: e.firstName, lastName: e.lastName, employeeId: e.id }));
  const people = teamMembers(team);
  const members = people.map((e) => toTeamMemberDto(e, now, activeCycleIds));
  return {
    id: team.id,
    version: teamVersion(team, people),
    name: team.name,
    description: team.description || null,
    isActive: team.isActive,
    managers,
    manager: managers[0] ?? null,
    members,
    memberCount: members.length,
    organizationId: team.organizationId,
    createdAt: team.createdAt,
    updatedAt: team.updatedAt,
  };
}
