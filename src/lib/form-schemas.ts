import * as yup from 'yup';
import { isValidEmail } from './passwords';

/** Spec 01 §5: an email the forms require, with the spec's two messages. */
export const requiredEmail = () =>
  yup
    .string()
    .trim()
    .required('Email is required')
    .test('email', 'Please enter a valid email address', (value) => isValidEmail(value ?? ''));

/** Spec 01 §5: a person's first and last name, both required (registration, profile). */
export const personNameFields = () => ({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
});
