import { useQuery } from '@tanstack/react-query';
import { fetchAllEmployees } from '@/api/all-employees';
import type { components } from '@/api/schema';
import { accountLinkProblem } from '@/lib/employee-account';

export type AccountCandidate = components['schemas']['Employee'];

/**
 * Employees an account may link to (POST /api/users with employeeId): active, without one. The
 * same query as every employee's list elsewhere, so a new or changed employee shows at once.
 */
export function useAccountCandidates(enabled = true) {
  return useQuery({
    queryKey: ['employees', 'all'],
    queryFn: fetchAllEmployees,
    enabled,
    select: (employees) =>
      employees.filter(
        (e) => accountLinkProblem({ hasAccount: !!e.user, isActive: e.isActive }) === null,
      ),
  });
}
