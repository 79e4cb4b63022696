import { isValidEmail } from '@/lib/passwords';
import { db } from '@mocks/db';
import { badRequest, conflict } from '@mocks/http/errors';
import { defineRoute, ok } from '@mocks/http/route';
import { throttleEveryAttempt } from '@mocks/auth/throttle';

/** The texts of the waitlist call (the contract). */
export const WAITLIST_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  alreadyListed: 'You are already on the waitlist',
} as const;

export const handlers = [
  defineRoute({
    operationId: 'joinWaitlist',
    auth: 'public',
    handler: ({ body, now, request }) => {
      const refused = throttleEveryAttempt(request, 'waitlist');
      if (refused) return refused;
      const email = body.email.trim().toLowerCase();
      if (!isValidEmail(email)) {
        throw badRequest(WAITLIST_MESSAGES.invalidEmail, [
          { field: 'email', message: WAITLIST_MESSAGES.invalidEmail },
        ]);
      }
      if (db.waitlistEntries.first((entry) => entry.email.toLowerCase() === email)) {
        throw conflict(WAITLIST_MESSAGES.alreadyListed);
      }
      const entry = db.waitlistEntries.insert({
        email,
        name: body.name?.trim() ?? '',
        company: body.company?.trim() ?? '',
        consent: body.consent,
        createdAt: now.toISOString(),
      });
      return ok(201, {
        data: {
          id: entry.id,
          email: entry.email,
          name: entry.name || null,
          company: entry.company || null,
          consent: entry.consent,
          createdAt: entry.createdAt,
        },
      });
    },
  }),
];
