import type { DbTables } from '@mocks/db/records';
import { seedLevels } from './levels';
import { seedAuditHistory } from './audit-history';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER, type DemoAccount } from './accounts';
import { acmeOrganization } from './acme-organization';
import { SeedBuilder } from './builder';
import { seedOrganizationTypes, seedWorkflowTemplates, seedOrganization } from './catalog';
import { CURRENCY, round500 } from './compensation';
import {
  addParticipant,
  type CycleContext,
  type ParticipantState,
  addAnnualReviewInProgress,
} from './cycles';
import { createNameSource } from './names';
import { addPerson, type Person, type PersonSpec } from './people';
import { createRng } from './random';
import { LAST_ANNUAL_EFFECTIVE, RATING_WEIGHTS } from './workforce';

export const LARGE_EMPLOYEE_COUNT = 10_000;

const DEPARTMENTS: { name: string; head: string; teams: string[] }[] = [
  {
    name: 'Engineering',
    head: 'Head of Engineering',
    teams: [
      'Platform Engineering',
      'Robotics Engineering',
      'Perception',
      'Motion Control',
      'Firmware',
      'Cloud Infrastructure',
      'Data Platform',
      'Developer Experience',
      'Security Engineering',
      'Mobile Apps',
      'Quality Assurance',
      'Simulation',
      'Fleet Software',
      'Embedded Systems',
      'Machine Learning',
      'Site Reliability',
    ],
  },
  {
    name: 'Go-to-Market',
    head: 'Head of Go-to-Market',
    teams: [
      'Sales East',
      'Sales West',
      'Sales EMEA',
      'Sales Engineering',
      'Customer Success',
      'Support Tier 1',
      'Support Tier 2',
      'Marketing',
      'Partnerships',
      'Revenue Operations',
    ],
  },
  {
    name: 'Product',
    head: 'Head of Product',
    teams: ['Product Management', 'Product Design', 'User Research', 'Product Analytics'],
  },
  {
    name: 'Operations',
    head: 'Head of Operations',
    teams: [
      'Manufacturing',
      'Supply Chain',
      'Field Service',
      'Facilities',
      'Procurement',
      'Finance',
      'Legal',
      'IT',
    ],
  },
  { name: 'People', head: 'VP of People', teams: ['People Operations', 'Talent Acquisition'] },
];

const STATE_WEIGHTS: [ParticipantState, number][] = [
  ['pending_approval', 55],
  ['approved', 35],
  ['rejected', 10],
];

/**
 * The performance scenario: Acme Robotics with 10,000 employees in 40 teams and one in-progress
 * cycle whose 10,000 participants all have a recommendation. One compensation entry per employee;
 * no metric responses or approval history, to keep it light. Same demo accounts as 'demo'.
 */
export function seedLarge(now: Date): DbTables {
  const b = new SeedBuilder(now, createRng('meritly-large'));
  const { rng } = b;
  const organizationTypeIds = seedOrganizationTypes(b);
  const { organization, lookups, compTypes, metrics, stages } = seedOrganization(
    b,
    acmeOrganization(b, organizationTypeIds),
  );

  const people: { person: Person; salary: number; bonusTargetPct: number }[] = [];
  const add = (spec: Omit<PersonSpec, 'hireDate'> & { salary: number }) => {
    const hireOffset = -rng.int(200, 3000);
    const person = addPerson(b, organization, { ...spec, hireDate: b.day(hireOffset) });
    const salary = round500(spec.salary * rng.float(0.9, 1.1));
    const effectiveOffset = Math.max(hireOffset, LAST_ANNUAL_EFFECTIVE);
    const history = b.add('compensationHistories', {
      organizationId: organization.id,
      employeeId: person.employee.id,
      effectiveDate: b.day(effectiveOffset),
      changeType: effectiveOffset === hireOffset ? 'hire' : 'annual',
      changeReason:
        effectiveOffset === hireOffset ? 'New hire' : `${b.year - 1} annual review: merit increase`,
      cycleId: null,
      createdAt: b.at(effectiveOffset),
    });
    b.add('compensationComponents', {
      historyId: history.id,
      typeId: compTypes.baseSalary,
      amount: salary,
      currency: CURRENCY,
    });
    people.push({ person, salary, bonusTargetPct: spec.isManager ? 0.05 : 0.02 });
    return person;
  };
  const account = (a: DemoAccount) => ({
    employeeId: a.employeeId,
    userId: a.userId,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
  });

  const ceo = add({
    firstName: 'Alex',
    lastName: 'Whitfield',
    role: 'admin',
    position: 'Chief Executive Officer',
    department: 'Executive',
    teamIds: [],
    isManager: true,
    manager: null,
    salary: 265000,
  });
  const teams: { id: string; name: string; department: string; manager: Person | null }[] = [];
  const heads = new Map<string, Person>();
  for (const department of DEPARTMENTS) {
    const isPeople = department.name === 'People';
    const head = isPeople
      ? add({
          ...account(DEMO_ADMIN),
          role: 'admin',
          position: department.head,
          department: department.name,
          teamIds: [],
          isManager: true,
          manager: ceo,
          salary: 185000,
        })
      : add({
          ...(department.name === 'Engineering'
            ? { firstName: 'Priya', lastName: 'Raman' }
            : createFixedName(department.name)),
          role: 'manager',
          position: department.head,
          department: department.name,
          teamIds: [],
          isManager: true,
          manager: ceo,
          salary: 225000,
        });
    heads.set(department.name, head);
    for (const name of department.teams)
      teams.push({ id: b.nextId('teams'), name, department: department.name, manager: null });
  }
  const nextName = createNameSource(
    rng,
    people.map((p) => p.person.fullName).concat('Jordan Patel', 'Riley Chen'),
  );
  for (const team of teams) {
    const head = heads.get(team.department)!;
    const isPlatform = team.name === 'Platform Engineering';
    team.manager = add({
      ...(isPlatform ? account(DEMO_MANAGER) : nextName()),
      role: 'manager',
      position: `${team.name} Manager`,
      department: team.department,
      teamIds: [team.id],
      isManager: true,
      manager: head,
      salary: 165000,
    });
  }
  const platform = teams[0];
  add({
    ...account(DEMO_EMPLOYEE),
    role: 'employee',
    position: 'Software Engineer',
    department: 'Engineering',
    teamIds: [platform.id],
    isManager: false,
    manager: platform.manager,
    salary: 136000,
  });
  for (let i = 0; people.length < LARGE_EMPLOYEE_COUNT; i += 1) {
    const team = teams[i % teams.length];
    add({
      ...nextName(),
      role: 'employee',
      position: positionFor(team.department, rng.int(0, 3)),
      department: team.department,
      teamIds: [team.id],
      isManager: false,
      manager: team.manager,
      salary: 80000 + rng.int(0, 8) * 10000,
    });
  }
  for (const team of teams) {
    b.add('teams', {
      id: team.id,
      organizationId: organization.id,
      name: team.name,
      description: `${team.department}: ${team.name}.`,
      isActive: true,
      managerEmployeeIds: team.manager ? [team.manager.employee.id] : [],
      createdAt: b.at(-1490),
      updatedAt: b.at(-rng.int(30, 400)),
    });
  }

  const engineeringHead = heads.get('Engineering')!;
  const admin = heads.get('People')!;
  const workflows = seedWorkflowTemplates(b, organization.id, stages, [
    { userId: engineeringHead.user.id, title: 'Department Head' },
    { userId: admin.user.id, title: 'People Operations' },
  ]);
  const cycle = addAnnualReviewInProgress(b, {
    organizationId: organization.id,
    lookups,
    workflows,
    days: [-30, 20],
    budgets: [90_000_000, 65_000_000, 25_000_000],
    steps: { review: ['completed', 'completed'], approval: ['in_progress', 'in_progress'] },
  });
  const ctx: CycleContext = {
    b,
    cycle,
    stages,
    metrics,
    compTypes,
    approvers: [engineeringHead, admin],
    admin,
    light: true,
  };
  for (const { person, salary, bonusTargetPct } of people) {
    addParticipant(ctx, {
      person,
      state: rng.weighted(STATE_WEIGHTS),
      rating: rng.weighted(RATING_WEIGHTS),
      currentSalary: salary,
      lastBonus: null,
      bonusTargetPct,
      approvalsDone: rng.int(0, 2),
    });
  }
  seedLevels(b, organization.id);
  seedAuditHistory(b, organization.id, DEMO_ADMIN.userId, { recentAccounts: 300 });
  return b.tables;
}

const HEAD_NAMES: Record<string, { firstName: string; lastName: string }> = {
  'Go-to-Market': { firstName: 'David', lastName: 'Okafor' },
  Product: { firstName: 'Elena', lastName: 'Rossi' },
  Operations: { firstName: 'Samuel', lastName: 'Brooks' },
};

function createFixedName(department: string): { firstName: string; lastName: string } {
  return HEAD_NAMES[department] ?? { firstName: 'Jamie', lastName: department };
}

const POSITIONS: Record<string, string[]> = {
  Engineering: [
    'Associate Engineer',
    'Software Engineer',
    'Senior Software Engineer',
    'Staff Engineer',
  ],
  'Go-to-Market': [
    'Sales Development Representative',
    'Account Executive',
    'Customer Success Manager',
    'Senior Account Executive',
  ],
  Product: ['Product Analyst', 'Product Designer', 'Product Manager', 'Senior Product Manager'],
  Operations: ['Operations Associate', 'Operations Analyst', 'Specialist', 'Senior Specialist'],
  People: ['People Coordinator', 'Recruiter', 'HR Business Partner', 'Senior HR Business Partner'],
};

function positionFor(department: string, level: number): string {
  return (POSITIONS[department] ?? POSITIONS.Operations)[level];
}
