import type { Employee, IsoDate, Organization, Role, User } from '@mocks/db/records';
import { DEMO_PASSWORD_HASH } from './accounts';
import type { SeedBuilder } from './builder';
import { emailLocalPart } from './names';

export interface Person {
  employee: Employee;
  user: User;
  manager: Person | null;
  fullName: string;
}

export interface PersonSpec {
  employeeId?: string;
  userId?: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  /** Defaults to first.last@<organization domain>. */
  email?: string;
  role: Role;
  position: string;
  department: string;
  teamIds: string[];
  isManager: boolean;
  manager: Person | null;
  secondaryManager?: Person | null;
  hireDate: IsoDate;
  isActive?: boolean;
  marketingConsent?: boolean;
}

const AREA_CODES = ['415', '628', '650', '510', '408'];

/**
 * One person: the Employee, its User (every seeded employee can sign in with the demo password) and,
 * when there is a manager, the ManagerAssignment.
 */
export function addPerson(
  b: SeedBuilder,
  organization: Pick<Organization, 'id' | 'domain' | 'createdAt'>,
  spec: PersonSpec,
): Person {
  const employeeId = spec.employeeId ?? b.nextId('employees');
  const userId = spec.userId ?? b.nextId('users');
  const isActive = spec.isActive ?? true;
  const hiredAt = b.atDay(spec.hireDate, 8);
  const created = hiredAt > organization.createdAt ? hiredAt : organization.createdAt;
  const local = emailLocalPart(spec.firstName, spec.lastName);
  const employee = b.add('employees', {
    id: employeeId,
    organizationId: organization.id,
    userId,
    firstName: spec.firstName,
    middleName: spec.middleName ?? '',
    lastName: spec.lastName,
    // The account's email is the work email (the view reads it from the user).
    workEmail: '',
    personalEmail: `${local}@example.com`,
    phoneNumber: `+1 ${b.rng.pick(AREA_CODES)}-555-0${b.rng.int(100, 199)}`,
    isActive,
    position: spec.position,
    department: spec.department,
    hireDate: spec.hireDate,
    isManager: spec.isManager,
    teamIds: spec.teamIds,
    levelId: null,
    zone: null,
    createdAt: created,
    updatedAt: created,
  });
  const user = b.add('users', {
    id: userId,
    organizationId: organization.id,
    email: (spec.email ?? `${local}@${organization.domain ?? 'example.com'}`).toLowerCase(),
    firstName: spec.firstName,
    lastName: spec.lastName,
    role: spec.role,
    isActive,
    passwordHash: DEMO_PASSWORD_HASH,
    marketingConsent: spec.marketingConsent ?? false,
    employeeId,
    primaryManagerId: spec.manager?.user.id ?? null,
    secondaryManagerId: spec.secondaryManager?.user.id ?? null,
    mustChangePassword: false,
    isTemporaryPassword: false,
    temporaryPasswordExpiresAt: null,
    lastLoginAt: isActive && b.rng.chance(0.7) ? b.at(-b.rng.float(0.2, 20)) : null,
    createdAt: created,
    updatedAt: created,
  });
  if (spec.manager) {
    b.add('managerAssignments', {
      organizationId: organization.id,
      employeeId,
      primaryManagerId: spec.manager.employee.id,
      secondaryManagerId: spec.secondaryManager?.employee.id ?? null,
      createdAt: created,
      updatedAt: created,
    });
  }
  return { employee, user, manager: spec.manager, fullName: `${spec.firstName} ${spec.lastName}` };
}
