import type { components } from '@/api/schema';
import { summarisePool, type PoolMember, type PoolSummary } from '@/lib/budgets';
import { db } from '@mocks/db';
import type { Participant, Recommendation, ReviewCycle } from '@mocks/db/records';
import { salaryOf } from './participant';

type CycleBudgetDto = components['schemas']['CycleBudget'];
type BudgetPoolDto = components['schemas']['BudgetPool'];

export const NO_TEAM_NAME = 'No Team';
export const ALL_TEAMS_NAME = 'All Teams';

/** A participant's team: their employee's first team (as in the participants table). */
export function participantTeamId(participant: Pick<Participant, 'employeeId'>): string | null {
  return db.employees.find(participant.employeeId)?.teamIds[0] ?? null;
}

/** The first recommendation of each participant of the cycle (what the table, progress and pools read). */
export function firstRecommendations(cycleId: string): Map<string, Recommendation> {
  const first = new Map<string, Recommendation>();
  for (const r of db.recommendations
    .lookup('cycleId', cycleId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))) {
    if (!first.has(r.participantId)) first.set(r.participantId, r);
  }
  return first;
}

export interface PoolMemberRow extends PoolMember {
  participant: Participant;
  currency: string;
  /** The level the recommendation promotes to (null: no promotion, or no recommendation). */
  newLevelId: string | null;
}

/** Every participant of the cycle as the pool arithmetic reads them, computed from the data. */
export function poolMembers(cycle: ReviewCycle): PoolMemberRow[] {
  const first = firstRecommendations(cycle.id);
  return db.participants.lookup('cycleId', cycle.id).map((participant) => {
    const rec = first.get(participant.id);
    const salary = rec
      ? { amount: rec.currentSalary, currency: rec.currency || 'USD' }
      : salaryOf(participant.employeeId);
    return {
      participant,
      teamId: participantTeamId(participant),
      currentSalary: salary.amount,
      currency: salary.currency,
      newLevelId: rec?.newLevelId ?? null,
      recommendation: rec
        ? {
            status: rec.status,
            proposedIncrease: rec.proposedIncrease,
            proposedBonus: rec.proposedBonus,
          }
        : null,
    };
  });
}

const teamName = (teamId: string | null) =>
  teamId ? (db.teams.find(teamId)?.name ?? '') : NO_TEAM_NAME;

function toPoolDto(teamId: string | null, name: string, summary: PoolSummary): BudgetPoolDto {
  return { teamId, teamName: name, ...summary };
}

/**
 * The live pools of a cycle. `teamIds` limits the teams (a manager's); `withTotal` adds the whole
 * cycle against its budgets. Teams are those of the participants plus any team with a pool.
 * `members`: the cycle's {@link poolMembers} when the caller has them already.
 */
export function buildCycleBudget(
  cycle: ReviewCycle,
  options: {
    teamIds?: ReadonlySet<string | null>;
    withTotal: boolean;
    members?: readonly PoolMemberRow[];
  },
): CycleBudgetDto {
  const members = options.members ?? poolMembers(cycle);
  const teamIds = new Set<string | null>(members.map((m) => m.teamId));
  for (const pool of cycle.teamBudgets) teamIds.add(pool.teamId);
  const teams = [...teamIds]
    .filter((id) => !options.teamIds || options.teamIds.has(id))
    .map((id) => {
      const pool = id ? cycle.teamBudgets.find((b) => b.teamId === id) : undefined;
      const summary = summarisePool(
        members.filter((m) => m.teamId === id),
        { increase: pool?.increaseBudget ?? null, bonus: pool?.bonusBudget ?? null },
      );
      return toPoolDto(id, teamName(id), summary);
    })
    .sort(
      (a, b) =>
        Number(a.teamId === null) - Number(b.teamId === null) ||
        a.teamName.localeCompare(b.teamName),
    );
  const total = options.withTotal
    ? toPoolDto(
        null,
        ALL_TEAMS_NAME,
        summarisePool(members, { increase: cycle.increaseBudget, bonus: cycle.bonusBudget }),
      )
    : null;
  return {
    cycleId: cycle.id,
    currency: members.find((m) => m.recommendation)?.currency ?? members[0]?.currency ?? 'USD',
    total,
    teams,
  };
}
