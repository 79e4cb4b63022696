import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, SignedIn, World } from '../world';

/**
 * Who sees pay ("Pay visibility" in openapi.yaml): per operation, the suite reads as
 * the employee and the manager and fails when a response carries, with a value, a field the caller
 * may not see. A field left out, null or an empty list passes (omitted is the contract's rule; null
 * tells nothing either). Reporting lines are found through the API: the manager's direct reports
 * are `GET /api/manager/team`.
 */

/** A band position holds the salary it is computed from. */
const EMPLOYEE_PAY = ['currentSalary', 'bandPosition'];
const TEAM_MEMBER_PAY = ['currentSalary', 'bonusesLast12Months', 'lastRating', 'lastIncrease'];
const ROW_PAY = ['currentSalary', 'recommendedRaise', 'raisePercentage', 'bandBefore', 'bandAfter'];
/** Of a row whose pay is seen: what the recommendation's amounts decide (bandAfter among them). */
const ROW_RECOMMENDATION_PAY = ['recommendedRaise', 'raisePercentage', 'bandAfter'];
/** A promotion reaches the employee with the amounts, its justification never. */
const AMOUNTS = [
  'currentSalary',
  'proposedIncrease',
  'proposedSalary',
  'proposedBonus',
  'newLevelId',
  'newLevel',
  'currentLevel',
  'bandAfter',
];
const REASONS = ['notes', 'history', 'promotionJustification'];
const CYCLE_BUDGETS = [
  'totalBudget',
  'increaseBudget',
  'bonusBudget',
  'adminOverrideJustification',
] as const;

const hasValue = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** The fields of `record` that carry a value. */
function leaked(record: Dto, fields: readonly string[]): string[] {
  return record && typeof record === 'object' ? fields.filter((f) => hasValue(record[f])) : [];
}

async function read(w: World, who: SignedIn, path: string): Promise<Dto | null> {
  const response = await w.send({ method: 'get', path, token: w.tokens[who] });
  if (response.status !== 200) return null;
  const body = response.body as Dto;
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

/** Employee ids whose pay the manager may see: themself and their direct reports. */
async function managerSees(w: World): Promise<Set<string>> {
  const reports: Dto[] = await w.data('manager', '/api/manager/team');
  return new Set([w.employeeOf('manager'), ...reports.map((r) => r.id as string)]);
}

/** The teams of the manager's direct reports (their pools). */
async function managerPoolTeams(w: World): Promise<Set<string>> {
  const reports: Dto[] = await w.data('manager', '/api/manager/team');
  return new Set(reports.flatMap((r) => (r.teams ?? []).map((t: Dto) => t.id as string)));
}

function check(label: string, problems: string[]): SequenceCheck {
  return { label, problem: problems.length > 0 ? problems.slice(0, 3).join('; ') : null };
}

/** Members of `teams` whose pay `who` may not see but got. */
function memberLeaks(teams: Dto[], sees: ReadonlySet<string>, who: string): string[] {
  return teams.flatMap((team: Dto) =>
    ((team?.members ?? []) as Dto[])
      .filter((m) => !sees.has(m.id))
      .flatMap((m) => {
        const fields = leaked(m, TEAM_MEMBER_PAY);
        return fields.length
          ? [`${who} got ${fields.join(', ')} of member ${m.id} of team ${team.id}`]
          : [];
      }),
  );
}

async function teamsChecks(w: World, teams: (who: SignedIn) => Promise<Dto[]>) {
  const employeeSees = new Set([w.employeeOf('employee')]);
  const asEmployee = memberLeaks(await teams('employee'), employeeSees, 'the employee');
  const asManager = memberLeaks(await teams('manager'), await managerSees(w), 'the manager');
  return [
    check('an employee reads no teammate’s pay', asEmployee),
    check('a manager reads the pay of no team member who is not their report', asManager),
  ];
}

/** A recommendation as the employee it is about may read it. */
function ownRecommendationLeaks(recommendation: Dto, where: string): string[] {
  if (!recommendation) return [];
  const problems: string[] = [];
  if (recommendation.status === 'draft')
    problems.push(`${where}: the employee got their manager's draft ${recommendation.id}`);
  const reasons = leaked(recommendation, REASONS);
  if (reasons.length) problems.push(`${where}: the employee got ${reasons.join(', ')}`);
  const amounts = leaked(recommendation, AMOUNTS);
  if (recommendation.status !== 'approved' && amounts.length)
    problems.push(
      `${where}: the employee got ${amounts.join(', ')} of a ${recommendation.status} recommendation`,
    );
  return problems;
}

function cycleBudgetLeaks(
  cycle: Dto,
  who: 'employee' | 'manager',
  pools: ReadonlySet<string>,
): string[] {
  if (!cycle) return [];
  const problems: string[] = [];
  const totals = leaked(cycle, CYCLE_BUDGETS);
  if (totals.length) problems.push(`the ${who} got ${totals.join(', ')} of cycle ${cycle.id}`);
  const foreign = ((cycle.teamBudgets ?? []) as Dto[]).filter(
    (b) => who === 'employee' || !pools.has(b.teamId),
  );
  if (foreign.length)
    problems.push(
      `the ${who} got the pools of teams ${foreign.map((b) => b.teamId).join(', ')} of cycle ${cycle.id}`,
    );
  return problems;
}

/**
 * The employee's own row: the amounts of a recommendation not yet approved (recommendedRaise,
 * raisePercentage and where they would take the salary, bandAfter) are not theirs to read yet.
 */
function ownRowAmountLeaks(row: Dto): string[] {
  // A draft is not even named to them (recommendation null): its amounts are leaks all the same.
  const status = row.recommendation?.status ?? 'hidden or missing';
  if (status === 'approved') return [];
  return leaked(row, ROW_RECOMMENDATION_PAY).map(
    (f) => `own row ${row.id}: the employee got ${f} of a ${status} recommendation`,
  );
}

const compensationPath = (cycleId: string, participantId: string, stageId: string) =>
  `/api/review-cycles/${cycleId}/participants/${participantId}/stages/${stageId}/compensation-data`;

const DRAFT_JUSTIFICATION = 'Contract suite: a draft only its author and admins may read';

export const VISIBILITY_CHECKS: Record<string, Sequence> = {
  listTeams: (w) => teamsChecks(w, async (who) => (await read(w, who, '/api/teams')) ?? []),

  getTeam: (w) =>
    teamsChecks(w, async (who) => {
      const team = await read(w, who, `/api/teams/${w.ownTeamId}`);
      return team ? [team] : [];
    }),

  listEmployees: async (w) => {
    const me = w.employeeOf('employee');
    const rows: Dto[] = (await read(w, 'employee', '/api/employees')) ?? [];
    const problems = rows
      .filter((e) => e.id !== me && leaked(e, EMPLOYEE_PAY).length)
      .map((e) => `the employee got the salary or band position of employee ${e.id}`);
    const sees = await managerSees(w);
    const theirs: Dto[] = (await read(w, 'manager', '/api/employees')) ?? [];
    const managerProblems = theirs
      .filter((e) => !sees.has(e.id) && leaked(e, EMPLOYEE_PAY).length)
      .map((e) => `the manager got the salary or band position of employee ${e.id}, not a report`);
    return [
      check('an employee reads no other employee’s salary or band position', problems),
      check('a manager reads the salary and band position of their reports only', managerProblems),
    ];
  },

  listReviewCycles: async (w) => {
    const pools = await managerPoolTeams(w);
    const mine: Dto[] = (await read(w, 'employee', '/api/review-cycles')) ?? [];
    const theirs: Dto[] = (await read(w, 'manager', '/api/review-cycles')) ?? [];
    return [
      check(
        'an employee reads no budget or pool',
        mine.flatMap((c) => cycleBudgetLeaks(c, 'employee', pools)),
      ),
      check(
        'a manager reads their own pools only and no totals',
        theirs.flatMap((c) => cycleBudgetLeaks(c, 'manager', pools)),
      ),
    ];
  },

  getReviewCycle: async (w) => {
    const pools = await managerPoolTeams(w);
    const path = `/api/review-cycles/${w.sharedCycleId}`;
    return [
      check(
        'an employee reads no budget or pool of their cycle',
        cycleBudgetLeaks(await read(w, 'employee', path), 'employee', pools),
      ),
      check(
        'a manager reads their own pools only and no totals',
        cycleBudgetLeaks(await read(w, 'manager', path), 'manager', pools),
      ),
    ];
  },

  getCycleBudget: async (w) => {
    const pools = await managerPoolTeams(w);
    const budget = await read(w, 'manager', `/api/review-cycles/${w.sharedCycleId}/budget`);
    const problems: string[] = [];
    if (budget && hasValue(budget.total)) problems.push('the manager got the cycle total');
    for (const pool of (budget?.teams ?? []) as Dto[]) {
      if (pool.teamId !== null && !pools.has(pool.teamId))
        problems.push(`the manager got the pool of team ${pool.teamId}, not their reports'`);
    }
    return [check('a manager reads their own pools only and no total', problems)];
  },

  listCycleParticipants: async (w) => {
    const path = `/api/review-cycles/${w.sharedCycleId}/participants`;
    const me = w.employeeOf('employee');
    const mine: Dto[] = (await read(w, 'employee', path)) ?? [];
    const problems = mine.flatMap((row) =>
      row.employeeId === me
        ? [
            ...ownRecommendationLeaks(row.recommendation, `own row ${row.id}`),
            ...ownRowAmountLeaks(row),
          ]
        : leaked(row, ROW_PAY).map((f) => `the employee got ${f} of participant ${row.id}`),
    );
    const sees = await managerSees(w);
    const boss = w.employeeOf('manager');
    const theirs: Dto[] = (await read(w, 'manager', path)) ?? [];
    const managerProblems = theirs
      .filter((row) => !sees.has(row.employeeId) && row.managerId !== boss)
      .flatMap((row) =>
        leaked(row, ROW_PAY).map((f) => `the manager got ${f} of participant ${row.id}`),
      );
    // A position goes with the salary it is computed from: whoever is sent a report's salary is
    // sent its bandBefore too (a value, or null without a band), never left without it.
    const missing = theirs
      .filter((row) => row.managerId === boss && 'currentSalary' in row && !('bandBefore' in row))
      .map((row) => `the manager got the salary of report ${row.id} without its bandBefore`);
    return [
      check('an employee reads no one else’s pay and no unapproved amounts of their own', problems),
      check('a manager reads the pay of their reports only', managerProblems),
      check('a manager reads the band position of the reports they review', missing),
    ];
  },

  getCalibration: async (w) => {
    const sees = await managerSees(w);
    const boss = w.employeeOf('manager');
    const view = await read(w, 'manager', `/api/review-cycles/${w.sharedCycleId}/calibration`);
    const problems = ((view?.participants ?? []) as Dto[])
      .filter((p) => p.managerId !== boss && !sees.has(p.employeeId))
      .flatMap((p) =>
        leaked(p, [...AMOUNTS, 'bandBefore', 'bandAfter']).map(
          (f) => `the manager got ${f} of participant ${p.participantId}, not a report`,
        ),
      );
    return [
      check('a manager calibrates (and reads the band positions of) their reports only', problems),
    ];
  },

  getParticipant: async (w) => {
    const own = await read(
      w,
      'employee',
      `/api/review-cycles/${w.sharedCycleId}/participants/${w.participants.own}`,
    );
    const problems = ((own?.recommendations ?? []) as Dto[]).flatMap((r) =>
      ownRecommendationLeaks(r, `recommendation ${r.id}`),
    );
    return [
      check(
        'the employee reads no draft, notes or unapproved amounts of a recommendation about them',
        problems,
      ),
    ];
  },

  getCompensationData: async (w) => {
    // A draft written by the manager in a cycle of this run, read by the employee it is about.
    const cycle = await w.stageCycle();
    const path = compensationPath(cycle.cycleId, cycle.own, w.managerStageId);
    await w.must('manager', 'post', path, {
      compensationChanges: [{ type: w.salaryTypeId, proposedValue: 123456 }],
      justification: DRAFT_JUSTIFICATION,
      status: 'draft',
    });
    const draft = await read(w, 'employee', path);
    const draftLeaks = leaked(draft, [
      'compensationChanges',
      'justification',
      'exceptionJustification',
      'newLevelId',
      'promotionJustification',
    ]);
    const shared = await read(
      w,
      'employee',
      compensationPath(w.sharedCycleId, w.participants.own, w.managerStageId),
    );
    const reasons = leaked(shared, [
      'justification',
      'exceptionJustification',
      'promotionJustification',
    ]);
    return [
      check(
        'the employee reads nothing of their manager’s draft about them',
        draftLeaks.length ? [`the employee got ${draftLeaks.join(', ')} of the draft`] : [],
      ),
      check(
        'the employee reads no justification about their pay',
        reasons.length ? [`the employee got ${reasons.join(', ')} in the shared cycle`] : [],
      ),
    ];
  },
};
