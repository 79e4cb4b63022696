/**
 * The Levels tag's query keys, apart from `levels.ts` so the modules that reload levels
 * (employees: a level's employee count) can import them without an import cycle.
 */
export const levelKeys = {
  all: ['levels'] as const,
  list: () => [...levelKeys.all, 'list'] as const,
};
