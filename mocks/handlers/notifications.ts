import { reminderOffsetErrors } from '@/lib/nudges';
import { db } from '@mocks/db';
import type { Employee, ReviewCycle, User } from '@mocks/db/records';
import { badRequest, notFound } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok, type PathParamsFor, scopeToOrg } from '@mocks/http/route';
import {
  behindOf,
  notificationsOf,
  runDueReminders,
  saveSchedule,
  scheduleOf,
  sendReminder,
  toOutboxDto,
} from '@mocks/views/nudges';
import { orgCycle } from '@mocks/views/cycle-access';
import { runDueLetterNotices } from '@mocks/views/letter-notices';

const ADMIN = ['admin'] as const;

type CycleCaller = { params: PathParamsFor<'getCycleBehind'>; user: User; now: Date };

/** The caller's organization's cycle (else 404), once the reminders due by `now` have gone out. */
function cycleAfterDueReminders({ params, user, now }: CycleCaller): ReviewCycle {
  const cycle = orgCycle(params.cycleId, user);
  runDueReminders(user.organizationId, now);
  return cycle;
}

/** The trimmed text, or a 400 naming the field when it is empty. */
function requiredText(value: string, field: string, label: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`${label} is required`, [{ field, message: `${label} is required` }]);
  return text;
}

export const handlers = [
  defineRoute({
    operationId: 'getCycleBehind',
    auth: ADMIN,
    handler: (ctx) => ok(200, { data: behindOf(cycleAfterDueReminders(ctx), ctx.now) }),
  }),

  defineRoute({
    operationId: 'sendCycleReminders',
    auth: ADMIN,
    handler: ({ params, body, user, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const subject = requiredText(body.subject, 'subject', 'Subject');
      const message = requiredText(body.message, 'message', 'Message');
      const employees: Employee[] = body.employeeIds.map((id) =>
        scopeToOrg(db.employees.find(id), user, 'Employee'),
      );
      for (const employee of employees) {
        const hasEmail =
          db.users.lookup('employeeId', employee.id).some((u) => u.isActive) ||
          employee.workEmail.trim() !== '' ||
          employee.personalEmail.trim() !== '';
        if (!hasEmail) {
          throw badRequest(`${employee.firstName} ${employee.lastName} has no email address`);
        }
      }
      const messages = employees.map((employee) =>
        sendReminder({ cycle, employee, subject, message, kind: 'manual', sender: user, now }),
      );
      return ok(201, { data: { sent: messages.length, messages: messages.map(toOutboxDto) } });
    },
  }),

  defineRoute({
    operationId: 'getReminderSchedule',
    auth: ADMIN,
    handler: (ctx) => ok(200, { data: scheduleOf(cycleAfterDueReminders(ctx), ctx.now) }),
  }),

  defineRoute({
    operationId: 'updateReminderSchedule',
    auth: ADMIN,
    handler: ({ params, body, user, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const errors = reminderOffsetErrors(body.offsets);
      if (errors.length > 0) {
        throw badRequest(
          errors[0]!,
          errors.map((message) => ({ field: 'offsets', message })),
        );
      }
      saveSchedule(cycle, { enabled: body.enabled, offsets: [...body.offsets] }, now);
      return ok(200, { data: scheduleOf(cycle, now) });
    },
  }),

  defineRoute({
    operationId: 'listMyNotifications',
    auth: ANY_ROLE,
    handler: ({ user, now }) => {
      runDueReminders(user.organizationId, now);
      runDueLetterNotices(user.organizationId, now);
      return ok(200, notificationsOf(user.id));
    },
  }),

  defineRoute({
    operationId: 'markNotificationsRead',
    auth: ANY_ROLE,
    handler: ({ body, user, now }) => {
      const notifications = body.ids.map((id) => {
        const notification = db.notifications.find(id);
        if (!notification || notification.userId !== user.id) throw notFound('Notification');
        return notification;
      });
      for (const notification of notifications) {
        if (notification.readAt === null) {
          db.notifications.update(notification.id, { readAt: now.toISOString() });
        }
      }
      return ok(200, notificationsOf(user.id));
    },
  }),

  defineRoute({
    operationId: 'markAllNotificationsRead',
    auth: ANY_ROLE,
    handler: ({ user, now }) => {
      const readAt = now.toISOString();
      for (const notification of db.notifications.lookup('userId', user.id)) {
        if (notification.readAt === null) db.notifications.update(notification.id, { readAt });
      }
      return ok(200, notificationsOf(user.id));
    },
  }),

  defineRoute({
    operationId: 'listOutbox',
    auth: ADMIN,
    handler: ({ query, user, now }) => {
      runDueReminders(user.organizationId, now);
      runDueLetterNotices(user.organizationId, now);
      const messages = (
        query.cycleId
          ? db.outboxMessages.lookup('cycleId', query.cycleId)
          : db.outboxMessages.lookup('organizationId', user.organizationId)
      )
        .filter((m) => m.organizationId === user.organizationId)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
      return ok(200, { data: messages.map(toOutboxDto) });
    },
  }),
];
