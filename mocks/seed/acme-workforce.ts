import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from './accounts';
import {
  ACME_FORMER,
  ACME_MEMBERS,
  ACME_TEAMS,
  POSITION_SALARY,
  type AcmeTeamKey,
} from './acme-roster';
import type { SeedBuilder } from './builder';
import { round500 } from './compensation';
import { createNameSource } from './names';
import type { Person } from './people';
import { addWorker, type Worker, type WorkerSpec, type WorkforceOptions } from './workforce';

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

/** Acme's people: leaders, the demo accounts, generated members per team, two former employees. */
export function seedAcmeWorkforce(b: SeedBuilder, options: WorkforceOptions): AcmeWorkforce {
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
