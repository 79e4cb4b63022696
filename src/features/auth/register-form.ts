import * as yup from 'yup';
import type { RegisterRequest } from '@/api/resources/auth';
import { lineText, personNameFields, requiredEmail } from '@/lib/form-schemas';
import { isStrongPassword, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';

/** Spec 01 §5 Registration, message for message. */
export const registerSchema = yup.object({
  ...personNameFields(),
  email: requiredEmail(),
  password: yup
    .string()
    .required('Password is required')
    .test('strong', PASSWORD_REQUIREMENTS_MESSAGE, (value) => isStrongPassword(value ?? '')),
  confirmPassword: yup
    .string()
    .required('Please confirm your password')
    .oneOf([yup.ref('password')], 'Passwords do not match'),
  organizationName: lineText().trim().required('Organization name is required'),
  organizationTypeId: yup.string().required('Organization type is required'),
  marketingConsent: yup.boolean().required(),
});

export type RegisterFormValues = yup.InferType<typeof registerSchema>;

export const emptyRegisterForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  organizationName: '',
  organizationTypeId: '',
  marketingConsent: false,
};

/** The body the contract takes: confirmPassword never leaves the form. */
export function toRegisterRequest(values: RegisterFormValues): RegisterRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    organizationName: values.organizationName.trim(),
    organizationTypeId: values.organizationTypeId,
    marketingConsent: values.marketingConsent,
  };
}
