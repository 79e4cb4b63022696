import * as yup from 'yup';
import { isValidEmail } from './passwords';
import { isAcceptedText, TEXT_CONTROL_MESSAGE, type TextKind } from './text-content';

const text = (kind: TextKind) =>
  yup
    .string()
    .test('text-content', TEXT_CONTROL_MESSAGE, (value) => !value || isAcceptedText(value, kind));

/**
 * A one-line text field (a name, a title, a code): refuses control and invisible formatting
 * characters with the server's message ("Text fields" in openapi.yaml), before the submit.
 */
export const lineText = () => text('line');

/** A multi-line text field (a comment, a justification, a description): keeps line breaks. */
export const multilineText = () => text('multiline');

/** Spec 01 §5: an email the forms require, with the spec's two messages. */
export const requiredEmail = () =>
  lineText()
    .trim()
    .required('Email is required')
    .test('email', 'Please enter a valid email address', (value) => isValidEmail(value ?? ''));

/** Spec 01 §5: a person's first and last name, both required (registration, profile). */
export const personNameFields = () => ({
  firstName: lineText().trim().required('First name is required'),
  lastName: lineText().trim().required('Last name is required'),
});
