import type { components } from '@/api/schema';
import { guidelineProblems, normalizeRange } from '@/lib/guidelines';
import {
  againstBudget,
  assumedRating,
  emptyCostLine,
  matrixCost,
  type CostLine,
} from '@/lib/matrix-cost';
import { db } from '@mocks/db';
import type { MeritGuidelineRecord, ReviewCycle } from '@mocks/db/records';
import { badRequest } from '@mocks/http/errors';
import { defineRoute, ok } from '@mocks/http/route';
import { compaRatioBefore } from '@mocks/views/band-before';
import { ALL_TEAMS_NAME, NO_TEAM_NAME, poolMembers } from '@mocks/views/budget';
import { orgCycle, readableCycle } from '@mocks/views/cycle-access';
import { participantRating } from '@mocks/views/cycle-results';
import { toGuidelineDto } from '@mocks/views/guideline';

type GuidelineInput = components['schemas']['MeritGuidelineInput'];
type GuidelineCostDto = components['schemas']['GuidelineCost'];

/**
 * The guideline as sent, checked (400 naming the first problem, every one in details on its field)
 * and made whole: boundaries [] when absent, each cell's column and midpoint set.
 */
function checkedGuideline(body: GuidelineInput): Omit<MeritGuidelineRecord, 'updatedAt'> {
  const problems = guidelineProblems(body);
  if (problems.length > 0) throw badRequest(problems[0].message, problems);
  return {
    positionBoundaries: [...(body.positionBoundaries ?? [])],
    ranges: body.ranges.map(normalizeRange),
    overBudgetPolicy: body.overBudgetPolicy,
    reviewPeriodStart: body.reviewPeriodStart,
    reviewPeriodEnd: body.reviewPeriodEnd,
  };
}

/** The cost of `guideline` over the cycle's participants, per team and in total. */
function guidelineCost(
  cycle: ReviewCycle,
  guideline: Omit<MeritGuidelineRecord, 'updatedAt'>,
): GuidelineCostDto {
  const members = poolMembers(cycle);
  const people = members.map((m) => ({
    teamId: m.teamId,
    currentSalary: m.currentSalary,
    rating: participantRating(m.participant),
    compaRatio: compaRatioBefore(m.participant.employeeId, {
      amount: m.currentSalary,
      currency: m.currency,
    }),
    hireDate: db.employees.find(m.participant.employeeId)?.hireDate ?? null,
  }));
  const { total, teams } = matrixCost(guideline, people);
  // Teams with a pool and nobody in the cycle show their budget untouched, as getCycleBudget does.
  for (const pool of cycle.teamBudgets) {
    if (!teams.has(pool.teamId)) teams.set(pool.teamId, emptyCostLine());
  }
  const line = (teamId: string | null, teamName: string, l: CostLine, budget: number | null) => ({
    teamId,
    teamName,
    ...l,
    ...againstBudget(l, budget),
  });
  const nameOf = (teamId: string | null) =>
    teamId ? (db.teams.find(teamId)?.name ?? '') : NO_TEAM_NAME;
  return {
    cycleId: cycle.id,
    currency: members.find((m) => m.currentSalary !== null)?.currency ?? 'USD',
    assumedRating: assumedRating(guideline.ranges),
    total: line(null, ALL_TEAMS_NAME, total, cycle.increaseBudget),
    teams: [...teams.entries()]
      .map(([teamId, l]) =>
        line(
          teamId,
          nameOf(teamId),
          l,
          cycle.teamBudgets.find((b) => b.teamId === teamId)?.increaseBudget ?? null,
        ),
      )
      .sort(
        (a, b) =>
          Number(a.teamId === null) - Number(b.teamId === null) ||
          a.teamName.localeCompare(b.teamName),
      ),
  };
}

export const handlers = [
  defineRoute({
    operationId: 'getCycleGuideline',
    auth: ['admin', 'manager'],
    handler: ({ user, params }) => {
      const { cycle } = readableCycle(params.cycleId, user);
      return ok(200, { data: toGuidelineDto(cycle) });
    },
  }),
  defineRoute({
    operationId: 'saveCycleGuideline',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const guideline = checkedGuideline(body);
      const updated = db.reviewCycles.update(cycle.id, {
        guideline: { ...guideline, updatedAt: now.toISOString() },
      });
      return ok(200, { data: toGuidelineDto(updated ?? cycle) });
    },
  }),
  defineRoute({
    operationId: 'previewGuidelineCost',
    auth: ['admin'],
    handler: ({ user, params, body }) => {
      const cycle = orgCycle(params.cycleId, user);
      return ok(200, { data: guidelineCost(cycle, checkedGuideline(body)) });
    },
  }),
];
