import { http, HttpResponse } from 'msw';
import { isCycleActive } from '@/lib/cycles';
import { db } from '@mocks/db';
import type { ApprovalStep, Recommendation, User } from '@mocks/db/records';
import { decidableNow } from '@mocks/views/approval-chain';
import { buildCycleReport } from '@mocks/views/cycle-report';
import { now } from '@mocks/http/clock';
import { activeCyclesOf } from '@mocks/views/employee';
import { approvalStepsOf, employeeName, toRecommendationDto } from '@mocks/views/recommendation';
import { reviewTasksOf } from '@mocks/views/review-task';
import type { BrokenVariant } from '../broken-variants';
import { caller, param } from './helpers';

/**
 * Broken variants of the mock for the figures that must agree; see
 * broken-variants.ts and checks/figures.ts. Most count the way the mock counted before: every
 * undecided step of a submitted recommendation as a pending approval, a participant's status as
 * the manager's review.
 */

const undecided = (r: Recommendation) =>
  approvalStepsOf(r.id).filter((s: ApprovalStep) => s.decision === null);

/** Every undecided step of the organization's pending_approval recommendations (the old rule). */
const everyUndecidedStep = (organizationId: string) =>
  db.recommendations
    .lookup('organizationId', organizationId)
    .filter((r) => r.status === 'pending_approval')
    .flatMap((r) => undecided(r).map((step) => ({ recommendation: r, step })));

/** A pending-approvals row of `step`, as the real list answers. */
function rowOf(recommendation: Recommendation, step: ApprovalStep) {
  const steps = approvalStepsOf(recommendation.id);
  const participant = db.participants.find(recommendation.participantId)!;
  const cycle = db.reviewCycles.find(recommendation.cycleId)!;
  return {
    id: step.id,
    employeeName: employeeName(participant.employeeId),
    reviewCycle: cycle.name,
    daysPending: 0,
    cycleId: cycle.id,
    participantId: participant.id,
    recommendationId: recommendation.id,
    employeeId: participant.employeeId,
    approverId: step.approverEmployeeId,
    approverName: employeeName(step.approverEmployeeId),
    stepOrder: steps.findIndex((s) => s.id === step.id) + 1,
    stepCount: steps.length,
    submittedAt: recommendation.createdAt,
  };
}

const adminOnly = (request: Request): User | null => {
  const auth = caller(request);
  return auth?.user.role === 'admin' ? auth.user : null;
};

/** The manager summary with the given completed rule over the caller's active participations. */
function managerSummaryOf(user: User) {
  const active = new Set(activeCyclesOf(user.organizationId, now()).map((c) => c.id));
  const managed = user.employeeId
    ? db.participants
        .lookup('managerId', user.employeeId)
        .filter((p) => p.employeeId !== user.employeeId && active.has(p.cycleId))
    : [];
  // The old rule: a review is completed when the participant is completed.
  const completed = managed.filter((p) => p.status === 'completed').length;
  const pending = user.employeeId
    ? db.approvalSteps
        .lookup('approverEmployeeId', user.employeeId)
        .filter((s) => s.decision === null && decidableNow(s, user)).length
    : 0;
  return {
    teamMembers: 0,
    activeReviews: managed.length - completed,
    completedReviews: completed,
    pendingApprovals: pending,
  };
}

export const FIGURE_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a rejection leaves the participant pending approval',
    only: ['rejectRecommendation'],
    caught: { operationId: 'rejectRecommendation', category: 'state' },
    handlers: [
      http.patch(
        '*/api/review-cycles/:cycleId/participants/:participantId/recommendations/:recId/reject',
        ({ request, params }) => {
          const user = adminOnly(request);
          const recommendation = db.recommendations.find(param(params.recId));
          if (!user || !recommendation || recommendation.organizationId !== user.organizationId)
            return undefined;
          if (recommendation.status !== 'pending_approval') return undefined;
          const step = [...approvalStepsOf(recommendation.id)]
            .sort((a, b) => a.order - b.order)
            .find((s) => s.decision === null);
          if (!step) return undefined;
          const stamp = now().toISOString();
          db.approvalSteps.update(step.id, {
            decision: false,
            reason: 'other',
            comments: 'Rejected',
            decidedAt: stamp,
          });
          // The old rule: the recommendation is rejected, the participant stays pending_approval.
          const updated = db.recommendations.update(recommendation.id, {
            status: 'rejected',
            updatedAt: stamp,
          })!;
          return HttpResponse.json({ data: toRecommendationDto(updated) });
        },
      ),
    ],
  },
  {
    name: "an admin's pending approvals list every undecided step of a chain",
    only: ['listPendingApprovals'],
    caught: { operationId: 'listPendingApprovals', category: 'state' },
    handlers: [
      http.get('*/api/review-cycles/pending-approvals', ({ request }) => {
        const user = adminOnly(request);
        if (!user) return undefined;
        const data = everyUndecidedStep(user.organizationId).map(({ recommendation, step }) =>
          rowOf(recommendation, step),
        );
        return HttpResponse.json({ data });
      }),
    ],
  },
  {
    name: "an admin's pending approvals keep a rejected recommendation",
    only: ['listPendingApprovals'],
    caught: { operationId: 'listPendingApprovals', category: 'state' },
    handlers: [
      http.get('*/api/review-cycles/pending-approvals', ({ request }) => {
        const user = adminOnly(request);
        if (!user) return undefined;
        const data = db.recommendations
          .lookup('organizationId', user.organizationId)
          .filter((r) => r.status === 'pending_approval' || r.status === 'rejected')
          .flatMap((r) => {
            const step = [...approvalStepsOf(r.id)]
              .sort((a, b) => a.order - b.order)
              .find((s) => s.decision === null);
            return step ? [rowOf(r, step)] : [];
          });
        return HttpResponse.json({ data });
      }),
    ],
  },
  {
    name: 'the admin summary counts every undecided step as a pending approval',
    only: ['getAdminSummary'],
    caught: { operationId: 'getAdminSummary', category: 'state' },
    handlers: [
      http.get('*/api/dashboard/admin-summary', ({ request }) => {
        const user = adminOnly(request);
        if (!user) return undefined;
        const org = user.organizationId;
        const cycles = db.reviewCycles
          .lookup('organizationId', org)
          .map((c) => ({ ...c, status: db.reviewStatuses.find(c.statusId) ?? null }));
        return HttpResponse.json({
          data: {
            totalUsers: db.users.lookup('organizationId', org).length,
            activeUsers: 0,
            totalTeams: db.teams.lookup('organizationId', org).length,
            activeTeams: 0,
            activeCycles: cycles.filter((c) => isCycleActive(c, now())).length,
            pendingApprovals: everyUndecidedStep(org).length,
            overdueCycles: 0,
            teamsWithoutManagers: 0,
          },
        });
      }),
    ],
  },
  {
    name: 'a cycle report counts every undecided step per approver',
    only: ['getCycleReport'],
    caught: { operationId: 'getCycleReport', category: 'state' },
    handlers: [
      http.get('*/api/review-cycles/:cycleId/report', ({ request, params }) => {
        const user = adminOnly(request);
        const cycle = db.reviewCycles.find(param(params.cycleId));
        if (!user || !cycle || cycle.organizationId !== user.organizationId) return undefined;
        const counts = new Map<string, number>();
        for (const { recommendation, step } of everyUndecidedStep(user.organizationId))
          if (recommendation.cycleId === cycle.id)
            counts.set(step.approverEmployeeId, (counts.get(step.approverEmployeeId) ?? 0) + 1);
        const pendingByApprover = [...counts].map(([approverId, count]) => ({
          approverId,
          approverName: employeeName(approverId),
          count,
        }));
        return HttpResponse.json({ data: { ...buildCycleReport(cycle), pendingByApprover } });
      }),
    ],
  },
  {
    name: "the manager summary counts a participant's status as the manager's review",
    only: ['getManagerSummary'],
    caught: { operationId: 'getManagerSummary', category: 'state' },
    handlers: [
      http.get('*/api/manager/summary', ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'manager') return undefined;
        return HttpResponse.json({ data: managerSummaryOf(auth.user) });
      }),
    ],
  },
  {
    name: 'a manager review is ready before the self review is submitted',
    only: ['listMyReviews'],
    caught: { operationId: 'listMyReviews', category: 'state' },
    handlers: [
      http.get('*/api/me/reviews', ({ request }) => {
        const auth = caller(request);
        if (!auth || auth.user.role !== 'manager' || !auth.user.employeeId) return undefined;
        const user = auth.user;
        const data = reviewTasksOf(user.employeeId!, now(), (s) => decidableNow(s, user)).map(
          (task) => (task.kind === 'MANAGER' ? { ...task, ready: true } : task),
        );
        return HttpResponse.json({ data });
      }),
    ],
  },
];
