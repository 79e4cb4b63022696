import { getResponse, http } from 'msw';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for the setup a new organization starts with; see broken-variants.ts. */

/** What registration gives a new organization beyond itself, its admin and its lookups. */
function dropSetupOf(organizationId: string): void {
  const templates = db.workflowTemplates.where((t) => t.organizationId === organizationId);
  const templateIds = new Set(templates.map((t) => t.id));
  db.workflowStepTemplates.removeWhere((s) => templateIds.has(s.templateId));
  db.workflowTemplates.removeWhere((t) => templateIds.has(t.id));
  db.reviewStages.removeWhere((s) => s.organizationId === organizationId);
  db.performanceMetrics.removeWhere((m) => m.organizationId === organizationId);
  db.compensationTypes.removeWhere((t) => t.organizationId === organizationId);
  db.compensationCategories.removeWhere((c) => c.organizationId === organizationId);
}

export const STARTER_SETUP_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a new organization registers without a setup',
    only: ['register'],
    caught: { operationId: 'register', category: 'state' },
    handlers: [
      // Registers as the mock does (every rule of the call), then leaves the organization bare.
      http.post('*/api/auth/register', async ({ request }) => {
        const response = await getResponse(handlers, request);
        if (response?.status !== 201) return response;
        const body = (await response.clone().json()) as { user?: { organizationId?: string } };
        if (body.user?.organizationId) dropSetupOf(body.user.organizationId);
        return response;
      }),
    ],
  },
];
