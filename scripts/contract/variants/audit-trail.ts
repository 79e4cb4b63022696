import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { toMetricDto } from '@mocks/views/metric';
import { toTeamDto } from '@mocks/views/team';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for the audit trail: writes that leave no entry; see broken-variants.ts. */

const TEAMS = '*/api/teams';
const METRICS = '*/api/performance-metrics';

/** An admin's body of a plain name-and-description team write, else null (the real handler answers). */
async function plainTeamBody(request: Request) {
  const auth = caller(request);
  const body = await jsonOf(request);
  if (!auth || auth.user.role !== 'admin' || !body) return null;
  if (Object.keys(body).some((k) => k !== 'name' && k !== 'description')) return null;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) return null;
  const taken = db.teams.first(
    (t) =>
      t.organizationId === auth.user.organizationId && t.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) return null;
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  return { organizationId: auth.user.organizationId, name, description };
}

const ownTeam = (request: Request, id: unknown) => {
  const auth = caller(request);
  const team = db.teams.find(param(id as string));
  return auth?.user.role === 'admin' && team?.organizationId === auth.user.organizationId
    ? team
    : null;
};

const teamAnswer = (status: number, id: string) =>
  HttpResponse.json({ data: toTeamDto(db.teams.find(id)!, now()) }, { status });

export const AUDIT_TRAIL_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'team creates, edits and deletes leave no audit entry',
    only: ['createTeam'],
    caught: { operationId: 'createTeam', category: 'state' },
    handlers: [
      http.post(TEAMS, async ({ request }) => {
        const fields = await plainTeamBody(request);
        if (!fields) return undefined;
        const stamp = now().toISOString();
        const team = db.teams.insert({
          ...fields,
          isActive: true,
          managerEmployeeIds: [],
          createdAt: stamp,
          updatedAt: stamp,
        });
        return teamAnswer(201, team.id);
      }),
      http.put(`${TEAMS}/:id`, async ({ request, params }) => {
        const team = ownTeam(request, params.id);
        const fields = team && (await plainTeamBody(request));
        if (!team || !fields) return undefined;
        db.teams.update(team.id, { ...fields, updatedAt: now().toISOString() });
        return teamAnswer(200, team.id);
      }),
      http.delete(`${TEAMS}/:id`, ({ request, params }) => {
        const team = ownTeam(request, params.id);
        if (!team || db.employees.count((e) => e.teamIds.includes(team.id)) > 0) return undefined;
        db.teams.remove(team.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  },
  {
    name: "a metric's move in the order leaves no audit entry",
    only: ['createPerformanceMetric'],
    caught: { operationId: 'createPerformanceMetric', category: 'state' },
    handlers: [
      http.put(`${METRICS}/:id`, async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        const metric = db.performanceMetrics.find(param(params.id));
        if (!auth || auth.user.role !== 'admin' || !body || !metric) return undefined;
        if (metric.organizationId !== auth.user.organizationId) return undefined;
        if (body.name !== metric.name || typeof body.order !== 'number') return undefined;
        if (body.order === metric.order) return undefined;
        const updated = db.performanceMetrics.update(metric.id, {
          order: body.order,
          updatedAt: now().toISOString(),
        })!;
        return HttpResponse.json({ data: toMetricDto(updated) });
      }),
    ],
  },
];
