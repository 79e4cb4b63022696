/** The Levels & Bands screen's texts. */
export const LEVELS_TEXT = {
  title: 'Levels & Bands',
  subtitle:
    'Job levels and their pay bands: the salary range that prices every employee on a level, per location zone.',
  readOnlySubtitle: 'Job levels and their pay bands. Only admins change them.',
  add: 'Add Level',
  noun: 'Level',
  export: 'Export Bands (CSV)',
  import: 'Import Bands',
  empty: 'No levels yet. Add the first level and its pay band, or import them from a CSV file.',
  fetchFailed: 'Failed to fetch levels',
  saveFailed: 'Failed to save the level',
  deleteFailed: 'Failed to delete the level',
  exportFailed: 'Export failed',
  deleteTitle: 'Delete Level',
  deleteConfirm: 'Delete',
  nobodyOnLevel: 'Nobody is on this level.',
  peopleLoading: 'Finding the people on this level…',
  peopleFailed: 'The people on this level could not be listed.',
  peopleOnLevel: (n: number) =>
    `${n === 1 ? '1 person is' : `${n.toLocaleString('en-US')} people are`} on this level and will be left without one:`,
  andMore: (n: number) => `and ${n.toLocaleString('en-US')} more`,
  archived: 'archived',
  deleteQuestion: (name: string) => `Delete the level "${name}" and its pay bands?`,
  bands: 'Pay Bands',
  bandsHelp:
    'The default band prices everyone on the level; a zone’s band prices the employees of that zone.',
  addBand: 'Add Band',
  removeBand: (n: number) => `Remove band ${n}`,
  defaultZone: 'Default',
  defaultBand: 'Default band',
  zoneHelp: 'Empty: the default band',
} as const;
