import {
  auditOrganizationTypeChange,
  organizationTypeAuditView,
} from '@mocks/audit/organization-types';
import { db } from '@mocks/db';
import { badRequest, conflict, notFound } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, noContent, ok } from '@mocks/http/route';
import { byName, toOrganizationTypeDto } from '@mocks/views/organization';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

/** The texts of the organization types calls (the contract). */
export const ORGANIZATION_TYPE_MESSAGES = {
  nameRequired: 'Organization type name is required',
  nameTaken: 'An organization type with this name already exists',
  inUse: 'Organization type is in use',
} as const;

function checkName(name: string, organizationId: string, id: string | null): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw badRequest(ORGANIZATION_TYPE_MESSAGES.nameRequired, [
      { field: 'name', message: ORGANIZATION_TYPE_MESSAGES.nameRequired },
    ]);
  }
  const clash = db.organizationTypes.first(
    (t) =>
      t.organizationId === organizationId &&
      t.id !== id &&
      t.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  if (clash) throw conflict(ORGANIZATION_TYPE_MESSAGES.nameTaken, 'name');
  return trimmed;
}

/** An organization type of the caller's organization, else 404 (each organization has its own list). */
function ownType(id: string, user: { organizationId: string }) {
  const type = db.organizationTypes.find(id);
  if (!type || type.organizationId !== user.organizationId) throw notFound('Organization type');
  return type;
}

export const handlers = [
  defineRoute({
    operationId: 'listOrganizationTypes',
    auth: ANY_ROLE,
    handler: ({ user }) =>
      ok(200, {
        data: db.organizationTypes
          .where((t) => t.organizationId === user.organizationId)
          .sort(byName)
          .map(toOrganizationTypeDto),
      }),
  }),

  defineRoute({
    operationId: 'createOrganizationType',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const name = checkName(body.name, user.organizationId, null);
      const stamp = now.toISOString();
      const type = db.organizationTypes.insert({
        organizationId: user.organizationId,
        name,
        description: body.description?.trim() ?? '',
        createdAt: stamp,
        updatedAt: stamp,
      });
      auditOrganizationTypeChange(user, type, null, organizationTypeAuditView(type));
      return okVersioned(201, { data: toOrganizationTypeDto(type) });
    },
  }),

  defineRoute({
    operationId: 'updateOrganizationType',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const type = ownType(params.id, user);
      assertVersion(request, versionOf(type));
      const name = checkName(body.name, user.organizationId, type.id);
      const updated = db.organizationTypes.update(type.id, {
        name,
        description:
          body.description === undefined ? type.description : (body.description?.trim() ?? ''),
        updatedAt: now.toISOString(),
      })!;
      auditOrganizationTypeChange(
        user,
        type,
        organizationTypeAuditView(type),
        organizationTypeAuditView(updated),
      );
      return okVersioned(200, { data: toOrganizationTypeDto(updated) });
    },
  }),

  defineRoute({
    operationId: 'deleteOrganizationType',
    auth: ['admin'],
    handler: ({ org, user, params }) => {
      const type = ownType(params.id, user);
      if (org.typeId === type.id) throw conflict(ORGANIZATION_TYPE_MESSAGES.inUse);
      db.organizationTypes.remove(type.id);
      auditOrganizationTypeChange(user, type, organizationTypeAuditView(type), null);
      return noContent();
    },
  }),
];
