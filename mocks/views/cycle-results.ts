import type { components } from '@/api/schema';
import { isPotentialMetricName } from '@/lib/calibration';
import { increasePercent, type ResultDecision } from '@/lib/cycle-report';
import { db } from '@mocks/db';
import type { Participant, ReviewCycle } from '@mocks/db/records';
import { firstRecommendations, poolMembers } from './budget';
import { calibratedRating } from './calibration-rating';
import { workflowOf } from './participant';
import { pendingApprovalsAmong } from './pending-approvals';
import { approvalStepsOf, employeeName, eventsOf } from './recommendation';

type CycleResultRow = components['schemas']['CycleResultRow'];

const DECISION_WORD = { true: 'Approved', false: 'Rejected', null: 'Pending' } as const;

/**
 * A participant's rating: the last calibration move's rating when calibrated, else the one of
 * their manager review ({@link reviewedRating}).
 */
export function participantRating(participant: Participant): number | null {
  return calibratedRating(participant.id) ?? reviewedRating(participant);
}

/**
 * The rating of a participant's manager review: the first numeric metric answered in their
 * manager review stage (in the stage's metric order); null when not rated yet.
 */
export function reviewedRating(participant: Participant): number | null {
  const responses = db.metricResponses.lookup('participantId', participant.id);
  if (responses.length === 0) return null;
  const stages = db.reviewStages
    .lookup('organizationId', participant.organizationId)
    .filter((s) => s.type === 'manager_review');
  for (const stage of stages) {
    for (const selected of stage.settings.selectedMetrics) {
      const metric = db.performanceMetrics.find(selected.id);
      if (metric?.scaleType !== 'numeric' || isPotentialMetricName(metric.name)) continue;
      const answer = responses.find((r) => r.stageId === stage.id && r.metricId === metric.id);
      const value = answer ? Number.parseFloat(answer.value) : Number.NaN;
      if (Number.isFinite(value)) return value;
    }
  }
  return null;
}

/** Who a participant is, as the result and calibration rows name them (team: their first). */
export function participantIdentity(participant: Participant) {
  const employee = db.employees.find(participant.employeeId);
  const teamId = employee?.teamIds[0];
  return {
    participantId: participant.id,
    employeeId: participant.employeeId,
    employeeName: employeeName(participant.employeeId),
    teamName: teamId ? (db.teams.find(teamId)?.name ?? null) : null,
    position: employee?.position ?? '',
  };
}

/** When the participant's last review step was submitted (null while any step is open). */
function reviewCompletedAt(participant: Participant, reviewStageIds: string[]): string | null {
  if (reviewStageIds.length === 0) return null;
  const instances = db.stageInstances.lookup('participantId', participant.id);
  let latest: string | null = null;
  for (const stageId of reviewStageIds) {
    const instance = instances.find((i) => i.stageId === stageId);
    const done = instance?.status === 'completed' || instance?.status === 'pending_approval';
    if (!done || !instance.submittedAt) return null;
    if (!latest || instance.submittedAt > latest) latest = instance.submittedAt;
  }
  return latest;
}

/** One result row per participant (what the reports table and its CSV show), sorted by name. */
export function buildCycleResults(cycle: ReviewCycle): CycleResultRow[] {
  const reviewStageIds = workflowOf(cycle.id, 'review')
    .steps.map((s) => s.assigneeId)
    .filter((id): id is string => Boolean(id));
  const first = firstRecommendations(cycle.id);
  const rows = poolMembers(cycle).map(({ participant, currentSalary }): CycleResultRow => {
    const rec = first.get(participant.id);
    const steps = rec ? approvalStepsOf(rec.id) : [];
    const decision: ResultDecision =
      !rec || rec.status === 'draft'
        ? 'not_submitted'
        : rec.status === 'pending_approval'
          ? 'pending'
          : rec.status;
    const decided = steps.map((s) => s.decidedAt).filter((d): d is string => Boolean(d));
    const submits = rec ? eventsOf(rec.id).filter((e) => e.action === 'submit') : [];
    return {
      ...participantIdentity(participant),
      currentSalary,
      rating: participantRating(participant),
      increase: rec ? rec.proposedIncrease : null,
      increasePercent: rec ? increasePercent(rec.proposedIncrease, currentSalary) : null,
      newSalary: rec ? rec.proposedSalary : null,
      bonus: rec ? rec.proposedBonus : null,
      approvers: steps
        .map(
          (s) =>
            `${employeeName(s.approverEmployeeId)} (${DECISION_WORD[String(s.decision) as 'true']})`,
        )
        .join('; '),
      decision,
      submittedAt: rec ? (submits.at(-1)?.at ?? rec.createdAt) : null,
      decidedAt:
        decision === 'approved' || decision === 'rejected' ? (decided.sort().at(-1) ?? null) : null,
      reviewCompletedAt: reviewCompletedAt(participant, reviewStageIds),
    };
  });
  return rows.sort(
    (a, b) =>
      a.employeeName.localeCompare(b.employeeName) ||
      a.participantId.localeCompare(b.participantId),
  );
}

/** The cycle's pending approvals (src/lib/pending-approvals), with the approver's name. */
export function pendingSteps(cycle: ReviewCycle) {
  return pendingApprovalsAmong([...firstRecommendations(cycle.id).values()]).map(({ step }) => ({
    approverId: step.approverEmployeeId,
    approverName: employeeName(step.approverEmployeeId),
  }));
}
