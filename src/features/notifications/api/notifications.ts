import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';

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
