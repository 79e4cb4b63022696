import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { getParticipantQueryOptions } from '@/api/cycle-queries/participants';
import type { CompensationData, MetricResponse } from '../stage-form';

export interface StageKey {
  cycleId: string;
  participantId: string;
  stageId: string;
}

/** Every query of one participant's stage sits under the participant's key. */
export function stageQueryKey({ cycleId, participantId, stageId }: StageKey) {
  return [...getParticipantQueryOptions(cycleId, participantId).queryKey, 'stages', stageId];
}

const path = (key: StageKey) => ({ params: { path: key } });

/** Spec 02 §8: "Failed to load metric responses: {status}". */
export const metricResponsesErrorMessage = (status: number | string) =>
  `Failed to load metric responses: ${status}`;

/** The saved answers of a stage and their version (If-Match of the next save). */
export interface StageAnswers {
  responses: MetricResponse[];
  version?: string;
}

/** Spec 02 §7: saved answers of the stage; "A 404 means empty." */
export function getMetricResponsesQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: [...stageQueryKey(key), 'metric-responses'],
    queryFn: async (): Promise<StageAnswers> => {
      try {
        const { data } = await apiClient.GET(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/metric-responses',
          path(key),
        );
        return { responses: data?.data ?? [], version: data?.version };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { responses: [] };
        const status = error instanceof ApiError ? error.status : 'network error';
        throw new Error(metricResponsesErrorMessage(status));
      }
    },
  });
}

export function useMetricResponses(key: StageKey) {
  return useQuery(getMetricResponsesQueryOptions(key));
}

/** Spec 02 §7: manager_review stages only; "a 404 is tolerated" (no saved data). */
export function getCompensationDataQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: [...stageQueryKey(key), 'compensation-data'],
    queryFn: async (): Promise<CompensationData | null> => {
      try {
        const { data } = await apiClient.GET(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/compensation-data',
          path(key),
        );
        return data?.data ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCompensationData(key: StageKey, enabled: boolean) {
  return useQuery({ ...getCompensationDataQueryOptions(key), enabled });
}

/** Spec 02 §3: "Unlock status: status. The value Reopened means unlocked." */
export function getUnlockStatusQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: [...stageQueryKey(key), 'unlock-status'],
    queryFn: async () => {
      const { data } = await apiClient.GET(
        '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/unlock-status',
        path(key),
      );
      return data!.data.status;
    },
  });
}

export function useUnlockStatus(key: StageKey) {
  return useQuery(getUnlockStatusQueryOptions(key));
}
