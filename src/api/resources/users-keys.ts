/**
 * The Users tag's query keys, apart from `users.ts` so the modules that reload users (employees)
 * can import them without an import cycle (users reload employees in turn).
 */
export const userKeys = {
  all: ['users'] as const,
  list: (includeArchived: boolean) => [...userKeys.all, { includeArchived }] as const,
  /** Active users with an employee record, as select choices; empty when the call fails. */
  approverOptions: () => [...userKeys.all, 'approver-options'] as const,
};
