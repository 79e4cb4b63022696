/** Spec 01 §5 and §8: the organization types texts. */
export const ORGANIZATION_TYPE_MESSAGES = {
  nameRequired: 'Organization type name is required',
  load: 'Failed to load organization types',
  save: 'Failed to save organization type',
  delete: 'Failed to delete organization type',
  empty: 'No organization types found.',
} as const;
