import { db } from '@mocks/db';
import type { CompensationType } from '@mocks/db/records';
import { badRequest, conflict } from '@mocks/http/errors';
import { type BodyFor, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import {
  byOrderThenName,
  categoryTypes,
  toCompensationCategoryDto,
  toCompensationTypeDto,
} from '@mocks/views/compensation';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

export const COMPENSATION_ERRORS = {
  nameRequired: 'Name is required',
  categoryNameTaken: 'A category with this name already exists',
  typeNameTaken: 'A type with this name already exists',
  categoryInUse: 'This category has compensation records and cannot be deleted',
  typeInUse: 'This type has compensation records and cannot be deleted',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw badRequest(COMPENSATION_ERRORS.nameRequired, [
      { field: 'name', message: COMPENSATION_ERRORS.nameRequired },
    ]);
  }
  return trimmed;
}

const NAMED = {
  category: {
    rows: (organizationId: string) =>
      db.compensationCategories.lookup('organizationId', organizationId),
    taken: COMPENSATION_ERRORS.categoryNameTaken,
  },
  type: {
    rows: (organizationId: string) => db.compensationTypes.lookup('organizationId', organizationId),
    taken: COMPENSATION_ERRORS.typeNameTaken,
  },
};

/** Names are unique per organization among categories, and among types (409 otherwise). */
function assertNameFree(
  kind: keyof typeof NAMED,
  organizationId: string,
  name: string,
  exceptId?: string,
): void {
  const { rows, taken } = NAMED[kind];
  if (rows(organizationId).some((row) => row.id !== exceptId && sameName(row.name, name))) {
    throw conflict(taken);
  }
}

/** What a category or a type takes from its create or update body, the name required. */
function editableFields(
  body: BodyFor<'createCompensationCategory'> | BodyFor<'createCompensationType'>,
) {
  return {
    name: requiredName(body.name),
    description: body.description?.trim() ?? '',
    order: body.order ?? 0,
  };
}

/** Compensation history components and stage compensation data (recommendations) refer to types by id. */
function isTypeInUse(type: CompensationType): boolean {
  return (
    db.compensationComponents.lookup('typeId', type.id).length > 0 ||
    db.compensationData.first((data) => data.changes.some((change) => change.type === type.id)) !==
      undefined
  );
}

export const handlers = [
  defineRoute({
    operationId: 'listCompensationTypes',
    auth: ['admin', 'manager'],
    handler: ({ user }) => {
      const categories = db.compensationCategories
        .lookup('organizationId', user.organizationId)
        .sort(byOrderThenName);
      return ok(200, {
        data: categories.flatMap((category) =>
          categoryTypes(category.id).map(toCompensationTypeDto),
        ),
      });
    },
  }),

  defineRoute({
    operationId: 'listCompensationCategories',
    auth: ['admin', 'manager'],
    handler: ({ user, query }) =>
      ok(200, {
        data: db.compensationCategories
          .lookup('organizationId', user.organizationId)
          .sort(byOrderThenName)
          .map((category) => toCompensationCategoryDto(category, query.includeTypes === true)),
      }),
  }),

  defineRoute({
    operationId: 'createCompensationCategory',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const fields = editableFields(body);
      assertNameFree('category', user.organizationId, fields.name);
      const at = now.toISOString();
      const category = db.compensationCategories.insert({
        organizationId: user.organizationId,
        ...fields,
        createdAt: at,
        updatedAt: at,
      });
      return okVersioned(201, { data: toCompensationCategoryDto(category, true) });
    },
  }),

  defineRoute({
    operationId: 'updateCompensationCategory',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const category = scopeToOrg(
        db.compensationCategories.find(params.id),
        user,
        'Compensation category',
      );
      assertVersion(request, versionOf(category));
      const fields = editableFields(body);
      assertNameFree('category', user.organizationId, fields.name, category.id);
      const updated = db.compensationCategories.update(category.id, {
        ...fields,
        updatedAt: now.toISOString(),
      });
      return okVersioned(200, { data: toCompensationCategoryDto(updated ?? category, true) });
    },
  }),

  defineRoute({
    operationId: 'deleteCompensationCategory',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const category = scopeToOrg(
        db.compensationCategories.find(params.id),
        user,
        'Compensation category',
      );
      const types = categoryTypes(category.id);
      if (types.some(isTypeInUse)) throw conflict(COMPENSATION_ERRORS.categoryInUse);
      db.compensationTypes.removeWhere((t) => t.categoryId === category.id);
      db.compensationCategories.remove(category.id);
      return noContent();
    },
  }),

  defineRoute({
    operationId: 'createCompensationType',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const category = scopeToOrg(
        db.compensationCategories.find(params.id),
        user,
        'Compensation category',
      );
      const fields = editableFields(body);
      assertNameFree('type', user.organizationId, fields.name);
      const at = now.toISOString();
      const type = db.compensationTypes.insert({
        organizationId: user.organizationId,
        categoryId: category.id,
        ...fields,
        createdAt: at,
        updatedAt: at,
      });
      db.compensationCategories.update(category.id, { updatedAt: at });
      return okVersioned(201, { data: toCompensationTypeDto(type) });
    },
  }),

  defineRoute({
    operationId: 'updateCompensationType',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const type = scopeToOrg(db.compensationTypes.find(params.id), user, 'Compensation type');
      assertVersion(request, versionOf(type));
      const fields = editableFields(body);
      assertNameFree('type', user.organizationId, fields.name, type.id);
      const updated = db.compensationTypes.update(type.id, {
        ...fields,
        updatedAt: now.toISOString(),
      });
      return okVersioned(200, { data: toCompensationTypeDto(updated ?? type) });
    },
  }),

  defineRoute({
    operationId: 'deleteCompensationType',
    auth: ['admin'],
    handler: ({ user, params }) => {
      const type = scopeToOrg(db.compensationTypes.find(params.id), user, 'Compensation type');
      if (isTypeInUse(type)) throw conflict(COMPENSATION_ERRORS.typeInUse);
      db.compensationTypes.remove(type.id);
      return noContent();
    },
  }),
];
