import {
  auditOrganizationChange,
  auditRegistrationChange,
  organizationAuditView,
  registrationAuditView,
} from '@mocks/audit/organization';
import { db } from '@mocks/db';
import { type ErrorDetail, throwIfInvalid } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { byName, toOrganizationDto, toOrganizationTypeDto } from '@mocks/views/organization';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';
import { defaultOrganizationTypes } from '@mocks/db/organization-type-copies';

/** The texts of the organization calls (spec 01 §5 and the contract). */
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organization name is required',
  typeRequired: 'Organization type is required',
  invalidDomain: 'Please enter a valid domain, e.g. example.com',
} as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const handlers = [
  defineRoute({
    operationId: 'getOrganization',
    auth: ANY_ROLE,
    handler: ({ org }) => okVersioned(200, toOrganizationDto(org)),
  }),

  defineRoute({
    operationId: 'updateOrganization',
    auth: ['admin'],
    handler: ({ user, org, body, now, request }) => {
      assertVersion(request, versionOf(org));
      const m = ORGANIZATION_MESSAGES;
      const details: ErrorDetail[] = [];
      const name = body.name.trim();
      const domain = (body.domain ?? '')
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/+$/, '');
      if (!name) details.push({ field: 'name', message: m.nameRequired });
      if (db.organizationTypes.find(body.typeId)?.organizationId !== org.id)
        details.push({ field: 'typeId', message: m.typeRequired });
      if (domain && !DOMAIN.test(domain))
        details.push({ field: 'domain', message: m.invalidDomain });
      throwIfInvalid(details);
      const updated = db.organizations.update(org.id, {
        name,
        domain: body.domain === undefined ? org.domain : domain || null,
        typeId: body.typeId,
        firstName: body.firstName?.trim() ?? org.firstName,
        lastName: body.lastName?.trim() ?? org.lastName,
        updatedAt: now.toISOString(),
      })!;
      auditOrganizationChange(user, organizationAuditView(org), organizationAuditView(updated));
      return okVersioned(200, toOrganizationDto(updated));
    },
  }),

  defineRoute({
    operationId: 'updateRegistrationSettings',
    auth: ['admin'],
    handler: ({ user, org, body, now, request }) => {
      assertVersion(request, versionOf(org));
      const updated = db.organizations.update(org.id, {
        allowUserRegistration: body.allowUserRegistration,
        requireEmailVerification: body.requireEmailVerification,
        updatedAt: now.toISOString(),
      })!;
      auditRegistrationChange(user, registrationAuditView(org), registrationAuditView(updated));
      return okVersioned(200, { data: toOrganizationDto(updated) });
    },
  }),

  defineRoute({
    operationId: 'listRegistrationOrganizationTypes',
    auth: 'public',
    handler: () =>
      ok(200, { data: defaultOrganizationTypes().sort(byName).map(toOrganizationTypeDto) }),
  }),
];
