import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getReviewCycleQueryOptions } from '@/api/cycle-queries/review-cycle';

export type Calibration = components['schemas']['Calibration'];
export type CalibrationParticipant = components['schemas']['CalibrationParticipant'];
export type CalibrationMove = components['schemas']['CalibrationMove'];

/** Under the cycle's key, so a recommendation change elsewhere reloads it too. */
export function getCalibrationQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: [...getReviewCycleQueryOptions(cycleId).queryKey, 'calibration'],
    queryFn: async (): Promise<Calibration> => {
      const { data } = await apiClient.GET('/api/review-cycles/{cycleId}/calibration', {
        params: { path: { cycleId } },
      });
      return data!.data;
    },
  });
}

export function useCalibration(cycleId: string) {
  return useQuery(getCalibrationQueryOptions(cycleId));
}
