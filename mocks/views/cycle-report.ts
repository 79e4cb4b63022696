import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import type { Participant, Recommendation, ReviewCycle } from '@mocks/db/records';
import { buildCycleBudget } from './budget';
import {
  averageIncreaseBy,
  completionTimeline,
  increaseByRating,
  pendingByApprover,
  ratingDistribution,
} from '@/lib/cycle-report';
import { compaDistribution, type CompaLine } from '@/lib/compa-distribution';
import { buildCycleResults, pendingSteps } from './cycle-results';
import { employeeBandChange, levelIndexOf } from './band-positions';
import { salaryOf } from './participant';

type CycleReport = components['schemas']['CycleReport'];

const round1 = (n: number) => Math.round(n * 10) / 10;
const BUCKETS: Array<[number, number | null]> = [
  [0, 2],
  [2, 4],
  [4, 6],
  [6, 8],
  [8, 10],
  [10, null],
];

interface Line {
  participant: Participant;
  teamId: string | null;
  recommendation: Recommendation | undefined;
  /** Increase, bonus and raise percent; zero when the recommendation was rejected. */
  increase: number;
  bonus: number;
  percent: number | null;
}

const average = (values: number[]) =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;

/**
 * The cycle's budget and progress report: amounts from each participant's first recommendation,
 * rejected ones counting as zero, per team (a participant's first team) and as a raise distribution.
 */
export function buildCycleReport(cycle: ReviewCycle): CycleReport {
  const firstRecommendation = new Map<string, Recommendation>();
  for (const r of db.recommendations
    .lookup('cycleId', cycle.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))) {
    if (!firstRecommendation.has(r.participantId)) firstRecommendation.set(r.participantId, r);
  }
  const lines: Line[] = db.participants.lookup('cycleId', cycle.id).map((participant) => {
    const recommendation = firstRecommendation.get(participant.id);
    const counts = recommendation && recommendation.status !== 'rejected';
    const increase = counts ? recommendation.proposedIncrease : 0;
    return {
      participant,
      teamId: db.employees.find(participant.employeeId)?.teamIds[0] ?? null,
      recommendation,
      increase,
      bonus: counts ? recommendation.proposedBonus : 0,
      percent:
        recommendation && recommendation.currentSalary > 0
          ? (increase / recommendation.currentSalary) * 100
          : null,
    };
  });
  const sum = (rows: Line[], pick: (l: Line) => number) =>
    rows.reduce((total, l) => total + pick(l), 0);
  const approved = lines.filter((l) => l.recommendation?.status === 'approved');
  const proposedIncrease = sum(lines, (l) => l.increase);
  const proposedBonus = sum(lines, (l) => l.bonus);
  const used = (part: number, budget: number | null) =>
    budget ? round1((part / budget) * 100) : null;
  const percents = lines.map((l) => l.percent).filter((p): p is number => p !== null);

  const teamIds = [...new Set(lines.map((l) => l.teamId))];
  const teams = teamIds.map((teamId) => {
    const rows = lines.filter((l) => l.teamId === teamId);
    const budget = cycle.teamBudgets.find((b) => b.teamId === teamId);
    return {
      teamId,
      teamName: teamId ? (db.teams.find(teamId)?.name ?? '') : 'No Team',
      participantCount: rows.length,
      completedCount: rows.filter((l) => l.participant.status === 'completed').length,
      increaseBudget: budget?.increaseBudget ?? null,
      bonusBudget: budget?.bonusBudget ?? null,
      proposedIncrease: sum(rows, (l) => l.increase),
      proposedBonus: sum(rows, (l) => l.bonus),
      averageRaisePercent: average(
        rows.map((l) => l.percent).filter((p): p is number => p !== null),
      ),
    };
  });

  const results = buildCycleResults(cycle);
  const compaLines = compaLinesOf(cycle, lines, results);
  const statusCounts = { not_started: 0, in_progress: 0, pending_approval: 0, completed: 0 };
  for (const line of lines) statusCounts[line.participant.status] += 1;
  return {
    cycleId: cycle.id,
    currency: firstRecommendation.values().next().value?.currency || 'USD',
    participantCount: lines.length,
    statusCounts,
    budget: {
      totalBudget: cycle.totalBudget,
      increaseBudget: cycle.increaseBudget,
      bonusBudget: cycle.bonusBudget,
      proposedIncrease,
      approvedIncrease: sum(approved, (l) => l.increase),
      proposedBonus,
      approvedBonus: sum(approved, (l) => l.bonus),
      remainingIncrease:
        cycle.increaseBudget === null ? null : cycle.increaseBudget - proposedIncrease,
      remainingBonus: cycle.bonusBudget === null ? null : cycle.bonusBudget - proposedBonus,
      increaseUsedPercent: used(proposedIncrease, cycle.increaseBudget),
      bonusUsedPercent: used(proposedBonus, cycle.bonusBudget),
    },
    averageRaisePercent: average(percents),
    teams,
    raiseDistribution: BUCKETS.map(([min, max]) => ({
      label: max === null ? `${min}%+` : `${min}-${max}%`,
      minPercent: min,
      maxPercent: max,
      count: percents.filter((p) => p >= min && (max === null || p < max)).length,
    })),
    pools: buildCycleBudget(cycle, { withTotal: true }),
    ratingDistribution: ratingDistribution(results),
    increaseByRating: increaseByRating(results),
    averageByTeam: averageIncreaseBy(results, 'team'),
    averageByPosition: averageIncreaseBy(results, 'position'),
    completionTimeline: completionTimeline(results),
    pendingByApprover: pendingByApprover(pendingSteps(cycle)),
    results,
    compaByTeam: compaDistribution(compaLines, 'team'),
    compaByRating: compaDistribution(compaLines, 'rating'),
  };
}

/**
 * Each participant's band position before and after the cycle, with the team and rating of their
 * result row: the increase as the report counts it (none or rejected: no change), so every
 * participant with a position before has one after (unless a promotion's level has no band).
 */
function compaLinesOf(
  cycle: ReviewCycle,
  lines: readonly Line[],
  results: ReadonlyArray<
    Pick<components['schemas']['CycleResultRow'], 'participantId' | 'teamName' | 'rating'>
  >,
): CompaLine[] {
  const levels = levelIndexOf(cycle.organizationId);
  const resultOf = new Map(results.map((r) => [r.participantId, r]));
  return lines.map((line) => {
    const { participant, recommendation } = line;
    const salary = recommendation
      ? { amount: recommendation.currentSalary, currency: recommendation.currency || 'USD' }
      : salaryOf(participant.employeeId);
    const band = employeeBandChange(
      db.employees.find(participant.employeeId),
      levels,
      salary,
      line.increase,
      recommendation?.status === 'rejected' ? null : recommendation,
    );
    const result = resultOf.get(participant.id);
    return {
      teamName: result?.teamName ?? null,
      rating: result?.rating ?? null,
      before: band.before,
      after: band.after,
    };
  });
}
