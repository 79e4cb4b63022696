/**
 * The Teams tag's query keys, apart from `teams.ts` so the modules that reload teams (employees)
 * can import them without an import cycle (teams reloads employees in turn).
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
  /** Names and ids for choosers, empty when the call fails. */
  choices: () => [...teamKeys.all, 'choices'] as const,
};
