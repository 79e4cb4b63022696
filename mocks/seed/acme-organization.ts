import type { Organization } from '@mocks/db/records';
import { ACME_ORG_ID, DEMO_ADMIN } from './accounts';
import type { SeedBuilder } from './builder';

/** Acme Robotics, the demo accounts' organization ('demo' and 'large' scenarios). */
export function acmeOrganization(
  b: SeedBuilder,
  organizationTypeIds: Record<string, string>,
): Organization {
  return {
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
  };
}
