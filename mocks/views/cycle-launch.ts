import type { components } from '@/api/schema';
import { launchNoticeBody, launchNoticeSubject } from '@/lib/launch-notice';
import {
  LAUNCHED_STATUS_NAME,
  isDraftStatus,
  isLaunchable,
  launchChecks,
  launchWarnings,
  type LaunchFacts,
} from '@/lib/launch-readiness';
import { statusKey } from '@/lib/status';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { Participant, ReviewCycle, User } from '@mocks/db/records';
import { deliverNotice } from './notices';
import { workflowOf } from './participant';
import { employeeName } from './recommendation';

type ReadinessDto = components['schemas']['CycleLaunchReadiness'];
type LaunchResultDto = components['schemas']['CycleLaunchResult'];

const statusNameOf = (cycle: ReviewCycle) => db.reviewStatuses.find(cycle.statusId)?.name ?? '';

function reviewStagesOf(cycle: ReviewCycle) {
  if (!cycle.reviewWorkflowTemplateId) return null;
  return workflowOf(cycle.id, 'review')
    .steps.map((step) => (step.assigneeId ? db.reviewStages.find(step.assigneeId) : undefined))
    .filter((stage) => stage !== undefined)
    .map((stage) => ({ name: stage.name, type: stage.type }));
}

const byName = (a: string, b: string) => a.localeCompare(b);

/** What the launch checks read of `cycle` (src/lib/launch-readiness). */
export function launchFactsOf(
  cycle: ReviewCycle,
  participants: readonly Participant[],
): LaunchFacts {
  return {
    participantCount: participants.length,
    reviewStages: reviewStagesOf(cycle),
    withoutManager: participants
      .filter((p) => !p.managerId || p.managerId === p.employeeId)
      .map((p) => employeeName(p.employeeId))
      .sort(byName),
    approvalSteps: cycle.approvalWorkflowTemplateId
      ? workflowOf(cycle.id, 'approval').steps.map((s) => s.name)
      : null,
    hasGuideline: (cycle.guideline?.ranges.length ?? 0) > 0,
    totalBudget: cycle.totalBudget,
    increaseBudget: cycle.increaseBudget,
    endDate: cycle.endDate,
  };
}

export function readinessOf(cycle: ReviewCycle, now: Date): ReadinessDto {
  const status = statusNameOf(cycle);
  const checks = launchChecks(
    launchFactsOf(cycle, db.participants.lookup('cycleId', cycle.id)),
    now,
  );
  return {
    cycleId: cycle.id,
    status,
    isDraft: isDraftStatus(status),
    launchable: isLaunchable(status, checks),
    checks,
  };
}

/** The organization's Active status (made when it has none, as a new cycle's Draft is). */
function launchedStatusId(organizationId: string): string {
  const statuses = db.reviewStatuses.lookup('organizationId', organizationId);
  const active = statuses.find((s) => statusKey(s.name) === statusKey(LAUNCHED_STATUS_NAME));
  return active?.id ?? db.reviewStatuses.insert({ organizationId, name: LAUNCHED_STATUS_NAME }).id;
}

interface Recipient {
  participates: boolean;
  reports: string[];
}

/** Every participant and every manager of one, once each, with the reports they manage. */
function recipientsOf(participants: readonly Participant[]): Map<string, Recipient> {
  const people = new Map<string, Recipient>();
  const entry = (employeeId: string) => {
    let person = people.get(employeeId);
    if (!person) people.set(employeeId, (person = { participates: false, reports: [] }));
    return person;
  };
  for (const participant of participants) {
    entry(participant.employeeId).participates = true;
    if (participant.managerId && participant.managerId !== participant.employeeId)
      entry(participant.managerId).reports.push(employeeName(participant.employeeId));
  }
  return people;
}

/**
 * Launches a cycle that passed its checks: status Active, one notice per participant and manager
 * (src/lib/launch-notice), an audit entry. Returns who was told.
 */
export function launchCycle(cycle: ReviewCycle, user: User, now: Date): LaunchResultDto {
  const participants = db.participants.lookup('cycleId', cycle.id);
  const facts = launchFactsOf(cycle, participants);
  const warnings = launchWarnings(launchChecks(facts, now));
  const stages = facts.reviewStages ?? [];
  const before = statusNameOf(cycle);
  db.reviewCycles.update(cycle.id, {
    statusId: launchedStatusId(cycle.organizationId),
    updatedAt: now.toISOString(),
  });
  const counts = { notified: 0, participants: 0, managers: 0 };
  const unreachable: LaunchResultDto['unreachable'] = [];
  for (const [employeeId, person] of recipientsOf(participants)) {
    const employee = db.employees.find(employeeId);
    if (!employee) continue;
    const body = launchNoticeBody({
      cycleName: cycle.name,
      endDate: cycle.endDate,
      firstName: employee.firstName,
      participates: person.participates,
      hasSelfReview: stages.some((s) => s.type === 'self_review'),
      hasManagerReview: stages.some((s) => s.type === 'manager_review'),
      reports: [...person.reports].sort(byName),
    });
    const told = deliverNotice({
      organizationId: cycle.organizationId,
      cycleId: cycle.id,
      employee,
      subject: launchNoticeSubject(cycle.name),
      body,
      outboxKind: 'launch',
      notificationKind: 'cycle_launched',
      sender: user,
      now,
    });
    if (!told) {
      unreachable.push({
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
      });
      continue;
    }
    counts.notified += 1;
    if (person.participates) counts.participants += 1;
    if (person.reports.length > 0) counts.managers += 1;
  }
  recordAudit({
    actor: user,
    organizationId: cycle.organizationId,
    action: 'launch',
    entityType: 'cycle',
    entityId: cycle.id,
    summary: `${cycle.name} launched: ${counts.notified} ${counts.notified === 1 ? 'person' : 'people'} notified`,
    before: { status: before },
    after: {
      status: LAUNCHED_STATUS_NAME,
      participantsNotified: counts.participants,
      managersNotified: counts.managers,
    },
    at: now,
  });
  return {
    cycleId: cycle.id,
    status: LAUNCHED_STATUS_NAME,
    notifiedCount: counts.notified,
    participantsNotified: counts.participants,
    managersNotified: counts.managers,
    unreachable,
    warnings,
  };
}
