/** Texts of the team budget panel. */
export const BUDGET_PANEL_TEXT = {
  title: 'Team Budgets',
  managerTitle: 'Your Team Budget',
  loadFailed: 'Failed to load team budgets',
  empty: 'No team budgets yet.',
  noPool: 'No pool set',
  increase: 'Increase',
  bonus: 'Bonus',
  total: 'All Teams',
} as const;
