import * as yup from 'yup';
import type { WaitlistRequest } from '@/api/resources/waitlist';
import { lineText, requiredEmail } from '@/lib/form-schemas';

export const waitlistSchema = yup.object({
  email: requiredEmail(),
  name: lineText().trim().max(200),
  company: lineText().trim().max(200),
  // Optional: joining means one launch email; product news is a separate yes.
  consent: yup.boolean().default(false),
});

export type WaitlistFormValues = yup.InferType<typeof waitlistSchema>;

/** Blank optional fields are left out of the body. */
export function toWaitlistRequest(values: WaitlistFormValues): WaitlistRequest {
  const body: WaitlistRequest = { email: values.email.trim(), consent: values.consent };
  if (values.name?.trim()) body.name = values.name.trim();
  if (values.company?.trim()) body.company = values.company.trim();
  return body;
}
