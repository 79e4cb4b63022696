import { defaultReviewPeriod } from '@/lib/guidelines';
import type { ReviewCycle, WorkflowTemplate } from '@mocks/db/records';
import type { AcmeWorkforce } from './acme-workforce';
import type { AcmeTeamKey } from './acme-roster';
import type { SeedBuilder } from './builder';
import type { ReviewLookups, Workflows } from './catalog';
import { ratingName } from './compensation';
import {
  addCycle,
  addParticipant,
  addWorkflowInstance,
  type CycleContext,
  type ParticipantPlan,
} from './cycles';
import { lastAnnual } from './workforce';

/** Last year's annual review: everyone completed, every recommendation approved. */
export function seedLastAnnualCycle(
  ctx: CycleContext,
  workforce: AcmeWorkforce,
  workflows: Workflows,
): void {
  const { b, cycle } = ctx;
  addWorkflowInstance(b, cycle, workflows.review, 'review', 'completed');
  addWorkflowInstance(b, cycle, workflows.approval, 'approval', 'completed');
  let increases = 0;
  let bonuses = 0;
  for (const worker of workforce.workers) {
    const last = lastAnnual(worker);
    if (!last) continue;
    const plan: ParticipantPlan = {
      person: worker.person,
      state: 'approved',
      rating: worker.ratings[0],
      currentSalary: last.before,
      lastBonus: last.previousBonus,
      bonusTargetPct: worker.bonusTargetPct,
      proposedIncrease: last.after - last.before,
      proposedBonus: last.bonus,
    };
    addParticipant(ctx, plan);
    increases += last.after - last.before;
    bonuses += last.bonus;
  }
  const increaseBudget = Math.ceil((increases * 1.08) / 10000) * 10000;
  const bonusBudget = Math.ceil((bonuses * 1.1) / 10000) * 10000;
  Object.assign(cycle, { increaseBudget, bonusBudget, totalBudget: increaseBudget + bonusBudget });
}

/** One performance history entry per employee per completed annual cycle. */
export function addPerformanceHistory(
  b: SeedBuilder,
  organizationId: string,
  workforce: AcmeWorkforce,
  cycles: ReviewCycle[],
  metricId: string,
): void {
  const NOTES: Record<string, string> = {
    Exceeds: 'Exceeded expectations across goals; strong impact beyond the team.',
    Meets: 'Met expectations; reliable delivery on agreed goals.',
    'Needs Improvement': 'Below expectations on key goals; development plan agreed.',
  };
  for (const worker of workforce.workers) {
    cycles.forEach((cycle, i) => {
      const rating = worker.ratings[i];
      if (rating === undefined || cycle.startDate <= worker.person.employee.hireDate) return;
      const name = ratingName(rating);
      b.add('performanceHistories', {
        organizationId,
        employeeId: worker.person.employee.id,
        cycleId: cycle.id,
        date: cycle.endDate,
        reviewDate: cycle.endDate,
        ratingName: name,
        rating,
        metricId,
        status: 'completed',
        notes: NOTES[name],
        createdAt: b.atDay(cycle.endDate, 17),
      });
    });
  }
}

/** An Active check-in of two teams whose end date has passed with reviews still open (overdue). */
export function seedMidYear(
  b: SeedBuilder,
  organizationId: string,
  lookups: ReviewLookups,
  reviewTemplate: WorkflowTemplate,
  base: Omit<CycleContext, 'cycle'>,
  workforce: AcmeWorkforce,
): void {
  const { rng } = b;
  const teamKeys: AcmeTeamKey[] = ['cs', 'ops'];
  const cycle = addCycle(b, {
    organizationId,
    name: 'Mid-Year Check-in',
    typeId: lookups.type['Mid-Year'],
    statusId: lookups.status.Active,
    startDate: b.day(-75),
    endDate: b.day(-5),
    scope: 'teams',
    teamIds: teamKeys.map((k) => workforce.teamIds[k]),
    reviewWorkflowTemplateId: reviewTemplate.id,
  });
  addWorkflowInstance(b, cycle, reviewTemplate, 'review', ['completed', 'in_progress']);
  const members = workforce.workers.filter(
    (w) =>
      w.person.employee.isActive &&
      teamKeys.some((k) => w.person.employee.teamIds.includes(workforce.teamIds[k])),
  );
  // Most finished on time; the rest make the cycle overdue.
  const states = [
    'not_started',
    'self_draft',
    'self_submitted',
    'self_submitted',
    'manager_draft',
    'manager_draft',
  ] as const;
  members.forEach((worker, i) => {
    addParticipant(
      { ...base, cycle, compensation: false },
      {
        person: worker.person,
        state: i < states.length ? states[i] : 'approved',
        rating:
          worker.ratings[0] ??
          rng.weighted([
            [3, 1],
            [4, 1],
          ]),
        currentSalary: worker.comp.currentSalary,
        lastBonus: null,
        bonusTargetPct: 0,
      },
    );
  });
}

type Cell = [min: number, mid: number, max: number];

/** Rows of the promotion review's matrix: below 0.90, 0.90–1.10, above 1.10 (percent). */
const PROMOTION_MATRIX: ReadonlyArray<[number, 'soft' | 'hard', Cell, Cell, Cell]> = [
  [5, 'hard', [7, 8.5, 10], [5, 6.5, 8], [3, 4, 5]],
  [4, 'soft', [5, 6, 7], [3.5, 4.5, 5.5], [2, 3, 4]],
  [3, 'soft', [3, 4, 5], [2, 3, 4], [0, 1, 2]],
  [2, 'soft', [0, 1, 2], [0, 0.75, 1.5], [0, 0, 0]],
  [1, 'hard', [0, 0, 0], [0, 0, 0], [0, 0, 0]],
];

/** A Draft promotion review next quarter for five high performers, with a merit matrix. */
export function seedPromotionDraft(
  b: SeedBuilder,
  organizationId: string,
  lookups: ReviewLookups,
  workflows: Workflows,
  workforce: AcmeWorkforce,
): void {
  const start = new Date(Date.parse(b.day(45)));
  const quarter = Math.floor(start.getUTCMonth() / 3) + 1;
  const candidates = workforce.workers
    .filter(
      (w) => w.person.employee.isActive && !w.person.employee.isManager && (w.ratings[0] ?? 0) >= 4,
    )
    .slice(0, 5);
  const cycle = addCycle(b, {
    organizationId,
    name: `Q${quarter} ${start.getUTCFullYear()} Promotion Review`,
    typeId: lookups.type.Promotion,
    statusId: lookups.status.Draft,
    startDate: b.day(45),
    endDate: b.day(75),
    totalBudget: 80000,
    increaseBudget: 80000,
    bonusBudget: 0,
    scope: 'individuals',
    employeeIds: candidates.map((w) => w.person.employee.id),
    reviewWorkflowTemplateId: workflows.review.id,
    approvalWorkflowTemplateId: workflows.approval.id,
  });
  addWorkflowInstance(b, cycle, workflows.review, 'review', 'not_started');
  addWorkflowInstance(b, cycle, workflows.approval, 'approval', 'not_started');
  // A three-column merit matrix to price before launch (the editor's cost preview).
  cycle.guideline = {
    positionBoundaries: [0.9, 1.1],
    ranges: PROMOTION_MATRIX.flatMap(([rating, enforcement, ...cells]) =>
      cells.map(([minPercent, midPercent, maxPercent], column) => ({
        rating,
        column,
        minPercent,
        midPercent,
        maxPercent,
        enforcement,
      })),
    ),
    overBudgetPolicy: 'soft',
    ...defaultReviewPeriod(cycle.endDate),
    updatedAt: cycle.createdAt,
  };
  for (const worker of candidates) {
    b.add('participants', {
      organizationId,
      cycleId: cycle.id,
      employeeId: worker.person.employee.id,
      managerId: worker.person.manager?.employee.id ?? null,
      status: 'not_started',
      currentStageId:
        b.tables.reviewStages.find(
          (s) => s.organizationId === organizationId && s.type === 'self_review',
        )?.id ?? null,
      createdAt: cycle.createdAt,
      updatedAt: cycle.createdAt,
    });
  }
}
