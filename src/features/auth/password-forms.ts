import * as yup from 'yup';
import { requiredEmail } from '@/lib/form-schemas';
import { isStrongPassword, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';

export const BOTH_PASSWORDS_REQUIRED = 'Both password fields are required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export type ForcedChangeValues = { newPassword: string; confirmPassword: string };

/** The one message the forced-change form shows, in the spec's order of checks. */
export function forcedChangeError(values: ForcedChangeValues): string | null {
  if (!values.newPassword || !values.confirmPassword) return BOTH_PASSWORDS_REQUIRED;
  if (values.newPassword !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (!isStrongPassword(values.newPassword)) return PASSWORD_REQUIREMENTS_MESSAGE;
  return null;
}

/** Spec 01 §5 Forgot password. */
export const forgotPasswordSchema = yup.object({
  email: requiredEmail(),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
