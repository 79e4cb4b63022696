import type { components } from '@/api/schema';
import { isCycleActive } from '@/lib/cycles';
import { toDateKey } from '@/lib/dates';
import {
  DEFAULT_REMINDER_OFFSETS,
  defaultReminderMessage,
  dueReminder,
  isPastDue,
  isStageOpen,
  reminderSchedule,
  reminderSubject,
  whoIsBehind,
  type BehindPerson,
  type NudgeTask,
} from '@/lib/nudges';
import { stageProgress } from '@/lib/reviews-to-do';
import { statusKey } from '@/lib/status';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type {
  Employee,
  OutboxMessage,
  ReminderSchedule,
  ReviewCycle,
  User,
  UserNotification,
} from '@mocks/db/records';
import { workflowOf } from './participant';
import { pendingApprovalsAmong } from './pending-approvals';
import { actorName, employeeName } from './recommendation';

export type CycleBehindDto = components['schemas']['CycleBehind'];
export type BehindPersonDto = components['schemas']['BehindPerson'];
export type OutboxMessageDto = components['schemas']['OutboxMessage'];
export type NotificationDto = components['schemas']['Notification'];
export type ReminderScheduleDto = components['schemas']['ReminderSchedule'];

interface CycleTask extends NudgeTask {
  participantId: string;
  stageName: string | null;
}

const statusNameOf = (cycle: ReviewCycle) => db.reviewStatuses.find(cycle.statusId)?.name ?? null;
const isDraft = (cycle: ReviewCycle) => statusKey(statusNameOf(cycle)) === 'draft';

/** The review stages of a cycle's review workflow, in step order. */
function reviewStagesOf(cycleId: string) {
  return workflowOf(cycleId, 'review')
    .steps.map((step) => (step.assigneeId ? db.reviewStages.find(step.assigneeId) : undefined))
    .filter((stage) => stage !== undefined);
}

/**
 * Everything still open in a cycle (not Draft): self reviews not submitted (the participant),
 * manager reviews to do (the participant's manager; src/lib/reviews-to-do) and pending approvals
 * (the approver whose step is next; src/lib/pending-approvals).
 */
export function openTasksOf(cycle: ReviewCycle): CycleTask[] {
  if (isDraft(cycle)) return [];
  const stages = reviewStagesOf(cycle.id);
  const selfStages = stages.filter((s) => s.type === 'self_review');
  const managerStages = stages.filter((s) => s.type === 'manager_review');
  const tasks: CycleTask[] = [];
  for (const participant of db.participants.lookup('cycleId', cycle.id)) {
    const participantName = employeeName(participant.employeeId);
    const instances = db.stageInstances.lookup('participantId', participant.id);
    const statusIn = (stageId: string) => instances.find((i) => i.stageId === stageId)?.status;
    const statuses = stages.map((s) => statusIn(s.id));
    const base = { participantId: participant.id, participantName };
    for (const stage of selfStages) {
      if (isStageOpen(statusIn(stage.id))) {
        tasks.push({
          ...base,
          personId: participant.employeeId,
          reason: 'self_review',
          stageName: stage.name,
        });
      }
    }
    const managerId = participant.managerId;
    if (managerId && managerId !== participant.employeeId) {
      for (const stage of managerStages) {
        // Only once it is the manager's to do: not while the self review is still open.
        if (
          isStageOpen(statusIn(stage.id)) &&
          stageProgress(statuses, stages.indexOf(stage)) === 'to_do'
        ) {
          tasks.push({
            ...base,
            personId: managerId,
            reason: 'manager_review',
            stageName: stage.name,
          });
        }
      }
    }
    for (const { step } of pendingApprovalsAmong(
      db.recommendations.lookup('participantId', participant.id),
    )) {
      tasks.push({
        ...base,
        personId: step.approverEmployeeId,
        reason: 'approval',
        stageName: null,
      });
    }
  }
  return tasks;
}

/** The user account that receives an employee's in-app notifications (active only). */
export function userOfEmployee(employeeId: string): User | undefined {
  return db.users.lookup('employeeId', employeeId).find((u) => u.isActive);
}

/** Where an employee's reminder emails go: their user's email, else their work, else their personal email. */
export function emailOf(employee: Employee): string | null {
  return (
    userOfEmployee(employee.id)?.email ??
    (employee.workEmail.trim() || employee.personalEmail.trim() || null)
  );
}

/** The people behind in a cycle, for the admin's panel. */
export function behindOf(cycle: ReviewCycle, now: Date): CycleBehindDto {
  const people = whoIsBehind(openTasksOf(cycle), employeeName);
  const lastReminded = new Map<string, string>();
  for (const message of db.outboxMessages.lookup('cycleId', cycle.id)) {
    // A launch or letter notice is no reminder.
    if (message.kind !== 'manual' && message.kind !== 'automatic') continue;
    const id = message.recipientEmployeeId;
    if (id && (lastReminded.get(id) ?? '') < message.sentAt) lastReminded.set(id, message.sentAt);
  }
  return {
    cycleId: cycle.id,
    cycleName: cycle.name,
    endDate: toDateKey(cycle.endDate) ?? cycle.endDate,
    pastDue: isPastDue(cycle.endDate, now),
    people: people.map((person) => toBehindDto(person, lastReminded)),
  };
}

function toBehindDto(
  person: BehindPerson<CycleTask>,
  lastReminded: Map<string, string>,
): BehindPersonDto {
  const employee = db.employees.find(person.personId);
  return {
    employeeId: person.personId,
    userId: userOfEmployee(person.personId)?.id ?? null,
    name: employeeName(person.personId),
    email: employee ? emailOf(employee) : null,
    selfReviews: person.selfReviews,
    managerReviews: person.managerReviews,
    approvals: person.approvals,
    lastRemindedAt: lastReminded.get(person.personId) ?? null,
    tasks: person.tasks.map((t) => ({
      reason: t.reason,
      participantId: t.participantId,
      participantName: t.participantName,
      stageName: t.stageName,
    })),
  };
}

export interface SendReminderInput {
  cycle: ReviewCycle;
  employee: Employee;
  subject: string;
  /** `{firstName}` is replaced by the recipient's first name. */
  message: string;
  kind: OutboxMessage['kind'];
  sender: User | null;
  now: Date;
}

/**
 * Sends one reminder: an outbox message (what a real server would email) and, when the employee
 * has an active user account, an in-app notification. Recorded in the audit trail.
 */
export function sendReminder(input: SendReminderInput): OutboxMessage {
  const { cycle, employee, sender, now } = input;
  const body = input.message.replaceAll('{firstName}', employee.firstName);
  const sentAt = now.toISOString();
  const message = db.outboxMessages.insert({
    organizationId: cycle.organizationId,
    to: emailOf(employee) ?? '',
    toName: `${employee.firstName} ${employee.lastName}`,
    recipientEmployeeId: employee.id,
    subject: input.subject,
    body,
    cycleId: cycle.id,
    kind: input.kind,
    sentByUserId: sender?.id ?? null,
    sentByName: sender ? actorName(sender) : null,
    sentAt,
  });
  const user = userOfEmployee(employee.id);
  if (user) {
    db.notifications.insert({
      organizationId: cycle.organizationId,
      userId: user.id,
      kind: 'reminder',
      title: input.subject,
      body,
      cycleId: cycle.id,
      createdAt: sentAt,
      readAt: null,
    });
  }
  recordAudit({
    actor: sender ?? { system: 'Automatic reminders' },
    organizationId: cycle.organizationId,
    action: input.kind === 'automatic' ? 'remind automatically' : 'remind',
    entityType: 'reminder',
    entityId: message.id,
    employeeId: employee.id,
    summary: `Reminder about ${cycle.name} sent to ${message.toName}`,
    after: { to: message.to, subject: message.subject, cycleId: cycle.id },
    at: now,
  });
  return message;
}

/** The default reminder text for one person behind in a cycle. */
export function defaultMessageFor(cycle: ReviewCycle, person: BehindPersonDto, now: Date): string {
  return defaultReminderMessage({
    cycleName: cycle.name,
    endDate: cycle.endDate,
    recipientFirstName: db.employees.find(person.employeeId)?.firstName ?? '',
    selfReviews: person.selfReviews,
    managerReviews: person.managerReviews,
    approvals: person.approvals,
    now,
  });
}

function scheduleRowOf(cycleId: string): ReminderSchedule | undefined {
  return db.reminderSchedules.lookup('cycleId', cycleId)[0];
}

/** A cycle's automatic reminders with their status today. */
export function scheduleOf(cycle: ReviewCycle, now: Date): ReminderScheduleDto {
  const row = scheduleRowOf(cycle.id);
  const offsets = row ? row.offsets : [...DEFAULT_REMINDER_OFFSETS];
  const enabled = row?.enabled ?? true;
  const entries = reminderSchedule({
    endDate: cycle.endDate,
    offsets,
    sent: row?.sent ?? [],
    enabled,
    active:
      !isDraft(cycle) &&
      isCycleActive(
        {
          status: { name: statusNameOf(cycle) },
          startDate: cycle.startDate,
          endDate: cycle.endDate,
        },
        now,
      ),
    now,
  });
  return {
    cycleId: cycle.id,
    endDate: toDateKey(cycle.endDate) ?? cycle.endDate,
    enabled,
    offsets: [...offsets].sort((a, b) => b - a),
    entries,
  };
}

export function saveSchedule(
  cycle: ReviewCycle,
  patch: Partial<Pick<ReminderSchedule, 'enabled' | 'offsets' | 'sent'>>,
  now: Date,
): void {
  const row = scheduleRowOf(cycle.id);
  const updatedAt = now.toISOString();
  if (row) {
    db.reminderSchedules.update(row.id, { ...patch, updatedAt });
    return;
  }
  db.reminderSchedules.insert({
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    enabled: true,
    offsets: [...DEFAULT_REMINDER_OFFSETS],
    sent: [],
    ...patch,
    updatedAt,
  });
}

/**
 * Sends the automatic reminders that are due in an organization (see `reminderSchedule`): each
 * once, to everyone behind with an email address. Cheap when nothing is due, so handlers call it
 * on every request that shows reminders. Returns the number of messages sent.
 */
export function runDueReminders(organizationId: string, now: Date): number {
  let count = 0;
  for (const cycle of db.reviewCycles.lookup('organizationId', organizationId)) {
    const due = dueReminder(scheduleOf(cycle, now).entries);
    if (!due) continue;
    const people = behindOf(cycle, now).people;
    let recipients = 0;
    for (const person of people) {
      const employee = db.employees.find(person.employeeId);
      if (!employee || !emailOf(employee)) continue;
      sendReminder({
        cycle,
        employee,
        subject: reminderSubject(cycle.name),
        message: defaultMessageFor(cycle, person, now),
        kind: 'automatic',
        sender: null,
        now,
      });
      recipients += 1;
    }
    const sent = [
      ...(scheduleRowOf(cycle.id)?.sent ?? []),
      {
        offsetDays: due.offsetDays,
        date: due.date,
        sentAt: now.toISOString(),
        recipientCount: recipients,
      },
    ];
    saveSchedule(cycle, { sent }, now);
    count += recipients;
  }
  return count;
}

export function toOutboxDto(message: OutboxMessage): OutboxMessageDto {
  return {
    id: message.id,
    to: message.to,
    toName: message.toName,
    subject: message.subject,
    body: message.body,
    cycleId: message.cycleId,
    cycleName: message.cycleId ? (db.reviewCycles.find(message.cycleId)?.name ?? null) : null,
    kind: message.kind,
    sentByName: message.sentByName,
    sentAt: message.sentAt,
  };
}

export function toNotificationDto(notification: UserNotification): NotificationDto {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    cycleId: notification.cycleId,
    createdAt: notification.createdAt,
    readAt: notification.readAt,
  };
}

/** Most notifications a list returns (the newest). */
export const NOTIFICATION_LIST_LIMIT = 100;

/** A user's notifications, newest first (at most {@link NOTIFICATION_LIST_LIMIT}), and the unread count. */
export function notificationsOf(userId: string): components['schemas']['NotificationList'] {
  const all = db.notifications
    .lookup('userId', userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    data: all.slice(0, NOTIFICATION_LIST_LIMIT).map(toNotificationDto),
    unreadCount: all.filter((n) => n.readAt === null).length,
  };
}
