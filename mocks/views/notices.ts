import { db } from '@mocks/db';
import type { Employee, OutboxMessage, User, UserNotification } from '@mocks/db/records';
import { actorName } from './recommendation';
import { emailOf, userOfEmployee } from './nudges';

/** The contract's longest subject and notification title. */
const MAX_SUBJECT = 200;

export interface NoticeInput {
  organizationId: string;
  cycleId: string;
  employee: Employee;
  subject: string;
  body: string;
  outboxKind: OutboxMessage['kind'];
  notificationKind: UserNotification['kind'];
  /** The admin whose action sent it; null when the system sent it on its own. */
  sender: User | null;
  now: Date;
}

/**
 * Tells one person something about a cycle: an outbox message (what a real server would email)
 * and, when they have an active account, an in-app notification. False, and nothing sent, when
 * they have neither an account nor a personal email.
 */
export function deliverNotice(input: NoticeInput): boolean {
  const { employee, sender } = input;
  const to = emailOf(employee);
  const user = userOfEmployee(employee.id);
  if (!to && !user) return false;
  const subject = input.subject.slice(0, MAX_SUBJECT);
  const sentAt = input.now.toISOString();
  db.outboxMessages.insert({
    organizationId: input.organizationId,
    to: to ?? '',
    toName: `${employee.firstName} ${employee.lastName}`,
    recipientEmployeeId: employee.id,
    subject,
    body: input.body,
    cycleId: input.cycleId,
    kind: input.outboxKind,
    sentByUserId: sender?.id ?? null,
    sentByName: sender ? actorName(sender) : null,
    sentAt,
  });
  if (user) {
    db.notifications.insert({
      organizationId: input.organizationId,
      userId: user.id,
      kind: input.notificationKind,
      title: subject,
      body: input.body,
      cycleId: input.cycleId,
      createdAt: sentAt,
      readAt: null,
    });
  }
  return true;
}
