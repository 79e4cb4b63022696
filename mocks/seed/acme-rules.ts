import { ACME_ORG_ID } from './accounts';
import type { AcmeWorkforce } from './acme-workforce';
import { potentialFor, POTENTIAL_METRIC_NAME } from './acme-potential';
import { POSITION_SALARY, type AcmeTeamKey } from './acme-roster';
import type { SeedBuilder } from './builder';
import { round100, round500, seedCompensationHistory } from './compensation';
import { addParticipant, type CycleContext, type ParticipantState } from './cycles';
import type { Person } from './people';
import { addWorker, type Worker, type WorkforceOptions } from './workforce';

/**
 * People added to Acme so that the demo shows every rule: hires during the in-progress
 * review's period (proration on their recommendation form), one recommendation under and one over
 * its prorated guideline, someone archived while the cycle runs, and two employees imported last
 * week who have no user account yet (the employees directory lists them, Users does not).
 * Added after every other seed step, so no earlier id or value moves.
 */
export const RULE_PEOPLE = {
  /** Robotics Engineering, manager draft, rating 3: the prorated range on the form. */
  prorated: { firstName: 'Leila', lastName: 'Haddad' },
  /** Customer Success, pending approval, rating 4, 1% where the prorated range starts higher. */
  under: { firstName: 'Tomas', lastName: 'Ferreira' },
  /** Design, pending approval, rating 3, a full year's 4.5% above the prorated range. */
  over: { firstName: 'Oskar', lastName: 'Lindqvist' },
  /** Operations, self review submitted, then left the company: archived during the cycle. */
  archived: { firstName: 'Ines', lastName: 'Okonjo' },
  /** Imported last week, no user account: Sales and Customer Success. */
  noAccount: [
    { firstName: 'Kwame', lastName: 'Mensah' },
    { firstName: 'Anouk', lastName: 'Dufresne' },
  ],
} as const;

type Name = { firstName: string; lastName: string };

interface HireSpec {
  name: Name;
  team: AcmeTeamKey;
  position: string;
  manager: Person;
  hireOffset: number;
}

type HireRow = [
  name: Name,
  team: AcmeTeamKey,
  position: string,
  manager: Person,
  hireOffset: number,
  state: ParticipantState,
  rating: number,
  increasePct?: number,
];

export interface AcmeRulesSetup {
  workforce: AcmeWorkforce;
  options: WorkforceOptions;
  base: Omit<CycleContext, 'cycle'>;
}

/** The worker leading a team, by position (the roster's managers are unique per team). */
function lead(workforce: AcmeWorkforce, position: string): Worker {
  const found = workforce.workers.find((w) => w.person.employee.position === position);
  if (!found) throw new Error(`No ${position} in the Acme roster`);
  return found;
}

export function seedAcmeRules(b: SeedBuilder, setup: AcmeRulesSetup): void {
  const { workforce, options } = setup;
  const { tables } = b;
  const inProgress = tables.reviewStatuses.find(
    (s) => s.organizationId === ACME_ORG_ID && s.name === 'In Progress',
  )?.id;
  const cycle = tables.reviewCycles.find(
    (c) => c.organizationId === ACME_ORG_ID && c.statusId === inProgress,
  );
  if (!cycle) return;
  const ctx: CycleContext = { ...setup.base, cycle };
  const salaryFor = (position: string) => round500(POSITION_SALARY[position] ?? 90000);

  const hire = ({ name, team, position, manager, hireOffset }: HireSpec) =>
    addWorker(b, options, {
      ...name,
      position,
      role: 'employee',
      isManager: false,
      manager,
      hireOffset,
      department: manager.employee.department,
      teamIds: [workforce.teamIds[team]],
      salary: salaryFor(position),
      bonusTargetPct: 0.02,
      promotion: false,
      spotBonus: false,
      ratings: [],
    });
  const join = (worker: Worker, state: ParticipantState, rating: number, increasePct?: number) =>
    addParticipant(ctx, {
      person: worker.person,
      state,
      rating,
      currentSalary: worker.comp.currentSalary,
      lastBonus: null,
      bonusTargetPct: worker.bonusTargetPct,
      approvalsDone: 0,
      ...(increasePct !== undefined && {
        proposedIncrease: round100(worker.comp.currentSalary * increasePct),
      }),
    });

  const robotics = workforce.byKey.robotics.person;
  const cs = lead(workforce, 'Head of Customer Success').person;
  const design = lead(workforce, 'Design Director').person;
  const ops = lead(workforce, 'Operations Manager').person;
  const sales = lead(workforce, 'Sales Director').person;

  // Who, their team, position and manager, hired how many days ago; then where their review is.
  const rows: HireRow[] = [
    [RULE_PEOPLE.prorated, 'robotics', 'Robotics Engineer', robotics, -150, 'manager_draft', 3],
    [RULE_PEOPLE.under, 'cs', 'Customer Success Manager', cs, -230, 'pending_approval', 4, 0.01],
    [RULE_PEOPLE.over, 'design', 'Product Designer', design, -200, 'pending_approval', 3, 0.045],
    [RULE_PEOPLE.archived, 'ops', 'Operations Analyst', ops, -270, 'self_submitted', 3],
  ];
  const [prorated, under, over, leaver] = rows.map(
    ([name, team, position, manager, hireOffset, state, rating, increasePct]) => {
      const worker = hire({ name, team, position, manager, hireOffset });
      join(worker, state, rating, increasePct);
      return worker;
    },
  );
  const leftAt = b.at(-6);
  Object.assign(leaver.person.employee, { isActive: false, updatedAt: leftAt });
  Object.assign(leaver.person.user, { isActive: false, lastLoginAt: null, updatedAt: leftAt });

  const [first, second] = RULE_PEOPLE.noAccount;
  addImported(b, setup, {
    name: first,
    team: 'sales',
    position: 'Account Executive',
    manager: sales,
    hireOffset: -9,
  });
  addImported(b, setup, {
    name: second,
    team: 'cs',
    position: 'Support Specialist',
    manager: cs,
    hireOffset: -4,
  });

  answerPotential(b, cycle.id, [prorated, under, over, leaver]);
}

/** An employee as an import creates them: no user account, a manager, a hire salary. */
function addImported(b: SeedBuilder, setup: AcmeRulesSetup, spec: HireSpec): void {
  const { options, workforce } = setup;
  const hireDate = b.day(spec.hireOffset);
  const stamp = b.at(-1.2);
  const local = `${spec.name.firstName}.${spec.name.lastName}`.toLowerCase();
  const employee = b.add('employees', {
    organizationId: ACME_ORG_ID,
    userId: null,
    ...spec.name,
    middleName: '',
    // An HRIS export's Work Email.
    workEmail: `${local}@acme-robotics.com`,
    personalEmail: '',
    phoneNumber: '',
    isActive: true,
    position: spec.position,
    department: spec.manager.employee.department,
    hireDate,
    isManager: false,
    teamIds: [workforce.teamIds[spec.team]],
    levelId: null,
    zone: null,
    createdAt: stamp,
    updatedAt: stamp,
  });
  b.add('managerAssignments', {
    organizationId: ACME_ORG_ID,
    employeeId: employee.id,
    primaryManagerId: spec.manager.employee.id,
    secondaryManagerId: null,
    createdAt: stamp,
    updatedAt: stamp,
  });
  seedCompensationHistory(b, options.compTypes, {
    organizationId: ACME_ORG_ID,
    employeeId: employee.id,
    hireDate,
    position: spec.position,
    targetSalary: round500(POSITION_SALARY[spec.position] ?? 60000),
    annuals: [],
    bonusTargetPct: 0,
    quarterlyCommission: null,
    stockGrant: null,
    promotionIndex: null,
    spotBonus: false,
  });
}

/** The 9-box's Potential for the added participants whose manager review has a rating. */
function answerPotential(b: SeedBuilder, cycleId: string, workers: Worker[]): void {
  const { tables } = b;
  const metric = tables.performanceMetrics.find(
    (m) => m.organizationId === ACME_ORG_ID && m.name === POTENTIAL_METRIC_NAME,
  );
  const stage = tables.reviewStages.find(
    (s) => s.organizationId === ACME_ORG_ID && s.type === 'manager_review',
  );
  const ratingMetricId = stage?.settings.selectedMetrics[0]?.id;
  if (!metric || !stage || !ratingMetricId) return;
  const ids = new Set(workers.map((w) => w.person.employee.id));
  tables.metricResponses
    .filter(
      (r) =>
        r.cycleId === cycleId &&
        r.stageId === stage.id &&
        r.metricId === ratingMetricId &&
        ids.has(r.employeeId),
    )
    .forEach(({ id: _id, ...response }, index) => {
      const rating = Math.round(Number.parseFloat(response.value));
      b.add('metricResponses', {
        ...response,
        metricId: metric.id,
        value: String(potentialFor(index, rating)),
      });
    });
}
