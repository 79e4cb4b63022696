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

function checkName(name: string, id: string | null): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw badRequest(ORGANIZATION_TYPE_MESSAGES.nameRequired, [
      { field: 'name', message: ORGANIZATION_TYPE_MESSAGES.nameRequired },
    ]);
  }
  const clash = db.organizationTypes.first(
    (t) => t.id !== id && t.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  if (clash) throw conflict(ORGANIZATION_TYPE_MESSAGES.nameTaken);
  return trimmed;
}

// The catalogue is global (it feeds registration), so no organization scoping applies.
export const handlers = [
  defineRoute({
    method: 'get',
    path: '/api/organization-types',
    operationId: 'listOrganizationTypes',
    auth: ANY_ROLE,
    handler: () =>
      ok(200, { data: db.organizationTypes.all().sort(byName).map(toOrganizationTypeDto) }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/organization-types',
    operationId: 'createOrganizationType',
    auth: ['admin'],
    handler: ({ body, now }) => {
      const name = checkName(body.name, null);
      const stamp = now.toISOString();
      const type = db.organizationTypes.insert({
        name,
        description: body.description?.trim() ?? '',
        createdAt: stamp,
        updatedAt: stamp,
      });
      return okVersioned(201, { data: toOrganizationTypeDto(type) });
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/organization-types/{id}',
    operationId: 'updateOrganizationType',
    auth: ['admin'],
    handler: ({ params, body, now, request }) => {
      const type = db.organizationTypes.find(params.id);
      if (!type) throw notFound('Organization type');
      assertVersion(request, versionOf(type));
      const name = checkName(body.name, type.id);
      const updated = db.organizationTypes.update(type.id, {
        name,
        description:
          body.description === undefined ? type.description : (body.description?.trim() ?? ''),
        updatedAt: now.toISOString(),
      })!;
      return okVersioned(200, { data: toOrganizationTypeDto(updated) });
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/organization-types/{id}',
    operationId: 'deleteOrganizationType',
    auth: ['admin'],
    handler: ({ params }) => {
      const type = db.organizationTypes.find(params.id);
      if (!type) throw notFound('Organization type');
      if (db.organizations.first((o) => o.typeId === type.id))
        throw conflict(ORGANIZATION_TYPE_MESSAGES.inUse);
      db.organizationTypes.remove(type.id);
      return noContent();
    },
  }),
];
