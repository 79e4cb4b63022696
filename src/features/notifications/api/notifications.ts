import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';

export type AppNotification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];

/** How often the bell asks for new notifications while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export function getNotificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['notifications', userId],
    // The signal aborts a poll still in flight when the shell unmounts (sign-out, tests).
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const { data } = await apiClient.GET('/api/me/notifications', { signal });
      return data!;
    },
  });
}

/** The caller's notifications, polled and refetched when the window regains focus. */
export function useNotifications(userId: string) {
  return useQuery({
    ...getNotificationsQueryOptions(userId),
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
    onSuccess: (list) =>
      queryClient.setQueryData(getNotificationsQueryOptions(userId).queryKey, list),
  });
}
