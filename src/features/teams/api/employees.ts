import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllEmployees } from '@/api/all-employees';
import type { components } from '@/api/schema';

export type Employee = components['schemas']['Employee'];

/** Every employee the caller may see (the team dialog's manager and member choices). */
export function getTeamEmployeesQueryOptions() {
  return queryOptions({
    queryKey: ['employees', 'all'],
    queryFn: fetchAllEmployees,
  });
}

export function useTeamEmployees() {
  return useQuery(getTeamEmployeesQueryOptions());
}
