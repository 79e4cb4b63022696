import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import type { components } from '../schema';
import { unwrapList } from '../unwrap';

export type ReviewStage = components['schemas']['ReviewStage'];
export type ReviewStageInput = components['schemas']['ReviewStageInput'];

export const reviewStageKeys = {
  all: ['review-stages'] as const,
  list: () => [...reviewStageKeys.all, 'list'] as const,
  /** By order then name, as select choices; empty when the call fails. */
  options: () => [...reviewStageKeys.all, 'options'] as const,
};

const fetchReviewStages = async () =>
  unwrapList<ReviewStage>((await apiClient.GET('/api/review-stages')).data);

export function reviewStagesQueryOptions() {
  return queryOptions({ queryKey: reviewStageKeys.list(), queryFn: fetchReviewStages });
}

export function useReviewStages() {
  return useQuery(reviewStagesQueryOptions());
}

/** Spec 02 §8: a failed review-stage fetch in the editor is only logged, and the list left empty. */
export function reviewStageOptionsQueryOptions() {
  return queryOptions({
    queryKey: reviewStageKeys.options(),
    queryFn: async (): Promise<{ value: string; label: string }[]> => {
      try {
        return (await fetchReviewStages())
          .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
          .map((stage) => ({ value: stage.id, label: stage.name }));
      } catch (error) {
        console.error('Failed to fetch review stages', error);
        return [];
      }
    },
  });
}

export function useSaveReviewStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id?: string;
      input: ReviewStageInput;
      /** The stage as the form loaded it (If-Match). */
      version?: string;
    }): Promise<ReviewStage> => {
      const params = { path: { id: id! }, header: ifMatch(version) };
      const { data } = id
        ? await apiClient.PUT('/api/review-stages/{id}', { params, body: input })
        : await apiClient.POST('/api/review-stages', { body: input });
      return data!.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewStageKeys.all }),
  });
}

export function useDeleteReviewStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/review-stages/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewStageKeys.all }),
  });
}
