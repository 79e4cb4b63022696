import { http, HttpResponse } from 'msw';
import { MAX_MONEY, LARGE_CHANGE_PERCENT, SANITY_RAISE_PERCENT } from '@/lib/amount-limits';
import { db } from '@mocks/db';
import type { CompensationChange } from '@mocks/db/records';
import { approveOne } from '@mocks/handlers/recommendations';
import { normalizeChanges, toCompensationDataDto } from '@mocks/views/compensation-data';
import { submitRecommendation } from '@mocks/db/recommendation-submit';
import { now } from '@mocks/http/clock';
import type { ErrorDetail } from '@mocks/http/errors';
import { salaryOf } from '@mocks/views/participant';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for the amounts rules; see broken-variants.ts. */

export const COMPENSATION_DATA =
  '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/compensation-data';

export interface Target {
  participant: NonNullable<ReturnType<typeof db.participants.find>>;
  stage: NonNullable<ReturnType<typeof db.reviewStages.find>>;
  cycle: NonNullable<ReturnType<typeof db.reviewCycles.find>>;
}

export function targetOf(
  params: Record<string, string | readonly string[] | undefined>,
): Target | null {
  const participant = db.participants.find(param(params.participantId));
  const stage = db.reviewStages.find(param(params.stageId));
  const cycle = db.reviewCycles.find(param(params.cycleId));
  return participant && stage && cycle ? { participant, stage, cycle } : null;
}

/** Saves the rows as the real handler would, minus every rule the variant skips. */
export function store(
  target: Target,
  changes: CompensationChange[],
  body: Record<string, unknown>,
) {
  const { participant, stage } = target;
  const saved = {
    changes,
    justification: String(body.justification ?? ''),
    status: body.status === 'pending_approval' ? ('pending_approval' as const) : ('draft' as const),
    exception: null,
    updatedAt: now().toISOString(),
  };
  const existing = db.compensationData
    .lookup('participantId', participant.id)
    .find((c) => c.stageId === stage.id);
  if (existing) db.compensationData.update(existing.id, saved);
  else db.compensationData.insert({ participantId: participant.id, stageId: stage.id, ...saved });
}

export const AMOUNT_VARIANTS: readonly BrokenVariant[] = [
  {
    // A value past the limit is taken, rounded to Infinity and sent on as null.
    name: 'a money value above the maximum accepted and read back as null (1e308)',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'accepted', fuzz: true },
    handlers: [
      http.post(COMPENSATION_DATA, async ({ request, params }) => {
        const body = await jsonOf(request);
        const rows = Array.isArray(body?.compensationChanges) ? body.compensationChanges : [];
        const huge = rows.some(
          (r: { proposedValue?: unknown }) =>
            typeof r?.proposedValue === 'number' && !(r.proposedValue <= MAX_MONEY),
        );
        const target = targetOf(params);
        if (!huge || !caller(request) || !target) return undefined;
        // Stored, Math.round(1e308 * 100) / 100 is Infinity, which JSON sends on as null (the
        // variant answers it without storing: the real reads would break the test harness).
        const data = toCompensationDataDto(target.participant, target.stage);
        return HttpResponse.json({
          data: {
            ...data,
            compensationChanges: rows.map((r: { type?: unknown }) => ({
              type: String(r.type),
              typeName: 'Base Salary',
              currentValue: null,
              proposedValue: null,
              percentChange: null,
              override: false,
            })),
          },
        });
      }),
    ],
  },
  {
    name: "a manager's submission above the large-change limit accepted without an override",
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.post(COMPENSATION_DATA, async ({ request, params }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        const target = targetOf(params);
        if (!body || !auth || auth.user.role !== 'manager' || !target) return undefined;
        if (body.status !== 'pending_approval' || body.adminOverride === true) return undefined;
        if (!Array.isArray(body.compensationChanges)) return undefined;
        const details: ErrorDetail[] = [];
        const changes = normalizeChanges(body.compensationChanges, target.participant, details);
        if (details.length > 0) return undefined;
        const salary = salaryOf(target.participant.employeeId).amount ?? 0;
        const increase = changes
          .filter((c) => /salary/i.test(c.typeName))
          .reduce((sum, c) => sum + c.proposedValue - (c.currentValue ?? salary), 0);
        if (!(salary > 0 && (increase / salary) * 100 > LARGE_CHANGE_PERCENT)) return undefined;
        store(target, changes, body);
        submitRecommendation(
          { ...target, user: auth.user, changes, notes: String(body.justification ?? '') },
          now().toISOString(),
        );
        return HttpResponse.json({ data: toCompensationDataDto(target.participant, target.stage) });
      }),
    ],
  },
  {
    // A $5,000,000 raise on $160,000 passed with a one-line justification.
    name: "a manager's raise above 100% of the salary accepted (the sanity limit skipped)",
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.post(COMPENSATION_DATA, async ({ request, params }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        const target = targetOf(params);
        if (!body || !auth || auth.user.role !== 'manager' || !target) return undefined;
        if (!Array.isArray(body.compensationChanges)) return undefined;
        const details: ErrorDetail[] = [];
        const changes = normalizeChanges(body.compensationChanges, target.participant, details);
        if (details.length > 0) return undefined;
        const past = changes.some(
          (c) =>
            /salary/i.test(c.typeName) &&
            (c.currentValue ?? 0) > 0 &&
            ((c.proposedValue - c.currentValue!) / c.currentValue!) * 100 > SANITY_RAISE_PERCENT,
        );
        if (!past) return undefined;
        store(target, changes, body);
        if (body.status === 'pending_approval')
          submitRecommendation(
            { ...target, user: auth.user, changes, notes: String(body.justification ?? '') },
            now().toISOString(),
          );
        return HttpResponse.json({ data: toCompensationDataDto(target.participant, target.stage) });
      }),
    ],
  },
  {
    name: 'bulk approve approves flagged recommendations',
    only: ['bulkApproveRecommendations'],
    caught: { operationId: 'bulkApproveRecommendations', category: 'state' },
    handlers: [
      http.post(
        '*/api/review-cycles/:cycleId/recommendations/bulk-approve',
        async ({ request, params }) => {
          const body = await jsonOf(request);
          const auth = caller(request);
          const ids = Array.isArray(body?.recommendationIds) ? body.recommendationIds : null;
          if (!auth || auth.user.role !== 'admin' || !ids) return undefined;
          const cycleId = param(params.cycleId);
          const stamp = now().toISOString();
          const results = ids.map((recId: string) => {
            const rec = db.recommendations.find(recId);
            const participantId = rec?.participantId ?? null;
            try {
              if (!rec || rec.cycleId !== cycleId) throw new Error('Recommendation not found');
              approveOne(
                auth.user,
                { cycleId, participantId: rec.participantId, recId },
                null,
                stamp,
              );
              return { recommendationId: recId, participantId, approved: true, error: null };
            } catch (error) {
              const text = (error as { error?: string }).error ?? String(error);
              return { recommendationId: recId, participantId, approved: false, error: text };
            }
          });
          const approvedCount = results.filter((r: { approved: boolean }) => r.approved).length;
          return HttpResponse.json({
            data: { approvedCount, refusedCount: results.length - approvedCount, results },
          });
        },
      ),
    ],
  },
];
