import { GLOBEX_ADMIN, GLOBEX_ORG_ID } from './accounts';
import type { SeedBuilder } from './builder';
import { seedWorkflowTemplates, seedOrganization } from './catalog';
import { round500 } from './compensation';
import { addParticipant, type ParticipantState, addAnnualReviewInProgress } from './cycles';
import { addWorker, latestBonus, type Worker, type WorkforceOptions } from './workforce';

/**
 * Globex Health: a small second organization (8 people, 2 teams, one cycle) whose admin must never
 * see Acme's data, nor Acme's admin theirs.
 */
export function seedGlobex(b: SeedBuilder, organizationTypeIds: Record<string, string>): void {
  const { rng } = b;
  const { organization, lookups, compTypes, metrics, stages } = seedOrganization(b, {
    id: GLOBEX_ORG_ID,
    name: 'Globex Health',
    domain: 'globex-health.com',
    typeId: organizationTypeIds.Healthcare,
    firstName: GLOBEX_ADMIN.firstName,
    lastName: GLOBEX_ADMIN.lastName,
    allowUserRegistration: true,
    requireEmailVerification: false,
    createdAt: b.at(-420),
    updatedAt: b.at(-420),
  });
  const clinical = b.nextId('teams');
  const patient = b.nextId('teams');
  const options: WorkforceOptions = { organization, compTypes, annualCycleIds: [], maxYears: 3 };
  const workers: Worker[] = [];
  const add = (spec: Parameters<typeof addWorker>[2]) => {
    const worker = addWorker(b, options, spec);
    workers.push(worker);
    return worker;
  };
  const common = { bonusTargetPct: 0.03, promotion: false, spotBonus: false };
  const admin = add({
    employeeId: GLOBEX_ADMIN.employeeId,
    userId: GLOBEX_ADMIN.userId,
    firstName: GLOBEX_ADMIN.firstName,
    lastName: GLOBEX_ADMIN.lastName,
    email: GLOBEX_ADMIN.email,
    role: 'admin',
    position: 'Chief Operating Officer',
    department: 'Executive',
    teamIds: [],
    isManager: true,
    manager: null,
    hireOffset: -1300,
    salary: 210000,
    ...common,
  });
  const lead = (
    firstName: string,
    lastName: string,
    position: string,
    teamId: string,
    department: string,
  ) =>
    add({
      firstName,
      lastName,
      role: 'manager',
      position,
      department,
      teamIds: [teamId],
      isManager: true,
      manager: admin.person,
      hireOffset: -rng.int(1200, 1300),
      salary: 125000,
      ...common,
    });
  const omar = lead('Omar', 'Haddad', 'Clinical Operations Manager', clinical, 'Clinical');
  const grace = lead('Grace', 'Liu', 'Patient Services Manager', patient, 'Patient Services');
  const members: [string, string, string, Worker, string, string, number][] = [
    ['Nadia', 'Petrova', 'Registered Nurse', omar, clinical, 'Clinical', 98000],
    ['Tomas', 'Berg', 'Clinical Coordinator', omar, clinical, 'Clinical', 76000],
    ['Lucy', 'Adams', 'Medical Assistant', omar, clinical, 'Clinical', 52000],
    ['Ravi', 'Menon', 'Patient Services Representative', grace, patient, 'Patient Services', 48000],
    ['Chloe', 'Dubois', 'Billing Specialist', grace, patient, 'Patient Services', 58000],
  ];
  for (const [firstName, lastName, position, manager, teamId, department, salary] of members) {
    add({
      firstName,
      lastName,
      role: 'employee',
      position,
      department,
      teamIds: [teamId],
      isManager: false,
      manager: manager.person,
      hireOffset: -rng.int(1200, 1500),
      salary: round500(salary),
      ...common,
    });
  }
  const stamp = {
    organizationId: organization.id,
    isActive: true,
    createdAt: b.at(-410),
    updatedAt: b.at(-410),
  };
  b.add('teams', {
    id: clinical,
    ...stamp,
    name: 'Clinical Operations',
    description: 'Nursing and clinical coordination.',
    managerEmployeeIds: [omar.person.employee.id],
  });
  b.add('teams', {
    id: patient,
    ...stamp,
    name: 'Patient Services',
    description: 'Front desk, scheduling and billing.',
    managerEmployeeIds: [grace.person.employee.id],
  });

  const workflows = seedWorkflowTemplates(b, organization.id, stages, [
    { userId: admin.person.user.id, title: 'Operations' },
  ]);
  const cycle = addAnnualReviewInProgress(b, {
    organizationId: organization.id,
    lookups,
    workflows,
    days: [-20, 25],
    budgets: [120000, 90000, 30000],
    steps: { review: ['in_progress', 'in_progress'], approval: 'in_progress' },
  });
  const states: ParticipantState[] = [
    'not_started',
    'self_submitted',
    'manager_draft',
    'self_draft',
    'pending_approval',
    'self_submitted',
    'approved',
    'self_draft',
  ];
  const ctx = {
    b,
    cycle,
    stages,
    metrics,
    compTypes,
    approvers: [admin.person],
    admin: admin.person,
  };
  workers.forEach((worker, i) =>
    addParticipant(ctx, {
      person: worker.person,
      state: states[i % states.length],
      rating: worker.ratings[0] ?? 3,
      currentSalary: worker.comp.currentSalary,
      lastBonus: latestBonus(worker),
      bonusTargetPct: worker.bonusTargetPct,
    }),
  );
}
