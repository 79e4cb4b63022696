import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiClient } from '@/api/client';
import type { components } from '@/api/schema';
import { isValidEmail } from '@/lib/passwords';

export type WaitlistRequest = components['schemas']['WaitlistRequest'];

export const waitlistSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .test('email', 'Please enter a valid email address', (value) => isValidEmail(value ?? '')),
  name: yup.string().trim().max(200),
  company: yup.string().trim().max(200),
  // Optional (issue 20 §9): joining means one launch email; product news is a separate yes.
  consent: yup.boolean().default(false),
});

export type WaitlistFormValues = yup.InferType<typeof waitlistSchema>;

export async function joinWaitlist(values: WaitlistFormValues) {
  const body: WaitlistRequest = { email: values.email.trim(), consent: values.consent };
  if (values.name?.trim()) body.name = values.name.trim();
  if (values.company?.trim()) body.company = values.company.trim();
  const { data } = await apiClient.POST('/api/waitlist', { body });
  return data!.data;
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
