import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { useDeleteMutation, useSaveMutation } from '../record-mutations';
import type { Level, LevelInput } from '../schema-types.gen';
import { employeeKeys } from './employees';
import { levelKeys } from './levels-keys';

/**
 * The Levels tag: the organization's levels with their pay bands, and saving or
 * deleting one. A level's bands price every employee on it, so a change reloads the employees too.
 */

export type { Level, LevelInput } from '../schema-types.gen';
export { levelKeys } from './levels-keys';

export function levelsQueryOptions() {
  return queryOptions({
    queryKey: levelKeys.list(),
    queryFn: async () => (await apiClient.GET('/api/levels')).data!.data,
  });
}

/** The levels, by order then name (admin and manager; an employee is refused). */
export function useLevels(enabled = true) {
  return useQuery({ ...levelsQueryOptions(), enabled });
}

export function useSaveLevel() {
  return useSaveMutation({
    create: async (body: LevelInput): Promise<Level> =>
      (await apiClient.POST('/api/levels', { body })).data!.data,
    update: async (id, body, header) =>
      (await apiClient.PUT('/api/levels/{id}', { params: { path: { id }, header }, body })).data!
        .data,
    invalidates: [levelKeys.all, employeeKeys.all],
  });
}

/** Deletes a level; its employees are left without one (they reload too). */
export function useDeleteLevel() {
  return useDeleteMutation(
    (id) => apiClient.DELETE('/api/levels/{id}', { params: { path: { id } } }),
    [levelKeys.all, employeeKeys.all],
  );
}
