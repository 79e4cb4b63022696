import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiClient } from '@/api/client';
import { ifMatch } from '@/api/if-match';
import type { components } from '@/api/schema';
import { type SessionUser, updateSessionUser } from '@/api/session';
import { readSessionUser } from '@/hooks/useSession';
import { isStrongPassword, isValidEmail, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change password';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

const changingPassword = (value: string | undefined) => Boolean(value);

/** Spec 01 §5 Profile (+ the name and email rules of registration, the password rules). */
export const profileSchema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .test('email', 'Please enter a valid email address', (value) => isValidEmail(value ?? '')),
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

/** `version`: the account as the form loaded it (If-Match). */
export async function updateProfile({ body, version }: { body: ProfileUpdate; version?: string }) {
  const params = { header: ifMatch(version) };
  const { data } = await apiClient.PUT('/api/users/profile', { params, body });
  return data!;
}

/** The signed-in user as the server holds them now (after someone else changed the account). */
export const rereadProfile = readSessionUser;

/** PUT /api/users/profile; the stored user is replaced by the server's answer. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: updateSessionUser });
}
