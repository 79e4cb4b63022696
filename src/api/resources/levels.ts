import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { levelKeys } from './levels-keys';

/**
 * The Levels tag (issue 23): the organization's levels with their pay bands. The reads only, for
 * the promotion select; part "bands" adds the writes (this file is theirs on merge).
 */

export type { Level, PayBand } from '../schema-types.gen';
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
