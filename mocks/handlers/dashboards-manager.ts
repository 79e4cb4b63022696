import type { components } from '@/api/schema';
import { currentSalary, lastIncrease } from '@/lib/compensation';
import { stageProgress, type StageProgress } from '@/lib/reviews-to-do';
import { db } from '@mocks/db';
import type { Employee, Participant, User } from '@mocks/db/records';
import { defineRoute, ok } from '@mocks/http/route';
import {
  activeCyclesOf,
  compensationHistoryOf,
  directReportIds,
  performanceHistoryOf,
} from '@mocks/views/employee';
import { stepStatusOf, workflowOf } from '@mocks/views/participant';
import { pendingApprovalsOfOrganization } from '@mocks/views/pending-approvals';
import { decidableNow } from '@mocks/views/approval-chain';

type DirectReportDto = components['schemas']['DirectReport'];

const DEFAULT_CURRENCY = 'USD';

/** The caller's direct reports (primary or secondary manager is the caller's employee), by name. */
function directReportsOf(user: User): Employee[] {
  if (!user.employeeId) return [];
  return [...directReportIds(user.employeeId)]
    .map((id) => db.employees.find(id))
    .filter((e): e is Employee => !!e && e.organizationId === user.organizationId)
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.id.localeCompare(b.id),
    );
}

/** Each direct report's participation in the organization's active cycles (newest cycle first). */
function activeParticipations(user: User, reports: Employee[], now: Date): Participant[] {
  const active = activeCyclesOf(user.organizationId, now);
  return reports.flatMap((employee) => {
    const mine = db.participants.lookup('employeeId', employee.id);
    return active
      .map((cycle) => mine.find((p) => p.cycleId === cycle.id))
      .filter((p): p is Participant => p !== undefined);
  });
}

function toDirectReportDto(
  employee: Employee,
  participation: Participant | undefined,
): DirectReportDto {
  const history = compensationHistoryOf(employee.id);
  const increase = lastIncrease(history);
  const salaryComponent = history
    .flatMap((h) => h.components)
    .find((c) => c.type.name.toLowerCase().includes('salary'));
  const user = employee.userId ? db.users.find(employee.userId) : undefined;
  return {
    id: employee.id,
    employeeId: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: user?.email ?? (employee.workEmail || employee.personalEmail || null),
    position: employee.position || 'Employee',
    teams: employee.teamIds
      .map((id) => db.teams.find(id))
      .filter((t) => t !== undefined)
      .map((t) => ({ id: t.id, name: t.name })),
    currentSalary: currentSalary(history),
    currency: salaryComponent?.currency ?? DEFAULT_CURRENCY,
    lastIncrease: increase
      ? { date: increase.date, amount: increase.amount, percent: increase.percent }
      : null,
    lastRating: performanceHistoryOf(employee.id)[0]?.performanceRating?.name ?? null,
    reviewStatus: participation?.status ?? null,
    activeCycleId: participation?.cycleId ?? null,
    participantId: participation?.id ?? null,
  };
}

/**
 * Where each manager review the caller owes in active cycles stands (src/lib/reviews-to-do): one
 * per manager_review stage of each participant they manage, as GET /api/me/reviews lists them.
 */
function managerReviewsInActiveCycles(user: User, now: Date): StageProgress[] {
  if (!user.employeeId) return [];
  const active = new Set(activeCyclesOf(user.organizationId, now).map((c) => c.id));
  return db.participants
    .lookup('managerId', user.employeeId)
    .filter((p) => p.employeeId !== user.employeeId && active.has(p.cycleId))
    .flatMap((participant) => {
      const stages = workflowOf(participant.cycleId, 'review')
        .steps.map((s) =>
          s.assigneeType === 'reviewStage' && s.assigneeId
            ? db.reviewStages.find(s.assigneeId)
            : undefined,
        )
        .filter((s) => s !== undefined);
      const instances = db.stageInstances.lookup('participantId', participant.id);
      const statuses = stages.map((stage) =>
        stepStatusOf(instances.find((i) => i.stageId === stage.id)),
      );
      return stages.flatMap((stage, i) =>
        stage.type === 'manager_review' ? [stageProgress(statuses, i)] : [],
      );
    });
}

/**
 * The pending approvals awaiting the caller (src/lib/pending-approvals): the step each
 * recommendation awaits is theirs and they may decide it (not their submission, not about them),
 * the rows GET /api/review-cycles/pending-approvals lists to them.
 */
function pendingApprovalsOf(user: User): number {
  if (!user.employeeId) return 0;
  return pendingApprovalsOfOrganization(user.organizationId).filter(
    ({ step }) => step.approverEmployeeId === user.employeeId && decidableNow(step, user),
  ).length;
}

export const handlers = [
  defineRoute({
    operationId: 'listMyDirectReports',
    auth: ['admin', 'manager'],
    handler: ({ user, now }) => {
      const reports = directReportsOf(user);
      const participations = activeParticipations(user, reports, now);
      return ok(200, {
        data: reports.map((employee) =>
          toDirectReportDto(
            employee,
            participations.find((p) => p.employeeId === employee.id),
          ),
        ),
      });
    },
  }),
  defineRoute({
    operationId: 'getManagerSummary',
    auth: ['admin', 'manager'],
    handler: ({ user, now }) => {
      const reports = directReportsOf(user);
      const reviews = managerReviewsInActiveCycles(user, now);
      const completed = reviews.filter((progress) => progress === 'submitted').length;
      return ok(200, {
        data: {
          teamMembers: reports.length,
          activeReviews: reviews.length - completed,
          completedReviews: completed,
          pendingApprovals: pendingApprovalsOf(user),
        },
      });
    },
  }),
];
