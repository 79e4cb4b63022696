/** Spec 01 §5 and §8: the users screen's texts, exactly as the spec words them. */
export const USER_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  roleRequired: 'Role is required',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRequirements: 'Password does not meet requirements',
} as const;

export const USER_ERRORS = {
  load: 'Failed to load users. Please try again later.',
  update: 'Failed to update user. Please try again.',
  add: 'Failed to add user. Please try again.',
  delete: 'Failed to delete user. Please try again.',
  archive: 'Failed to archive user...',
  reactivate: 'Failed to reactivate user...',
  resetPassword: 'Failed to reset password',
  save: 'Failed to save user.',
} as const;

export const USERS_EMPTY_TEXT = 'No users found';

/** A page of 25 fits a laptop screen (66 users on one page made it 4,300 px tall). */
export const USERS_PAGE_SIZE = 25;
