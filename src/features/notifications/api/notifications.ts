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

/**
 * The caller's review tasks (GET /api/me/reviews), read while the panel is open: a reminder links
 * to the task it is about. Same cache entry as the reviews screens. A user without an employee
 * record gets a 404: their reminders then link to the cycle.
 */
export function useMyReviewTasks(enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'reviews'],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.GET('/api/me/reviews', { signal });
      return data!.data;
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
}
