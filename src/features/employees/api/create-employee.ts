import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { EMPLOYEES_QUERY_KEY } from './employee';

export type EmployeeCreate = components['schemas']['EmployeeCreate'];

/** POST /api/employees: an employee without an account; the directory and counts reload. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmployeeCreate) =>
      (await apiClient.POST('/api/employees', { body })).data!.data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
