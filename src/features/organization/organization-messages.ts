/** Spec 01 §5 and §8: the organization settings texts. */
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organization name is required',
  typeRequired: 'Organization type is required',
  fetchFailed: 'Failed to fetch organization details',
  updateFailed: 'Failed to update organization settings',
  registrationFailed: 'Failed to update registration settings',
  typesFailed: 'Failed to load organization types',
  saved: 'Organization settings saved',
  registrationSaved: 'Registration settings saved',
} as const;
