import { useQuery } from '@tanstack/react-query';
import { allEmployeesQueryOptions, type Employee } from '@/api/resources/employees';
import { accountLinkProblem } from '@/lib/employee-account';

export type AccountCandidate = Employee;

/**
 * Employees an account may link to (POST /api/users with employeeId): active, without one. The
 * same query as every employee's list elsewhere, so a new or changed employee shows at once.
 */
export function useAccountCandidates(enabled = true) {
  return useQuery({
    ...allEmployeesQueryOptions(),
    enabled,
    select: (employees) =>
      employees.filter(
        (e) => accountLinkProblem({ hasAccount: !!e.user, isActive: e.isActive }) === null,
      ),
  });
}
