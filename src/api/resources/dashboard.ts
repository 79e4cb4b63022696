/** The Dashboard tag's query keys (see `teams.ts`: the dashboard feature's wrappers move in later). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
