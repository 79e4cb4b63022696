import { http, HttpResponse } from 'msw';
import { proposedSalary as salaryAfter } from '@/lib/recommendations';
import { db } from '@mocks/db';
import type { ApprovalStep, User } from '@mocks/db/records';
import { settleRecommendation } from '@mocks/db/approval-chain';
import { now } from '@mocks/http/clock';
import { approvalStepsOf, toRecommendationDto } from '@mocks/views/recommendation';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for the approvals rules; see broken-variants.ts. */

const EDIT_KEYS = new Set(['proposedIncrease', 'proposedSalary', 'notes']);
const REC = '*/api/review-cycles/:cycleId/participants/:participantId/recommendations/:recId';

/** The recommendation a decision names, when the caller's organization holds it. */
function targetOf(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
) {
  const auth = caller(request);
  const recommendation = db.recommendations.find(param(params.recId));
  const participant = recommendation && db.participants.find(recommendation.participantId);
  if (!auth || !recommendation || !participant) return null;
  if (recommendation.organizationId !== auth.user.organizationId) return null;
  if (participant.id !== param(params.participantId)) return null;
  if (participant.cycleId !== param(params.cycleId)) return null;
  return { user: auth.user, recommendation, participant };
}

const submitterOf = (recommendationId: string) =>
  db.recommendationEvents
    .lookup('recommendationId', recommendationId)
    .filter((e) => e.action === 'submit')
    .at(-1)?.actorUserId;

const ownStep = (steps: ApprovalStep[], user: User) =>
  steps.find((s) => s.approverEmployeeId === user.employeeId);

/** The step a submitter would decide: their own, else (an admin) the first undecided one. */
const submittersStep = (steps: ApprovalStep[], user: User) =>
  ownStep(steps, user) ??
  (user.role === 'admin' ? steps.find((s) => s.decision === null) : undefined);

/** Records `decision` on `step` and answers as the real handler does (history left out). */
function decideAnyway(
  target: NonNullable<ReturnType<typeof targetOf>>,
  step: ApprovalStep,
  decision: boolean,
) {
  const stamp = now().toISOString();
  db.approvalSteps.update(step.id, { decision, reason: null, comments: null, decidedAt: stamp });
  settleRecommendation(target.recommendation, target.participant, stamp, target.user);
  const fresh = db.recommendations.find(target.recommendation.id)!;
  return HttpResponse.json({ data: toRecommendationDto(fresh) });
}

/** The first undecided step in order, unless a step rejected the chain. */
const nextUndecided = (steps: ApprovalStep[]) =>
  steps.some((s) => s.decision === false) ? undefined : steps.find((s) => s.decision === null);

/** An admin deciding on a chain they neither submitted nor are the subject of. */
function adminOnOthers(target: ReturnType<typeof targetOf>) {
  if (!target || target.user.role !== 'admin') return false;
  if (submitterOf(target.recommendation.id) === target.user.id) return false;
  return target.participant.employeeId !== target.user.employeeId;
}

/** Whether `user` decided a step of the chain (their own, or one on behalf). */
const decidedOne = (steps: ApprovalStep[], user: User) =>
  steps.some(
    (s) =>
      s.decision !== null &&
      (s.decidedByUserId === user.id ||
        (!s.decidedByUserId && s.approverEmployeeId === user.employeeId)),
  );

export const DUTY_OVERRIDE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: "an admin's decision on another approver's step taken without an override",
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/approve`, async ({ request, params }) => {
        const target = targetOf(request, params);
        const body = await jsonOf(request);
        if (!target || !adminOnOthers(target) || body?.onBehalf) return undefined;
        const steps = approvalStepsOf(target.recommendation.id);
        const next = nextUndecided(steps);
        if (!next || next.approverEmployeeId === target.user.employeeId) return undefined;
        if (decidedOne(steps, target.user)) return undefined;
        return decideAnyway(target, next, true);
      }),
    ],
  },
  {
    name: 'one admin may decide every step of a chain, one override at a time',
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/approve`, async ({ request, params }) => {
        const target = targetOf(request, params);
        const body = await jsonOf(request);
        if (!target || !adminOnOthers(target) || !body?.onBehalf) return undefined;
        if (typeof body.onBehalfJustification !== 'string' || !body.onBehalfJustification.trim())
          return undefined;
        const steps = approvalStepsOf(target.recommendation.id);
        const next = nextUndecided(steps);
        if (!next || !decidedOne(steps, target.user)) return undefined;
        return decideAnyway(target, next, true);
      }),
    ],
  },
  {
    name: 'an admin may edit the amount of a recommendation about themself',
    only: ['editRecommendation'],
    caught: { operationId: 'editRecommendation', category: 'duties' },
    handlers: [
      http.patch(REC, async ({ request, params }) => {
        const target = targetOf(request, params);
        const body = await jsonOf(request);
        if (!target || target.user.role !== 'admin' || !body) return undefined;
        if (target.participant.employeeId !== target.user.employeeId) return undefined;
        const increase = body.proposedIncrease;
        if (typeof increase !== 'number' || increase < 0) return undefined;
        const updated = db.recommendations.update(target.recommendation.id, {
          proposedIncrease: increase,
          proposedSalary: salaryAfter(target.recommendation.currentSalary, increase),
          updatedAt: now().toISOString(),
        })!;
        return HttpResponse.json({ data: toRecommendationDto(updated) });
      }),
    ],
  },
  {
    name: 'an admin may save the compensation data of their own review',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'duties' },
    handlers: [
      http.post(
        '*/api/review-cycles/:cycleId/participants/:participantId/stages/:stageId/compensation-data',
        ({ request, params }) => {
          const auth = caller(request);
          const participant = db.participants.find(param(params.participantId));
          if (!auth || auth.user.role !== 'admin' || !participant) return undefined;
          if (participant.employeeId !== auth.user.employeeId) return undefined;
          // Accepted as if the admin were anyone else; nothing is stored.
          return HttpResponse.json({ data: null });
        },
      ),
    ],
  },
];

export const APPROVAL_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'the submitter may approve their own submission',
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/approve`, ({ request, params }) => {
        const target = targetOf(request, params);
        if (!target || submitterOf(target.recommendation.id) !== target.user.id) return undefined;
        const step = submittersStep(approvalStepsOf(target.recommendation.id), target.user);
        if (!step || step.decision !== null) return undefined;
        return decideAnyway(target, step, true);
      }),
    ],
  },
  {
    name: 'an approval out of order accepted',
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/approve`, ({ request, params }) => {
        const target = targetOf(request, params);
        if (!target || submitterOf(target.recommendation.id) === target.user.id) return undefined;
        const steps = approvalStepsOf(target.recommendation.id);
        const step = ownStep(steps, target.user);
        const earlierOpen = steps.some((s) => step && s.order < step.order && s.decision === null);
        if (!step || step.decision !== null || !earlierOpen) return undefined;
        return decideAnyway(target, step, true);
      }),
    ],
  },
  {
    name: 'the submitter may reject their own submission',
    only: ['rejectRecommendation'],
    caught: { operationId: 'rejectRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/reject`, ({ request, params }) => {
        const target = targetOf(request, params);
        if (!target || submitterOf(target.recommendation.id) !== target.user.id) return undefined;
        const step = submittersStep(approvalStepsOf(target.recommendation.id), target.user);
        if (!step || step.decision !== null) return undefined;
        return decideAnyway(target, step, false);
      }),
    ],
  },
  {
    name: 'an undo under a later decision accepted',
    only: ['undoRecommendationDecision'],
    caught: { operationId: 'undoRecommendationDecision', category: 'duties' },
    handlers: [
      http.patch(`${REC}/undo`, ({ request, params }) => {
        const target = targetOf(request, params);
        if (!target || target.user.role === 'admin') return undefined;
        const steps = approvalStepsOf(target.recommendation.id);
        const step = ownStep(steps, target.user);
        const laterDecided = steps.some((s) => step && s.order > step.order && s.decision !== null);
        if (!step || step.decision === null || !laterDecided) return undefined;
        const stamp = now().toISOString();
        db.approvalSteps.update(step.id, { decision: null, decidedAt: null });
        settleRecommendation(target.recommendation, target.participant, stamp, target.user);
        const fresh = db.recommendations.find(target.recommendation.id)!;
        return HttpResponse.json({ data: toRecommendationDto(fresh) });
      }),
    ],
  },
  {
    name: 'an admin edit of the amount of an approved recommendation keeps it approved',
    only: ['editRecommendation'],
    caught: { operationId: 'editRecommendation', category: 'duties' },
    handlers: [
      http.patch(REC, async ({ request, params }) => {
        const target = targetOf(request, params);
        const body = await jsonOf(request);
        if (!target || target.user.role !== 'admin' || !body) return undefined;
        if (!Object.keys(body).every((key) => EDIT_KEYS.has(key))) return undefined;
        const increase = body.proposedIncrease;
        const notes = body.notes;
        if (typeof increase !== 'number' || typeof notes !== 'string' || notes.trim().length < 10)
          return undefined;
        if (increase < 0 || increase > target.recommendation.currentSalary / 2) return undefined;
        // Stores the new amount and nothing else: the decisions and the status stay.
        const updated = db.recommendations.update(target.recommendation.id, {
          proposedIncrease: increase,
          proposedSalary: salaryAfter(target.recommendation.currentSalary, increase),
          notes: notes.trim(),
          updatedAt: now().toISOString(),
        })!;
        return HttpResponse.json({ data: toRecommendationDto(updated) });
      }),
    ],
  },
];
