import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import type { PerformanceMetric } from '@mocks/db/records';
import { now } from '@mocks/http/clock';
import { toMetricDto } from '@mocks/views/metric';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for unique names; see broken-variants.ts. */

const METRICS = '*/api/performance-metrics';

/** The metric of the caller's organization named like `name` (trimmed, any case). */
function namesake(organizationId: string, name: unknown, exceptId?: string) {
  const wanted = String(name ?? '')
    .trim()
    .toLowerCase();
  return db.performanceMetrics.first(
    (m) =>
      m.organizationId === organizationId &&
      m.id !== exceptId &&
      m.name.trim().toLowerCase() === wanted,
  );
}

const answer = (status: number, metric: PerformanceMetric) => {
  const data = toMetricDto(metric);
  return HttpResponse.json({ data }, { status, headers: { ETag: `"${data.version}"` } });
};

/** True when a team of the organization is named like `name` (trimmed, any case). */
const teamNamed = (organizationId: string, name: unknown) =>
  db.teams.lookup('organizationId', organizationId).some(
    (t) =>
      t.name.trim().toLowerCase() ===
      String(name ?? '')
        .trim()
        .toLowerCase(),
  );

export const UNIQUENESS_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a taken team name answers 409 without naming the field',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'state' },
    handlers: [
      http.post('*/api/teams', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || !body || !teamNamed(auth.user.organizationId, body.name)) return undefined;
        return HttpResponse.json(
          { error: 'A team with this name already exists' },
          { status: 409 },
        );
      }),
    ],
  },
  {
    name: 'a second metric may take a name the organization already has',
    only: ['createPerformanceMetric'],
    caught: { operationId: 'createPerformanceMetric', category: 'state' },
    handlers: [
      http.post(METRICS, async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || !body || !namesake(auth.user.organizationId, body.name)) return undefined;
        const stamp = now().toISOString();
        const metric = db.performanceMetrics.insert({
          organizationId: auth.user.organizationId,
          name: String(body.name).trim(),
          description: '',
          order: Number(body.order ?? 0),
          scaleType: 'numeric',
          minValue: 0,
          maxValue: 5,
          options: [],
          validationRules: { min: 0, max: 5 },
          placeholder: '',
          helpText: '',
          isActive: true,
          createdAt: stamp,
          updatedAt: stamp,
        });
        return answer(201, metric);
      }),
    ],
  },
  {
    name: "a metric may be renamed to another metric's name",
    only: ['updatePerformanceMetric'],
    caught: { operationId: 'updatePerformanceMetric', category: 'state' },
    handlers: [
      http.put(`${METRICS}/:id`, async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const metric = db.performanceMetrics.find(param(params.id));
        if (!auth || !body || !metric || metric.organizationId !== auth.user.organizationId)
          return undefined;
        if (!namesake(auth.user.organizationId, body.name, metric.id)) return undefined;
        const updated = db.performanceMetrics.update(metric.id, {
          name: String(body.name).trim(),
          updatedAt: now().toISOString(),
        })!;
        return answer(200, updated);
      }),
    ],
  },
];
