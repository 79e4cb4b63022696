import type { components } from '@/api/schema';
import type { Organization, OrganizationType } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type OrganizationDto = components['schemas']['Organization'];
export type OrganizationTypeDto = components['schemas']['OrganizationType'];

/** The caller's organization as GET/PUT /api/organization return it. */
export function toOrganizationDto(org: Organization): OrganizationDto {
  return {
    id: org.id,
    version: versionOf(org),
    name: org.name,
    domain: org.domain || null,
    typeId: org.typeId,
    firstName: org.firstName,
    lastName: org.lastName,
    allowUserRegistration: org.allowUserRegistration,
    requireEmailVerification: org.requireEmailVerification,
    createdAt: org.createdAt,
    updatedAt: org.updatedAt,
  };
}

export function toOrganizationTypeDto(type: OrganizationType): OrganizationTypeDto {
  return {
    id: type.id,
    version: versionOf(type),
    name: type.name,
    description: type.description || null,
  };
}

/** Case-insensitive name order, as both type lists are shown. */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}
