import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import { unwrapList } from '../unwrap';
import type { ReviewStage, ReviewStageInput } from '../schema-types.gen';

export type { ReviewStage, ReviewStageInput } from '../schema-types.gen';

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
  return useSaveMutation({
    create: async (body: ReviewStageInput): Promise<ReviewStage> =>
      (await apiClient.POST('/api/review-stages', { body })).data!.data,
    update: async (id, body, header) =>
      (await apiClient.PUT('/api/review-stages/{id}', { params: { path: { id }, header }, body }))
        .data!.data,
    invalidates: [reviewStageKeys.all],
  });
}

export function useDeleteReviewStage() {
  return useDeleteMutation(
    (id) => apiClient.DELETE('/api/review-stages/{id}', { params: { path: { id } } }),
    [reviewStageKeys.all],
  );
}
