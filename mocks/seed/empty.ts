import type { DbTables } from '@mocks/db/records';
import { DEMO_ADMIN, NEW_COMPANY_ORG_ID } from './accounts';
import { SeedBuilder } from './builder';
import { seedOrganizationTypes, seedReviewLookups } from './catalog';
import { addPerson } from './people';
import { createRng } from './random';
import { addStarterSetup } from './starter-setup';

/**
 * What a new registrant sees: the organization 'New Company' with only its admin (and the admin's
 * employee record), the default review statuses and types, the starter setup and the organization
 * types list.
 */
export function seedEmpty(now: Date): DbTables {
  const b = new SeedBuilder(now, createRng('meritly-empty'));
  const organizationTypeIds = seedOrganizationTypes(b);
  const organization = b.add('organizations', {
    id: NEW_COMPANY_ORG_ID,
    name: 'New Company',
    domain: null,
    typeId: organizationTypeIds.Technology,
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    allowUserRegistration: false,
    requireEmailVerification: false,
    createdAt: b.at(-0.01),
    updatedAt: b.at(-0.01),
  });
  seedReviewLookups(b, organization.id);
  addStarterSetup((table, row) => b.add(table, row), organization.id, b.at(-0.01));
  addPerson(b, organization, {
    employeeId: DEMO_ADMIN.employeeId,
    userId: DEMO_ADMIN.userId,
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    email: DEMO_ADMIN.email,
    role: 'admin',
    position: 'Employee',
    department: '',
    teamIds: [],
    isManager: true,
    manager: null,
    hireDate: b.day(0),
    marketingConsent: true,
  });
  b.tables.users.forEach((u) => Object.assign(u, { lastLoginAt: null }));
  return b.tables;
}
