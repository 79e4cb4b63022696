import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import type {
  NotificationList,
  OutboxMessage,
  CycleBehind,
  ReminderSchedule,
  UpdateReminderScheduleRequest as ReminderScheduleInput,
  SendRemindersRequest as SendRemindersInput,
  SendRemindersResult,
} from '../schema-types.gen';

/**
 * The Notifications tag: the caller's notifications, the outbox (what the server would have
 * emailed), who is behind in a cycle, reminders and their schedule.
 */

export type {
  Notification as AppNotification,
  NotificationList,
  OutboxMessage,
  CycleBehind,
  BehindPerson,
  ReminderSchedule,
  ReminderEntry,
  UpdateReminderScheduleRequest as ReminderScheduleInput,
  SendRemindersRequest as SendRemindersInput,
  SendRemindersResult,
} from '../schema-types.gen';

export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => [...notificationKeys.all, userId] as const,
  outbox: (cycleId?: string) => ['outbox', cycleId ?? 'all'] as const,
  // Not under the cycle's key: every decision invalidates the cycle, and these are only read
  // when their panel opens (they refetch then).
  cycle: (cycleId: string) => ['nudges', cycleId] as const,
  behind: (cycleId: string) => [...notificationKeys.cycle(cycleId), 'behind'] as const,
  reminderSchedule: (cycleId: string) =>
    [...notificationKeys.cycle(cycleId), 'reminder-schedule'] as const,
};

/** How often the bell asks for new notifications while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.mine(userId),
    // The signal aborts a poll still in flight when the shell unmounts (sign-out, tests).
    queryFn: async ({ signal }): Promise<NotificationList> =>
      (await apiClient.GET('/api/me/notifications', { signal })).data!,
  });
}

/** The caller's notifications, polled and refetched when the window regains focus. */
export function useNotifications(userId: string) {
  return useQuery({
    ...notificationsQueryOptions(userId),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks some (`ids`) or all (no ids) of the caller's notifications read; the answer is the new list. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]): Promise<NotificationList> => {
      const { data } = ids
        ? await apiClient.POST('/api/me/notifications/read', { body: { ids } })
        : await apiClient.POST('/api/me/notifications/read-all');
      return data!;
    },
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryOptions(userId).queryKey, list),
  });
}

export function outboxQueryOptions(cycleId?: string) {
  return queryOptions({
    queryKey: notificationKeys.outbox(cycleId),
    queryFn: async (): Promise<OutboxMessage[]> =>
      (
        await apiClient.GET('/api/admin/outbox', {
          params: { query: cycleId ? { cycleId } : {} },
        })
      ).data!.data,
  });
}

/** What the server would have emailed, newest first; refetched on focus so new reminders show. */
export function useOutbox(cycleId?: string) {
  return useQuery({ ...outboxQueryOptions(cycleId), refetchOnWindowFocus: true });
}

export function cycleBehindQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: notificationKeys.behind(cycleId),
    queryFn: async (): Promise<CycleBehind> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/behind', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useCycleBehind(cycleId: string) {
  return useQuery(cycleBehindQueryOptions(cycleId));
}

export function reminderScheduleQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: notificationKeys.reminderSchedule(cycleId),
    queryFn: async (): Promise<ReminderSchedule> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/reminder-schedule', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useReminderSchedule(cycleId: string) {
  return useQuery(reminderScheduleQueryOptions(cycleId));
}

export function useUpdateReminderSchedule(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReminderScheduleInput): Promise<ReminderSchedule> =>
      (
        await apiClient.PUT('/api/review-cycles/{cycleId}/reminder-schedule', {
          params: { path: { cycleId } },
          body,
        })
      ).data!.data,
    onSuccess: (schedule) =>
      queryClient.setQueryData(reminderScheduleQueryOptions(cycleId).queryKey, schedule),
  });
}

/** Sends a reminder to the given people; the behind list reloads (its "last reminded" changes). */
export function useSendReminders(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendRemindersInput): Promise<SendRemindersResult> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/reminders', {
          params: { path: { cycleId } },
          body,
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.behind(cycleId) }),
  });
}
