import { db } from '@mocks/db';
import type { Participant } from '@mocks/db/records';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';

/**
 * Participants of the seeded demo data the stage tests and stories open, found by what they are
 * (not by generated ids): call after the store was seeded.
 */
export function demoStageTargets() {
  const statusOf = (cycleId: string) =>
    db.reviewStatuses.find(db.reviewCycles.find(cycleId)?.statusId ?? '')?.name;
  const current = db.reviewCycles.first(
    (c) => c.organizationId === 'org_acme' && statusOf(c.id) === 'In Progress',
  );
  if (!current) throw new Error('demoStageTargets: no cycle in progress');
  const stage = (type: string) =>
    db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;
  const selfStage = stage('self_review');
  const managerStage = stage('manager_review');
  const stageStatus = (p: Participant, stageId: string) =>
    db.stageInstances.lookup('participantId', p.id).find((s) => s.stageId === stageId)?.status;
  const report = (self: string, manager: string) =>
    db.participants.first(
      (p) =>
        p.cycleId === current.id &&
        p.managerId === DEMO_MANAGER.employeeId &&
        stageStatus(p, selfStage.id) === self &&
        stageStatus(p, managerStage.id) === manager,
    )!;
  const ofEmployee = (employeeId: string, cycleStatus: string) =>
    db.participants.first(
      (p) => p.employeeId === employeeId && statusOf(p.cycleId) === cycleStatus,
    )!;
  return {
    cycle: current,
    selfStage,
    managerStage,
    /** The demo employee in the current cycle: self review in draft. */
    employeeSelf: ofEmployee(DEMO_EMPLOYEE.employeeId, 'In Progress'),
    /** The demo employee in last year's completed cycle (locked). */
    employeeCompleted: ofEmployee(DEMO_EMPLOYEE.employeeId, 'Completed'),
    /** A report of the demo manager whose manager review has not started. */
    reportToReview: report('completed', 'not_started'),
    /** A report of the demo manager whose recommendation awaits approval. */
    reportPending: report('completed', 'pending_approval'),
  };
}

export const stagePath = (p: { cycleId: string; id: string }, stageId?: string) =>
  `/admin/review-cycles/${p.cycleId}/participants/${p.id}${stageId ? `?stage=${stageId}` : ''}`;
