import { http, HttpResponse } from 'msw';
import { parseIfMatch } from '@/lib/record-version';
import { db } from '@mocks/db';
import { settleRecommendation } from '@mocks/db/approval-chain';
import { now } from '@mocks/http/clock';
import { approvalStepsOf, toRecommendationDto } from '@mocks/views/recommendation';
import { versionOf } from '@mocks/http/versions';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, notFound, param } from './helpers';

/** Broken variants of the mock for approvers deciding in their own queue; see broken-variants.ts. */

const PARTICIPANT = '*/api/review-cycles/:cycleId/participants/:participantId';
const REC = `${PARTICIPANT}/recommendations/:recId`;

const versionNow = (recId: string) => {
  const rec = db.recommendations.find(recId);
  return rec ? versionOf(rec, approvalStepsOf(rec.id)) : '';
};

/** Approves the caller's own undecided step whatever version they read. */
function approveAnyway(request: Request, recId: string) {
  const auth = caller(request);
  const rec = db.recommendations.find(recId);
  const participant = rec && db.participants.find(rec.participantId);
  if (!auth || !rec || !participant) return null;
  const step = approvalStepsOf(rec.id).find(
    (s) => s.approverEmployeeId === auth.user.employeeId && s.decision === null,
  );
  if (!step) return null;
  const stamp = now().toISOString();
  db.approvalSteps.update(step.id, { decision: true, decidedAt: stamp });
  settleRecommendation(rec, participant, stamp, auth.user);
  return toRecommendationDto(db.recommendations.find(rec.id)!);
}

const stale = (header: string | null, recId: string) => {
  const tags = parseIfMatch(header);
  return Array.isArray(tags) && !tags.includes(versionNow(recId));
};

export const APPROVER_QUEUE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'an approver who is not the manager cannot open the participant',
    only: ['getParticipant'],
    caught: { operationId: 'getParticipant', category: 'duties' },
    handlers: [
      http.get(PARTICIPANT, ({ request, params }) => {
        const auth = caller(request);
        const participant = db.participants.find(param(params.participantId));
        if (!auth || !participant || auth.user.role === 'admin') return undefined;
        const own = participant.employeeId === auth.user.employeeId;
        if (own || participant.managerId === auth.user.employeeId) return undefined;
        return notFound('Participant');
      }),
    ],
  },
  {
    name: 'the submitting manager left as the first, undecidable step of the chain',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'duties' },
    handlers: [
      // The chain as a server that puts the stage's manager step first shows it.
      http.get(PARTICIPANT, ({ request, params }) => {
        const auth = caller(request);
        const participant = db.participants.find(param(params.participantId));
        if (!auth || auth.user.role !== 'admin' || !participant?.managerId) return undefined;
        const rec = db.recommendations.lookup('participantId', participant.id)[0];
        if (!rec || rec.status === 'draft') return undefined;
        const steps = approvalStepsOf(rec.id);
        if (steps.some((s) => s.approverEmployeeId === participant.managerId)) return undefined;
        const dto = toRecommendationDto(rec);
        const manager = {
          id: 'appr_deadlock',
          approverId: participant.managerId,
          approver: null,
          order: 0,
          decision: null,
          reason: null,
          comments: null,
          decidedAt: null,
        };
        return HttpResponse.json({
          data: {
            id: participant.id,
            recommendations: [{ ...dto, approvalSteps: [manager, ...dto.approvalSteps] }],
          },
        });
      }),
    ],
  },
  {
    name: 'an approval of a stale version accepted',
    only: ['approveRecommendation'],
    caught: { operationId: 'approveRecommendation', category: 'duties' },
    handlers: [
      http.patch(`${REC}/approve`, ({ request, params }) => {
        const recId = param(params.recId);
        if (!stale(request.headers.get('If-Match'), recId)) return undefined;
        const data = approveAnyway(request, recId);
        return data ? HttpResponse.json({ data }) : undefined;
      }),
    ],
  },
  {
    name: 'a bulk approval ignores the versions read',
    only: ['bulkApproveRecommendations'],
    caught: { operationId: 'bulkApproveRecommendations', category: 'duties' },
    handlers: [
      http.post(
        '*/api/review-cycles/:cycleId/recommendations/bulk-approve',
        async ({ request }) => {
          const body = await jsonOf(request);
          const ids = Array.isArray(body?.recommendationIds)
            ? (body.recommendationIds as string[])
            : [];
          const read = (body?.versions ?? []) as { recommendationId: string; version: string }[];
          if (!read.some((v) => v.version !== versionNow(v.recommendationId))) return undefined;
          const results = ids.map((id) => {
            const data = approveAnyway(request, id);
            return {
              recommendationId: id,
              participantId: data?.participantId ?? null,
              approved: data !== null,
              error: data ? null : 'Forbidden',
            };
          });
          const approvedCount = results.filter((r) => r.approved).length;
          return HttpResponse.json({
            data: { approvedCount, refusedCount: results.length - approvedCount, results },
          });
        },
      ),
    ],
  },
];
