import { splitBudgets } from '@/lib/budgets';
import { defaultReviewPeriod } from '@/lib/guidelines';
import type { AcmeWorkforce } from './acme-workforce';
import type { SeedBuilder } from './builder';
import type { ReviewLookups, Workflows } from './catalog';
import {
  addParticipant,
  type CycleContext,
  type ParticipantPlan,
  type ParticipantState,
  addAnnualReviewInProgress,
} from './cycles';
import { latestBonus, RATING_WEIGHTS } from './workforce';

const STATE_WEIGHTS: [ParticipantState, number][] = [
  ['not_started', 1],
  ['self_draft', 2],
  ['self_submitted', 2],
  ['manager_draft', 2],
  ['pending_approval', 3],
  ['approved', 3],
  ['rejected', 0.5],
];

type Forced = Pick<ParticipantPlan, 'state'> & Partial<ParticipantPlan>;

/**
 * This year's annual review, in progress around today, with participants in every state. The demo
 * manager has reports at each step (two waiting for their approval); the demo employee's self
 * review is a draft.
 */
export function seedCurrentCycle(
  b: SeedBuilder,
  setup: {
    organizationId: string;
    lookups: ReviewLookups;
    workflows: Workflows;
    base: Omit<CycleContext, 'cycle'>;
    workforce: AcmeWorkforce;
  },
): void {
  const { rng } = b;
  const { lookups, workflows, workforce } = setup;
  const { byKey } = workforce;
  const cycle = addAnnualReviewInProgress(b, {
    organizationId: setup.organizationId,
    lookups,
    workflows,
    days: [-30, 20],
    budgets: [600000, 450000, 150000],
    steps: { review: ['in_progress', 'in_progress'], approval: ['in_progress', 'in_progress'] },
  });

  const forced = new Map<string, Forced>();
  const force = (employeeId: string, plan: Forced) => forced.set(employeeId, plan);
  const active = workforce.workers.filter((w) => w.person.employee.isActive);
  const reportsOf = (managerEmployeeId: string) =>
    active.filter((w) => w.person.manager?.employee.id === managerEmployeeId);

  force(byKey.employee.person.employee.id, { state: 'self_draft', rating: 4 });
  const teamStates: Forced[] = [
    { state: 'not_started' },
    { state: 'self_submitted' },
    { state: 'manager_draft' },
    { state: 'pending_approval', approvalsDone: 0 },
    // Submitted by the department head while the manager was away: the manager's to approve.
    { state: 'pending_approval', approvalsDone: 0, submittedBy: byKey.head.person },
  ];
  reportsOf(byKey.manager.person.employee.id)
    .filter((w) => w !== byKey.employee)
    .forEach((w, i) => force(w.person.employee.id, teamStates[i % teamStates.length]));
  force(byKey.manager.person.employee.id, { state: 'pending_approval', approvalsDone: 0 });
  force(byKey.robotics.person.employee.id, { state: 'self_submitted', selfReopened: true });
  force(byKey.ceo.person.employee.id, { state: 'not_started' });
  force(byKey.admin.person.employee.id, { state: 'approved' });
  force(byKey.head.person.employee.id, { state: 'manager_draft' });
  const inTeam = (key: string) =>
    active.filter(
      (w) => workforce.teamOf.get(w.person.employee.id) === key && !w.person.employee.isManager,
    );
  const [sales1, sales2, sales3] = inTeam('sales');
  force(sales1.person.employee.id, { state: 'approved' });
  force(sales2.person.employee.id, { state: 'approved', editedByAdmin: true });
  force(sales3.person.employee.id, { state: 'rejected' });
  force(inTeam('robotics')[0].person.employee.id, { state: 'rejected' });

  const ctx: CycleContext = { ...setup.base, cycle };
  for (const worker of active) {
    const plan = forced.get(worker.person.employee.id);
    const state = plan?.state ?? rng.weighted(STATE_WEIGHTS);
    addParticipant(ctx, {
      person: worker.person,
      rating: rng.weighted(RATING_WEIGHTS),
      currentSalary: worker.comp.currentSalary,
      lastBonus: latestBonus(worker),
      bonusTargetPct: worker.bonusTargetPct,
      approvalsDone: rng.int(0, 2),
      ...plan,
      state,
    });
  }
  // The budgets split into team pools by payroll share (first team of each participant).
  const payroll = new Map<string, number>();
  for (const worker of active) {
    const teamId = worker.person.employee.teamIds[0];
    if (teamId) payroll.set(teamId, (payroll.get(teamId) ?? 0) + worker.comp.currentSalary);
  }
  cycle.teamBudgets = splitBudgets(
    cycle,
    [...payroll.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([teamId, sum]) => ({ teamId, payroll: sum })),
    'payroll',
  );
  // A merit guideline by rating (the seeded raises follow it, except prorated hires): the
  // one-column merit matrix, every cell in column 0 at the middle of its range.
  cycle.guideline = {
    positionBoundaries: [],
    ranges: [
      { rating: 5, column: 0, minPercent: 5, midPercent: 6.5, maxPercent: 8, enforcement: 'hard' },
      {
        rating: 4,
        column: 0,
        minPercent: 3.5,
        midPercent: 4.5,
        maxPercent: 5.5,
        enforcement: 'soft',
      },
      { rating: 3, column: 0, minPercent: 2, midPercent: 3, maxPercent: 4, enforcement: 'soft' },
      { rating: 2, column: 0, minPercent: 0, midPercent: 1, maxPercent: 2, enforcement: 'soft' },
      { rating: 1, column: 0, minPercent: 0, midPercent: 0, maxPercent: 0, enforcement: 'hard' },
    ],
    overBudgetPolicy: 'soft',
    ...defaultReviewPeriod(cycle.endDate),
    updatedAt: cycle.createdAt,
  };
}
