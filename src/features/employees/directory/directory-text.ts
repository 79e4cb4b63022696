/** The employees directory's texts. */
export const DIRECTORY_TEXT = {
  title: 'Employees',
  subtitle:
    'Every employee of the organization, with or without a user account. An account lets an employee sign in; employees added here without one, or by an import, have none until you give them one.',
  usersLink: 'Manage accounts under Users',
  search: 'Search employees...',
  empty: 'No employees yet. Add one, or import a file from your HR system.',
  noMatch: 'No employees match these filters.',
  loadError: 'Failed to load employees. Please try again later.',
  noAccount: 'No account',
  archived: 'Archived',
  addEmployee: 'Add Employee',
  addWithAccount: 'With a user account (Users)',
  addWithoutAccount: 'Without an account',
  addByImport: 'Several at once (import a CSV file)',
  giveAccount: 'Give Account',
  import: 'Import',
  export: 'Export CSV',
  exportFailed: 'Export failed',
  allTeams: 'All teams',
  allManagers: 'All managers',
  allStatuses: 'All statuses',
  active: 'Active',
  archivedFilter: 'Archived',
  allAccounts: 'All accounts',
  hasAccount: 'Has account',
  clearFilters: 'Clear filters',
} as const;

/** Rows per page of the directory (the server pages; 10,000 employees stay fast). */
export const DIRECTORY_PAGE_SIZE = 50;
