import type { ReviewCycle, WorkflowTemplate } from '@mocks/db/records';
import { ACME_ORG_ID, DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from './accounts';
import {
  ACME_FORMER,
  ACME_MEMBERS,
  ACME_TEAMS,
  POSITION_SALARY,
  type AcmeTeamKey,
} from './acme-roster';
import type { SeedBuilder } from './builder';
import {
  seedCompensationCatalog,
  seedMetrics,
  seedReviewLookups,
  seedStages,
  seedWorkflowTemplates,
  type ReviewLookups,
  type Workflows,
} from './catalog';
import { ratingName, round500 } from './compensation';
import {
  addCycle,
  addParticipant,
  addWorkflowInstance,
  type CycleContext,
  type ParticipantPlan,
} from './cycles';
import { seedCurrentCycle } from './acme-current-cycle';
import { createNameSource } from './names';
import type { Person } from './people';
import {
  addWorker,
  LAST_ANNUAL_END,
  LAST_ANNUAL_START,
  lastAnnual,
  YEAR_DAYS,
  type Worker,
  type WorkerSpec,
  type WorkforceOptions,
} from './workforce';

const SALES_COMMISSION: Record<string, number> = {
  'Sales Director': 0.08,
  'Senior Account Executive': 0.13,
  'Account Executive': 0.12,
  'Sales Development Representative': 0.08,
  'Sales Engineer': 0.06,
};

export interface AcmeWorkforce {
  workers: Worker[];
  byKey: Record<'ceo' | 'admin' | 'head' | 'manager' | 'employee' | 'robotics', Worker>;
  teamIds: Record<AcmeTeamKey, string>;
  teamOf: Map<string, AcmeTeamKey>;
}

/** Acme Robotics: the lively demo organization. */
export function seedAcme(b: SeedBuilder, organizationTypeIds: Record<string, string>): void {
  const organization = b.add('organizations', {
    id: ACME_ORG_ID,
    name: 'Acme Robotics',
    domain: 'acme-robotics.com',
    typeId: organizationTypeIds.Technology,
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    allowUserRegistration: false,
    requireEmailVerification: true,
    createdAt: b.at(-1500),
    updatedAt: b.at(-200),
  });
  const lookups = seedReviewLookups(b, organization.id);
  const compTypes = seedCompensationCatalog(b, organization.id);
  const metrics = seedMetrics(b, organization.id);
  const stages = seedStages(b, organization.id, metrics);

  const annualCycle = (k: number, extra: Partial<ReviewCycle> = {}) =>
    addCycle(b, {
      organizationId: organization.id,
      name: `${b.year - k} Annual Review`,
      typeId: lookups.type.Annual,
      statusId: lookups.status.Completed,
      startDate: b.day(LAST_ANNUAL_START - YEAR_DAYS * (k - 1)),
      endDate: b.day(LAST_ANNUAL_END - YEAR_DAYS * (k - 1)),
      totalBudget: null,
      increaseBudget: null,
      bonusBudget: null,
      scope: 'company',
      teamIds: [],
      employeeIds: [],
      teamBudgets: [],
      adminOverride: false,
      adminOverrideJustification: '',
      reviewWorkflowTemplateId: null,
      approvalWorkflowTemplateId: null,
      ...extra,
    });
  // Older annual reviews were run before Meritly and imported: their results only.
  const imported = [annualCycle(3), annualCycle(2)];
  const lastCycleId = b.nextId('reviewCycles');
  const workforce = seedAcmeWorkforce(b, {
    organization,
    compTypes,
    annualCycleIds: [lastCycleId, imported[1].id, imported[0].id],
    maxYears: 8,
  });
  const { byKey } = workforce;
  const workflows = seedWorkflowTemplates(b, organization.id, stages, [
    { userId: byKey.head.person.user.id, title: 'Department Head' },
    { userId: byKey.admin.person.user.id, title: 'People Operations' },
  ]);
  const lastCycle = annualCycle(1, {
    id: lastCycleId,
    reviewWorkflowTemplateId: workflows.review.id,
    approvalWorkflowTemplateId: workflows.approval.id,
  });

  const base = {
    b,
    stages,
    metrics,
    compTypes,
    approvers: [byKey.head.person, byKey.admin.person],
    admin: byKey.admin.person,
  };
  seedLastAnnualCycle({ ...base, cycle: lastCycle }, workforce, workflows);
  addPerformanceHistory(
    b,
    organization.id,
    workforce,
    [lastCycle, imported[1], imported[0]],
    metrics.overallRating.id,
  );
  seedCurrentCycle(b, { organizationId: organization.id, lookups, workflows, base, workforce });
  seedMidYear(b, organization.id, lookups, workflows.review, base, workforce);
  seedPromotionDraft(b, organization.id, lookups, workflows, workforce);
}

function seedAcmeWorkforce(b: SeedBuilder, options: WorkforceOptions): AcmeWorkforce {
  const { rng } = b;
  const teamIds = Object.fromEntries(ACME_TEAMS.map((t) => [t.key, b.nextId('teams')])) as Record<
    AcmeTeamKey,
    string
  >;
  const teamOf = new Map<string, AcmeTeamKey>();
  const workers: Worker[] = [];
  const salaryFor = (position: string) =>
    round500((POSITION_SALARY[position] ?? 100000) * rng.float(0.94, 1.06));
  type AddSpec = Omit<WorkerSpec, 'salary' | 'bonusTargetPct' | 'department' | 'teamIds'> & {
    extraTeams?: AcmeTeamKey[];
    department?: string;
  };
  const add = (team: AcmeTeamKey | null, spec: AddSpec) => {
    const def = ACME_TEAMS.find((t) => t.key === (team ?? 'leadership'));
    const sales = team === 'sales';
    const leader = spec.manager === null || spec.manager?.manager === null;
    const worker = addWorker(b, options, {
      ...spec,
      department: spec.department ?? def?.department ?? 'Executive',
      teamIds: [
        ...(team ? [teamIds[team]] : []),
        ...(spec.extraTeams ?? []).map((k) => teamIds[k]),
      ],
      salary: salaryFor(spec.position),
      bonusTargetPct: sales ? 0 : leader ? 0.08 : spec.isManager ? 0.05 : 0.02,
      commissionPct: sales ? (SALES_COMMISSION[spec.position] ?? 0.1) / 4 : undefined,
      stockGrant:
        ['Engineering', 'Product', 'Design', 'Executive'].includes(def?.department ?? '') || leader
          ? round500(rng.float(8000, 60000))
          : null,
      promotion: spec.promotion ?? rng.chance(0.2),
      spotBonus: spec.spotBonus ?? rng.chance(0.15),
    });
    if (team) teamOf.set(worker.person.employee.id, team);
    workers.push(worker);
    return worker;
  };
  const fixed = (account: typeof DEMO_ADMIN) => ({
    employeeId: account.employeeId,
    userId: account.userId,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
  });
  const lead = (
    first: string,
    last: string,
    position: string,
    team: AcmeTeamKey | null,
    manager: Person | null,
    hireOffset: number,
    extraTeams: AcmeTeamKey[] = ['leadership'],
  ) =>
    add(team, {
      firstName: first,
      lastName: last,
      position,
      role: 'manager',
      isManager: true,
      manager,
      hireOffset,
      extraTeams,
      promotion: false,
    });

  const ceo = add(null, {
    firstName: 'Alex',
    lastName: 'Whitfield',
    position: 'Chief Executive Officer',
    role: 'admin',
    isManager: true,
    manager: null,
    hireOffset: -2900,
    extraTeams: ['leadership'],
    promotion: false,
    marketingConsent: true,
  });
  const admin = add('people', {
    ...fixed(DEMO_ADMIN),
    position: 'VP of People',
    role: 'admin',
    isManager: true,
    manager: ceo.person,
    hireOffset: -2400,
    extraTeams: ['leadership'],
    promotion: false,
    marketingConsent: true,
  });
  const head = add(null, {
    firstName: 'Priya',
    lastName: 'Raman',
    position: 'Head of Engineering',
    department: 'Engineering',
    role: 'manager',
    isManager: true,
    manager: ceo.person,
    hireOffset: -2650,
    extraTeams: ['leadership'],
    promotion: false,
  });
  const manager = add('platform', {
    ...fixed(DEMO_MANAGER),
    position: 'Engineering Manager',
    role: 'manager',
    isManager: true,
    manager: head.person,
    hireOffset: -1900,
    ratings: [4, 4, 5, 4, 3],
    promotion: true,
  });
  const robotics = lead(
    'Marcus',
    'Webb',
    'Engineering Manager',
    'robotics',
    head.person,
    -2100,
    [],
  );
  const managers: Partial<Record<AcmeTeamKey, Worker>> = {
    platform: manager,
    robotics,
    people: admin,
    product: lead('Elena', 'Rossi', 'Director of Product', 'product', ceo.person, -2200),
    design: lead('Sofia', 'Alvarez', 'Design Director', 'design', ceo.person, -1750),
    sales: lead('David', 'Okafor', 'Sales Director', 'sales', ceo.person, -2000),
    cs: lead('Hannah', 'Schmidt', 'Head of Customer Success', 'cs', ceo.person, -1850),
    ops: lead('Samuel', 'Brooks', 'Operations Manager', 'ops', ceo.person, -2300),
  };
  const employee = add('platform', {
    ...fixed(DEMO_EMPLOYEE),
    position: 'Software Engineer',
    role: 'employee',
    isManager: false,
    manager: manager.person,
    hireOffset: -1290,
    ratings: [4, 4, 3],
    promotion: false,
    spotBonus: true,
  });

  const nextName = createNameSource(
    rng,
    workers.map((w) => w.person.fullName),
  );
  for (const def of ACME_TEAMS) {
    // The QA team has no manager of its own; its engineers report to the head of engineering.
    const reportsTo = def.key === 'qa' ? head.person : managers[def.key]?.person;
    if (!reportsTo) continue;
    for (const position of ACME_MEMBERS[def.key] ?? []) {
      add(def.key, {
        ...nextName(),
        position,
        role: 'employee',
        isManager: false,
        manager: reportsTo,
        hireOffset: -rng.int(1200, 2900),
      });
    }
  }
  for (const former of ACME_FORMER) {
    add(former.team, {
      ...nextName(),
      position: former.position,
      role: 'employee',
      isManager: false,
      manager: managers[former.team]?.person ?? null,
      hireOffset: -rng.int(1300, 2000),
      isActive: false,
    });
  }

  for (const def of ACME_TEAMS) {
    const teamManager =
      def.key === 'leadership' ? ceo : def.key === 'qa' ? undefined : managers[def.key];
    b.add('teams', {
      id: teamIds[def.key],
      organizationId: options.organization.id,
      name: def.name,
      description: def.description,
      isActive: true,
      managerEmployeeIds: teamManager ? [teamManager.person.employee.id] : [],
      createdAt: b.at(-1490),
      updatedAt: b.at(-rng.int(30, 400)),
    });
  }
  return { workers, byKey: { ceo, admin, head, manager, employee, robotics }, teamIds, teamOf };
}

function seedLastAnnualCycle(
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

function addPerformanceHistory(
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

function seedMidYear(
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
    totalBudget: null,
    increaseBudget: null,
    bonusBudget: null,
    scope: 'teams',
    teamIds: teamKeys.map((k) => workforce.teamIds[k]),
    employeeIds: [],
    teamBudgets: [],
    adminOverride: false,
    adminOverrideJustification: '',
    reviewWorkflowTemplateId: reviewTemplate.id,
    approvalWorkflowTemplateId: null,
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

function seedPromotionDraft(
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
    teamIds: [],
    employeeIds: candidates.map((w) => w.person.employee.id),
    teamBudgets: [],
    adminOverride: false,
    adminOverrideJustification: '',
    reviewWorkflowTemplateId: workflows.review.id,
    approvalWorkflowTemplateId: workflows.approval.id,
  });
  addWorkflowInstance(b, cycle, workflows.review, 'review', 'not_started');
  addWorkflowInstance(b, cycle, workflows.approval, 'approval', 'not_started');
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
