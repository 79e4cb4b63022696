import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { getCalibrationQueryOptions, type Calibration } from './calibration';

export type CalibrationTarget = components['schemas']['CalibrationTarget'];

/** Admin: replaces the target share per rating (an empty list clears them). */
export function useSetCalibrationTargets(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (targets: CalibrationTarget[]): Promise<Calibration> => {
      const { data } = await apiClient.PUT('/api/review-cycles/{cycleId}/calibration/targets', {
        params: { path: { cycleId } },
        body: { targets },
      });
      return data!.data;
    },
    onSuccess: (view) =>
      queryClient.setQueryData(getCalibrationQueryOptions(cycleId).queryKey, view),
  });
}

/** Admin: locks calibration when done (moves are refused) or unlocks it. */
export function useSetCalibrationLock(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locked: boolean): Promise<Calibration> => {
      const { data } = await apiClient.PUT('/api/review-cycles/{cycleId}/calibration/lock', {
        params: { path: { cycleId } },
        body: { locked },
      });
      return data!.data;
    },
    onSuccess: (view) =>
      queryClient.setQueryData(getCalibrationQueryOptions(cycleId).queryKey, view),
  });
}
