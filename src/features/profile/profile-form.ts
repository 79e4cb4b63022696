import * as yup from 'yup';
import type { ProfileUpdate } from '@/api/resources/users';
import type { SessionUser } from '@/api/session';
import { personNameFields, requiredEmail } from '@/lib/form-schemas';
import { isStrongPassword, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change password';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

const changingPassword = (value: string | undefined) => Boolean(value);

/** Spec 01 §5 Profile (+ the name and email rules of registration, the password rules). */
export const profileSchema = yup.object({
  ...personNameFields(),
  email: requiredEmail(),
  currentPassword: yup.string().when('newPassword', {
    is: changingPassword,
    then: (schema) => schema.required(CURRENT_PASSWORD_REQUIRED),
  }),
  newPassword: yup
    .string()
    .test('strong', PASSWORD_REQUIREMENTS_MESSAGE, (value) => !value || isStrongPassword(value)),
  confirmNewPassword: yup
    .string()
    .test(
      'match',
      NEW_PASSWORDS_DO_NOT_MATCH,
      (value, context) => (value ?? '') === (context.parent.newPassword ?? ''),
    ),
});

export type ProfileFormValues = yup.InferType<typeof profileSchema>;

export function profileFormValues(user: SessionUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  };
}

export function toProfileUpdate(values: ProfileFormValues, user: SessionUser): ProfileUpdate {
  const body: ProfileUpdate = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: user.role,
  };
  if (values.newPassword) {
    body.currentPassword = values.currentPassword;
    body.newPassword = values.newPassword;
  }
  return body;
}
