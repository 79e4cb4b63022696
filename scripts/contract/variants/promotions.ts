import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { submitRecommendation } from '@mocks/db/recommendation-submit';
import { approveOne } from '@mocks/handlers/recommendations';
import { now } from '@mocks/http/clock';
import type { ErrorDetail } from '@mocks/http/errors';
import { normalizeChanges, toCompensationDataDto } from '@mocks/views/compensation-data';
import { guardrailRefusalOf } from '@mocks/views/guideline';
import { toRecommendationDto } from '@mocks/views/recommendation';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for promotions; see broken-variants.ts. */

const COMPENSATION_DATA =
  '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/compensation-data';
const APPROVE =
  '*/api/review-cycles/:cycleId/participants/:participantId/recommendations/:recId/approve';

export const PROMOTION_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'the level of a pending promotion is deleted',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.delete('*/api/levels/:id', ({ request, params }) => {
        const auth = caller(request);
        const level = db.levels.find(param(params.id));
        if (auth?.user.role !== 'admin' || level?.organizationId !== auth.user.organizationId)
          return undefined;
        db.levels.remove(level.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  },
  {
    name: "a promotion below the new band's minimum submitted without a justification",
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.post(COMPENSATION_DATA, async ({ request, params }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        const participant = db.participants.find(param(params.participantId));
        const stage = db.reviewStages.find(param(params.stageId));
        const cycle = db.reviewCycles.find(param(params.cycleId));
        if (!body || !auth || !participant || !stage || !cycle) return undefined;
        const newLevelId = typeof body.newLevelId === 'string' ? body.newLevelId : null;
        if (!newLevelId || body.promotionJustification || body.status !== 'pending_approval')
          return undefined;
        if (!Array.isArray(body.compensationChanges)) return undefined;
        const details: ErrorDetail[] = [];
        const changes = normalizeChanges(body.compensationChanges, participant, details);
        if (details.length > 0) return undefined;
        // Taken as the real handler would, minus the minimum rule.
        submitRecommendation(
          {
            user: auth.user,
            cycle,
            participant,
            stage,
            changes,
            notes: String(body.justification ?? ''),
            promotion: { newLevelId, justification: null },
          },
          now().toISOString(),
        );
        return HttpResponse.json({ data: toCompensationDataDto(participant, stage) });
      }),
    ],
  },
  {
    // The merit matrix's hard cap blocked a raise that only reached the new band's minimum.
    name: "a promotion's raise held to the merit matrix's hard cap",
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      http.post(COMPENSATION_DATA, async ({ request, params }) => {
        const body = await jsonOf(request);
        const auth = caller(request);
        const participant = db.participants.find(param(params.participantId));
        const cycle = db.reviewCycles.find(param(params.cycleId));
        if (!body?.newLevelId || body.status !== 'pending_approval') return undefined;
        if (!auth || !participant || !cycle || !Array.isArray(body.compensationChanges))
          return undefined;
        const details: ErrorDetail[] = [];
        const changes = normalizeChanges(body.compensationChanges, participant, details);
        if (details.length > 0) return undefined;
        // Judged as a merit raise: the cell of the rating, not the promotion's guideline.
        const verdict = guardrailRefusalOf({
          user: auth.user,
          cycle,
          participant,
          changes,
          exceptionJustification: String(body.exceptionJustification ?? ''),
          adminOverride: body.adminOverride === true,
        });
        if (verdict?.refusal !== 'override') return undefined;
        return HttpResponse.json({ error: verdict.message }, { status: 409 });
      }),
    ],
  },
  {
    name: 'an approved promotion that moves the level and leaves the salary as it was',
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'state' },
    handlers: [
      http.patch(APPROVE, async ({ request, params }) => {
        const auth = caller(request);
        const rec = db.recommendations.find(param(params.recId));
        const participant = rec ? db.participants.find(rec.participantId) : undefined;
        if (!auth || !rec?.newLevelId || !participant) return undefined;
        const body = await jsonOf(request);
        const comments = typeof body?.comments === 'string' ? body.comments : null;
        const ids = {
          cycleId: param(params.cycleId),
          participantId: param(params.participantId),
          recId: rec.id,
        };
        try {
          approveOne(auth.user, ids, comments, now().toISOString());
        } catch {
          return undefined; // a refusal: the real handler answers it
        }
        // The level moved; the salary waits: the approval's pay entry is taken out again.
        for (const entry of db.compensationHistories.lookup('cycleId', participant.cycleId)) {
          if (entry.employeeId !== participant.employeeId) continue;
          for (const c of db.compensationComponents.lookup('historyId', entry.id))
            db.compensationComponents.remove(c.id);
          db.compensationHistories.remove(entry.id);
        }
        return HttpResponse.json({ data: toRecommendationDto(db.recommendations.find(rec.id)!) });
      }),
    ],
  },
  {
    name: "an approved promotion that leaves the employee's level as it was",
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'state' },
    handlers: [
      http.patch(APPROVE, async ({ request, params }) => {
        const auth = caller(request);
        const rec = db.recommendations.find(param(params.recId));
        const participant = rec ? db.participants.find(rec.participantId) : undefined;
        const employee = participant ? db.employees.find(participant.employeeId) : undefined;
        if (!auth || !rec?.newLevelId || !employee) return undefined;
        const body = await jsonOf(request);
        const comments = typeof body?.comments === 'string' ? body.comments : null;
        const ids = {
          cycleId: param(params.cycleId),
          participantId: param(params.participantId),
          recId: rec.id,
        };
        try {
          approveOne(auth.user, ids, comments, now().toISOString());
        } catch {
          return undefined; // a refusal: the real handler answers it
        }
        db.employees.update(employee.id, { levelId: employee.levelId });
        const fresh = db.recommendations.find(rec.id)!;
        return HttpResponse.json({ data: toRecommendationDto(fresh) });
      }),
    ],
  },
];
