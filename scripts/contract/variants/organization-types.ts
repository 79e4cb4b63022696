import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { versionOf } from '@mocks/http/versions';
import { byName, toOrganizationTypeDto } from '@mocks/views/organization';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/**
 * Broken variants of the mock for organization types (each organization has its own list): the
 * shared catalogue they replaced; see broken-variants.ts.
 */

const TYPES = '*/api/organization-types';

export const ORGANIZATION_TYPE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "every organization's types in one shared list",
    only: ['listOrganizationTypes'],
    caught: { operationId: 'listOrganizationTypes', category: 'org' },
    handlers: [
      http.get(TYPES, ({ request }) => {
        if (!caller(request)) return undefined;
        return HttpResponse.json({
          data: db.organizationTypes.all().sort(byName).map(toOrganizationTypeDto),
        });
      }),
    ],
  },
  {
    name: "any organization's admin may rename another organization's type",
    only: ['updateOrganizationType'],
    caught: { operationId: 'updateOrganizationType', category: 'org' },
    handlers: [
      http.put(`${TYPES}/:id`, async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const type = db.organizationTypes.find(param(params.id));
        if (!auth || auth.user.role !== 'admin' || !body || !type) return undefined;
        if (type.organizationId === auth.user.organizationId) return undefined;
        const updated = db.organizationTypes.update(type.id, {
          name: String(body.name ?? type.name).trim(),
          updatedAt: now().toISOString(),
        })!;
        return HttpResponse.json(
          { data: toOrganizationTypeDto(updated) },
          { headers: { ETag: `"${versionOf(updated)}"` } },
        );
      }),
    ],
  },
];
