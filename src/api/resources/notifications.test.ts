// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { invalidatedKeys, recordRequests, seedKeys, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_ADMIN } from '@mocks/seed/accounts';
import {
  cycleBehindQueryOptions,
  notificationKeys,
  notificationsQueryOptions,
  outboxQueryOptions,
  reminderScheduleQueryOptions,
  useMarkNotificationsRead,
  useSendReminders,
  useUpdateReminderSchedule,
} from './notifications';
import { reviewCycleKeys } from './review-cycles';

const requests = recordRequests();

/** The demo's cycle in progress: the one with people behind. */
const cycleId = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!.id;

beforeEach(async () => {
  await signInAs('admin');
});

describe('notificationKeys', () => {
  it("keeps the caller's list, the outbox and a cycle's nudges apart from the cycle's key", () => {
    expect(notificationKeys.mine('u1')).toEqual(['notifications', 'u1']);
    expect(notificationKeys.outbox()).toEqual(['outbox', 'all']);
    expect(notificationKeys.outbox('c1')).toEqual(['outbox', 'c1']);
    expect(notificationKeys.behind('c1')).toEqual(['nudges', 'c1', 'behind']);
    expect(notificationKeys.reminderSchedule('c1')).toEqual(['nudges', 'c1', 'reminder-schedule']);
  });
});

describe('Notifications fetchers', () => {
  it('send the operations of openapi.yaml, each valid', async () => {
    const client = createTestQueryClient();
    await client.fetchQuery(notificationsQueryOptions(DEMO_ADMIN.userId));
    await client.fetchQuery(outboxQueryOptions());
    await client.fetchQuery(outboxQueryOptions(cycleId()));
    await client.fetchQuery(cycleBehindQueryOptions(cycleId()));
    await client.fetchQuery(reminderScheduleQueryOptions(cycleId()));
    const sent = await requests.sent();
    expect(sent.map((r) => [r.operationId, r.query])).toEqual([
      ['listMyNotifications', {}],
      ['listOutbox', {}],
      ['listOutbox', { cycleId: cycleId() }],
      ['getCycleBehind', {}],
      ['getReminderSchedule', {}],
    ]);
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
    expect(sent.slice(3).map((r) => r.params)).toEqual(Array(2).fill({ cycleId: cycleId() }));
  });
});

describe('Notifications mutations', () => {
  it('marking some or all read caches the list the server answers', async () => {
    const unread = ['Two days left', 'One day left'].map((title) =>
      db.notifications.insert({
        organizationId: ACME_ORG_ID,
        userId: DEMO_ADMIN.userId,
        kind: 'reminder',
        title,
        body: title,
        cycleId: null,
        createdAt: '2026-11-14T09:00:00Z',
        readAt: null,
      }),
    );
    const client = createTestQueryClient();
    const { result } = renderHook(() => useMarkNotificationsRead(DEMO_ADMIN.userId), {
      wrapper: withClient(client),
    });
    const some = await act(() => result.current.mutateAsync([unread[0].id]));
    expect(some.unreadCount).toBe(1);
    expect(client.getQueryData(notificationKeys.mine(DEMO_ADMIN.userId))).toEqual(some);
    const all = await act(() => result.current.mutateAsync(undefined));
    expect(all.unreadCount).toBe(0);
    expect(client.getQueryData(notificationKeys.mine(DEMO_ADMIN.userId))).toEqual(all);
    const sent = await requests.sent();
    expect(sent.map((r) => [r.operationId, r.body])).toEqual([
      ['markNotificationsRead', { ids: [unread[0].id] }],
      ['markAllNotificationsRead', undefined],
    ]);
    expect(sent.flatMap((r) => r.problems)).toEqual([]);
  });

  it('a saved schedule is cached as answered', async () => {
    const client = createTestQueryClient();
    const { result } = renderHook(() => useUpdateReminderSchedule(cycleId()), {
      wrapper: withClient(client),
    });
    const saved = await act(() => result.current.mutateAsync({ enabled: true, offsets: [3, 1] }));
    expect(saved.offsets).toEqual([3, 1]);
    expect(client.getQueryData(notificationKeys.reminderSchedule(cycleId()))).toEqual(saved);
    expect(await requests.sent()).toMatchObject([
      { operationId: 'updateReminderSchedule', body: { enabled: true, offsets: [3, 1] } },
    ]);
  });

  it("a reminder reloads that cycle's behind list only", async () => {
    const client = createTestQueryClient();
    const behind = await client.fetchQuery(cycleBehindQueryOptions(cycleId()));
    requests.clear();
    const person = behind.people[0];
    const reloaded = [notificationKeys.behind(cycleId())];
    const untouched = [
      notificationKeys.reminderSchedule(cycleId()),
      notificationKeys.behind('other'),
      reviewCycleKeys.detail(cycleId()),
    ];
    seedKeys(client, untouched);
    const { result } = renderHook(() => useSendReminders(cycleId()), {
      wrapper: withClient(client),
    });
    const body = {
      employeeIds: [person.employeeId],
      subject: 'Reviews',
      message: 'Please finish.',
    };
    await act(() => result.current.mutateAsync(body));
    expect(await requests.sent()).toMatchObject([
      { operationId: 'sendCycleReminders', params: { cycleId: cycleId() }, body, problems: [] },
    ]);
    expect(invalidatedKeys(client, [...reloaded, ...untouched])).toEqual(
      reloaded.map((key) => JSON.stringify(key)),
    );
  });
});
